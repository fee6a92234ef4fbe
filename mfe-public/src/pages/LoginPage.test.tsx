import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { queryClient, queryKeys } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { REDIRECT_COOKIE, peekRedirect } from '@cadeau/ui/navigation';
import { SharedProviders } from '@cadeau/ui/theme';
import { toasts } from '@cadeau/ui/toast';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { registerTexts } from '../i18n';
import { LoginPage } from './LoginPage';

// Loaded in both languages by the jest setup's loadLanguage before the tests (see testing/render-page.tsx).
void registerTexts();

// No artificial delay between keystrokes: keeps these tests fast.
const userEvent = userEventLib.setup({ delay: null });

function renderLogin() {
  window.history.pushState(null, '', '/login');
  return render(
    <SharedProviders>
      <LoginPage />
    </SharedProviders>,
  );
}

describe('login page', () => {
  let api: ReturnType<typeof stubFetch> | null = null;

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    queryClient.clear();
    toasts.clear();
    document.cookie = `${REDIRECT_COOKIE}=; path=/; max-age=0`;
  });
  afterEach(() => api?.restore());

  it('validates on the client: both fields required, e-mail format', async () => {
    api = stubFetch({});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows no error for a field left empty until a submit, and names the tab', async () => {
    api = stubFetch({});
    renderLogin();
    expect(document.title).toBe('Log in · Cadeau');
    await userEvent.click(screen.getByLabelText('E-mail'));
    await userEvent.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the translated invalid-credentials error toast for a wrong password', async () => {
    api = stubFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'error.login.invalidCredentials' } } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'giver@cadeau.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(toasts.list()).toHaveLength(1));
    expect(toasts.list()[0]).toMatchObject({
      severity: 'error',
      summary: 'E-mail or password is incorrect.',
      group: 'notification',
    });
    expect(api.calls).toMatchObject([
      { method: 'POST', path: '/api/auth/login', body: { email: 'giver@cadeau.test', password: 'wrong' } },
    ]);
    expect(window.location.pathname).toBe('/login');
  });

  it('shows a refused login at the form too, and the next successful login dismisses the old error toast', async () => {
    let tries = 0;
    api = stubFetch({
      'POST /api/auth/login': () =>
        ++tries === 1
          ? { status: 401, body: { message: 'error.login.invalidCredentials' } }
          : { status: 200, body: aUser() },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'giver@cadeau.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('E-mail or password is incorrect.');
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('login-error'));
    expect(toasts.list()).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Password'), '-but-now-right');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cockpit'));
    expect(toasts.list()).toEqual([]);
  });

  it('on success takes the user language, stores the user and goes to the saved redirect path', async () => {
    const user = aUser({ language: 'de' });
    api = stubFetch({ 'POST /api/auth/login': { status: 200, body: user } });
    document.cookie = `${REDIRECT_COOKIE}=${encodeURIComponent('/cockpit/my-settings?x=1')}; path=/`;
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), '  Giver@Cadeau.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'Cadeau-Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cockpit/my-settings'));
    expect(window.location.search).toBe('?x=1');
    expect(peekRedirect()).toBeNull();
    expect(i18n.language).toBe('de');
    expect(queryClient.getQueryData(queryKeys.myUser)).toEqual(user);
    expect(api.calls[0].body).toEqual({ email: 'Giver@Cadeau.test', password: 'Cadeau-Demo-2026!' });
    expect(toasts.list()).toEqual([]);
  });

  it('without a saved path goes to /cockpit', async () => {
    api = stubFetch({ 'POST /api/auth/login': { status: 200, body: aUser() } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'giver@cadeau.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Cadeau-Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cockpit'));
  });

  it('links to the forgotten-password and organisation registration pages', async () => {
    api = stubFetch({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register your organisation' })).toHaveAttribute(
      'href',
      '/register-organization',
    );
  });

  it('maps a network failure to the network error text', async () => {
    api = stubFetch({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'giver@cadeau.test');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(toasts.list()[0]?.summary).toBe(i18n.t('error.network')));
  });
});
