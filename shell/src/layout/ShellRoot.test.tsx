import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@cadeau/ui/i18n';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { toasts } from '@cadeau/ui/toast';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import type { MyUser } from '@cadeau/contracts';
import { setView } from '../runtime/view-store';
import { ShellRoot } from './ShellRoot';

describe('shell root', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    queryClient.clear();
    toasts.clear();
  });

  it('shows the 404 page with the exact text, in the language chosen', async () => {
    act(() => setView({ kind: 'notFound', layout: 'default', path: '/the/path' }));
    render(<ShellRoot ribbon={null} onRetry={() => undefined} />);
    expect(screen.getByText('Page not found: /the/path')).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found · Cadeau');
    await userEvent.click(screen.getByRole('button', { name: 'DE (Deutsch)' }));
    expect(screen.getByText('Seite nicht gefunden: /the/path')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows the error page with the default message and a retry for load errors', async () => {
    const onRetry = jest.fn();
    act(() =>
      setView({ kind: 'error', layout: 'default', status: 503, message: 'error.serviceUnavailable', canRetry: true }),
    );
    render(<ShellRoot ribbon={null} onRetry={onRetry} />);
    expect(screen.getByText('503')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    act(() => setView({ kind: 'error', layout: 'default', status: 500, canRetry: false }));
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
  });

  it('no-access page logs out and leaves for /login', async () => {
    const api = stubFetch({ 'POST /api/auth/logout': { status: 204 } });
    setMyUser(aUser({ organizations: [] }) as MyUser);
    act(() => setView({ kind: 'noAccess' }));
    render(<ShellRoot ribbon={null} onRetry={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/auth/logout');
    expect(window.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(['user', 'myuser'])).toBeNull();
    api.restore();
  });

  it('switches the colour mode (dark class) and shows the environment ribbon', async () => {
    act(() => setView({ kind: 'notFound', layout: 'default', path: '/x' }));
    render(<ShellRoot ribbon={{ name: 'test', color: 'orange' }} onRetry={() => undefined} />);
    expect(screen.getByTestId('env-ribbon')).toHaveTextContent('test');
    expect(screen.getByTestId('env-ribbon')).toHaveAttribute('data-color', 'orange');
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('colorMode')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('renders toasts of the notification group at the bottom centre and closes them', async () => {
    act(() => setView({ kind: 'notFound', layout: 'default', path: '/x' }));
    render(<ShellRoot ribbon={null} onRetry={() => undefined} />);
    act(() => void toasts.add({ severity: 'error', summary: 'Boom' }));
    act(() => void toasts.add({ summary: 'elsewhere', group: 'other' }));
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });
});
