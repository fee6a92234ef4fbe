import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { antdKit } from '@cadeau/ui/antd';
import { AntdTheme } from '@cadeau/ui/theme';
import { Popover } from './Popover';

const chosen: string[] = [];
function Menu() {
  return (
    <AntdTheme antd={antdKit}>
      <p>outside</p>
      <Popover kind="menu" label="Actions" button={{ children: 'Actions', 'data-testid': 'actions' }}>
        {['One', 'Two', 'Three'].map((name) => (
          <button
            key={name}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="popup-item"
            onClick={() => chosen.push(name)}
          >
            {name}
          </button>
        ))}
      </Popover>
    </AntdTheme>
  );
}
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Popover (menu button)', () => {
  beforeEach(() => (chosen.length = 0));

  it('opens with Enter or Space on the button, and Enter chooses the focused item', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByTestId('actions');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
    expect(item('One')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(item('One')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Two']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('moves focus through the items with ArrowUp, ArrowDown (wrapping), Home and End', () => {
    render(<Menu />);
    const button = screen.getByTestId('actions');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item('One')).toHaveFocus();
    fireEvent.keyDown(item('One'), { key: 'ArrowDown' });
    expect(item('Two')).toHaveFocus();
    fireEvent.keyDown(item('Two'), { key: 'End' });
    expect(item('Three')).toHaveFocus();
    fireEvent.keyDown(item('Three'), { key: 'ArrowDown' });
    expect(item('One')).toHaveFocus();
    fireEvent.keyDown(item('One'), { key: 'ArrowUp' });
    expect(item('Three')).toHaveFocus();
    fireEvent.keyDown(item('Three'), { key: 'Home' });
    expect(item('One')).toHaveFocus();
  });

  it('closes on choosing an item and returns focus to the button', () => {
    render(<Menu />);
    const button = screen.getByTestId('actions');
    fireEvent.click(button);
    fireEvent.keyDown(item('One'), { key: 'ArrowDown' });
    fireEvent.click(item('Two'));
    expect(chosen).toEqual(['Two']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-controls');
  });

  it('closes on Escape (focus back on the button), on Tab, on a click outside and on a second click of the button', () => {
    render(<Menu />);
    const button = screen.getByTestId('actions');
    fireEvent.click(button);
    fireEvent.keyDown(item('One'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.keyDown(item('One'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(button);
    // A press on the button itself is not outside: its click closes the menu.
    fireEvent.mouseDown(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(chosen).toEqual([]);
  });
});
