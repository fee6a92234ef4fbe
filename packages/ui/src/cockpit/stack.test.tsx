import { render, screen } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { PageHeader, Paragraph, Stack } from '.';

const wrap = (ui: React.ReactNode) => render(<AppProviders antd={antdKit}>{ui}</AppProviders>);

describe('the layout primitives', () => {
  it('Stack lays its children out in a column or a row, the theme’s gap apart', () => {
    wrap(
      <>
        <Stack vertical maxWidth={1100} testId="column">
          <span>a</span>
        </Stack>
        <Stack wrap gap="sm" align="center" justify="space-between" testId="row">
          <span>b</span>
        </Stack>
        <Stack gap="xxs" testId="tight">
          <span>c</span>
        </Stack>
      </>,
    );
    expect(screen.getByTestId('column')).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      gap: '24px',
      maxWidth: '1100px',
    });
    expect(screen.getByTestId('row')).toHaveStyle({
      flexDirection: 'row',
      gap: '12px',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
    });
    expect(screen.getByTestId('tight')).toHaveStyle({ gap: '4px' });
  });

  it('PageHeader puts the actions beside the one h1, or shows the h1 alone', () => {
    const { unmount } = wrap(<PageHeader title="Things" actions={<button>New thing</button>} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Things' });
    expect(heading.parentElement).toContainElement(screen.getByRole('button', { name: 'New thing' }));
    unmount();
    wrap(<PageHeader title="Things" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Things' }).parentElement).not.toHaveStyle({
      display: 'flex',
    });
  });

  it('Paragraph drops the margins and takes the secondary colour and the small size from the theme', () => {
    wrap(
      <>
        <Paragraph data-testid="plain">Plain</Paragraph>
        <Paragraph secondary small role="status" data-testid="note">
          Note
        </Paragraph>
      </>,
    );
    const plain = screen.getByTestId('plain');
    expect(plain.tagName).toBe('P');
    expect(plain).toHaveStyle({ margin: '0px' });
    expect(plain.style.color).toBe('');
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('Note');
    expect(note.style.color).not.toBe('');
    expect(note).toHaveStyle({ fontSize: '12px' });
  });
});
