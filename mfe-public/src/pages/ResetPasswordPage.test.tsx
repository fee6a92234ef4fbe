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

  it('without a token says the link is not valid', async () => {
    api = stubFetch({});
    renderPage('/reset-password');
    expect(await screen.findByTestId('reset-password-link-state')).toHaveTextContent(
      t('public.resetPassword.notFound'),
    );
  });
});
