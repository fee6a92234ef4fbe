import { render, screen } from '@testing-library/react';
import { errorQueue } from '@cadeau/ui/errors';
import { i18n } from '@cadeau/ui/i18n';
import { ShellErrorBoundary } from './ShellErrorBoundary';

function Broken(): never {
  throw new Error('header exploded');
}

describe('shell error boundary', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows the generic error page instead of a blank page and queues the error for reporting', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ShellErrorBoundary>
        <Broken />
      </ShellErrorBoundary>,
    );
    expect(screen.getByTestId('error-page')).toHaveTextContent('500');
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(errorQueue.snapshot().some((e) => e.message.includes('header exploded'))).toBe(true);
    quiet.mockRestore();
  });

  it('renders its children while nothing fails', () => {
    render(
      <ShellErrorBoundary>
        <p>fine</p>
      </ShellErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
