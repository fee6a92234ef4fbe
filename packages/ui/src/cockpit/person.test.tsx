import { render, screen } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { Person } from '.';

const wrap = (ui: React.ReactNode) => render(<AppProviders antd={antdKit}>{ui}</AppProviders>);

describe('Person', () => {
  it('names a person by name, with the e-mail address under it as the secondary detail', () => {
    wrap(<Person name="Anna Muster" email="anna@cadeau.test" testId="p" />);
    expect(screen.getByTestId('p')).toHaveTextContent(/^Anna Musteranna@cadeau\.test$/);
    expect(screen.getByText('anna@cadeau.test').tagName).toBe('SPAN');
    expect(screen.getByText('anna@cadeau.test')).toHaveStyle({ display: 'block' });
  });

  it('shows the address alone without a name, and a dash without either', () => {
    const { rerender } = wrap(<Person name=" " email="anna@cadeau.test" testId="p" />);
    expect(screen.getByTestId('p')).toHaveTextContent(/^anna@cadeau\.test$/);
    rerender(
      <AppProviders antd={antdKit}>
        <Person name={null} email={undefined} testId="p" />
      </AppProviders>,
    );
    expect(screen.queryByTestId('p')).not.toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
