import { waitFor } from '@testing-library/react';
import { stubFetch } from '@cadeau/ui/testing';
import { errorToast, renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';

const TOKEN = 'reset-token-0123456789abcdef';
const PASSWORD = 'New-Password-2026!';

async function fillAndSend(password = PASSWORD, repeated = PASSWORD) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Repeat password'), repeated);
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('/reset-password', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => api?.restore());

  it('checks length and repetition on the client before sending', async () => {
    api = stubFetch({});
    renderPage(`/reset-password?token=${TOKEN}`);
    await fillAndSend('short', 'shorter');
    expect(screen.getByText(t('public.form.passwordTooShort', { min: 10 }))).toBeInTheDocument();
    expect(screen.getByText(t('public.form.passwordMismatch'))).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sets the new password with the token and leads to the login', async () => {
    api = stubFetch({ 'POST /api/auth/reset-password': { status: 204 } });
    renderPage(`/reset-password?token=${TOKEN}`);
    await fillAndSend();
    expect(await screen.findByTestId('reset-password-done')).toHaveTextContent(t('public.resetPassword.done'));
    expect(screen.getByRole('link', { name: 'To the login' })).toHaveAttribute('href', '/login');
    expect(api.calls).toMatchObject([
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        body: { token: TOKEN, password: PASSWORD, passwordConfirmation: PASSWORD },
      },
    ]);
  });

  it.each([
    ['error.passwordReset.alreadyUsed', 409, 'public.resetPassword.alreadyUsed'],
    ['error.passwordReset.expired', 410, 'public.resetPassword.expired'],
    ['error.passwordReset.notFound', 404, 'public.resetPassword.notFound'],
    ['error.passwordReset.replaced', 409, 'public.resetPassword.replaced'],
  ])('explains %s, shows its toast and offers a new link', async (key, status, text) => {
    api = stubFetch({ 'POST /api/auth/reset-password': { status, body: { message: key } } });
    renderPage(`/reset-password?token=${TOKEN}`);
    await fillAndSend();
    expect(await screen.findByTestId('reset-password-link-state')).toHaveTextContent(t(text));
    expect(errorToast()).toBe(t(key));
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('keeps the form after a network failure so the person can try again', async () => {
    api = stubFetch({
      'POST /api/auth/reset-password': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage(`/reset-password?token=${TOKEN}`);
    await fillAndSend();
    await waitFor(() => expect(errorToast()).toBe(t('error.network')));
    expect(screen.getByRole('button', { name: 'Save password' })).toBeInTheDocument();
  });

  it('shows a password the server refuses at the form, and its issues at their fields', async () => {
    let tries = 0;
    api = stubFetch({
      'POST /api/auth/reset-password': () =>
        ++tries === 1
          ? { status: 400, body: { message: 'error.registration.invalidCredentials' } }
          : { status: 400, body: { message: 'zod.invalid', issues: [{ path: ['password'], message: 'zod.tooBig' }] } },
    });
    renderPage(`/reset-password?token=${TOKEN}`);
    await fillAndSend();
    expect(await screen.findByTestId('reset-password-error')).toHaveTextContent(
      t('error.registration.invalidCredentials'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(t('zod.tooBig'))).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('reset-password-error')).not.toBeInTheDocument();
  });

  it.each([
    ['a truncated token', '/reset-password?token=reset-tok'],
    ['a token with characters no link has', `/reset-password?token=${TOKEN}%3Cb%3E`],
  ])('treats %s as an invalid link: says what to do, calls nothing, no toast', async (_what, path) => {
    api = stubFetch({});
    renderPage(path);
    expect(await screen.findByTestId('reset-password-link-state')).toHaveTextContent(
      t('public.resetPassword.notFound'),
    );
    expect(screen.getByTestId('link-help')).toHaveTextContent(t('public.resetPassword.linkHelp'));
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(api.calls).toEqual([]);
    expect(errorToast()).toBeUndefined();
  });

  it('treats a token the server refuses as malformed as an invalid link, without its technical toast', async () => {
    api = stubFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['token'], message: 'zod.tooSmall' }] },
      },
    });
    renderPage(`/reset-password?token=${TOKEN}`);
    await fillAndSend();
    expect(await screen.findByTestId('reset-password-link-state')).toHaveTextContent(
      t('public.resetPassword.notFound'),
    );
    expect(errorToast()).toBeUndefined();
  });

  it('without a token says the link is not valid', async () => {
    api = stubFetch({});
    renderPage('/reset-password');
    expect(await screen.findByTestId('reset-password-link-state')).toHaveTextContent(
      t('public.resetPassword.notFound'),
    );
  });
});
