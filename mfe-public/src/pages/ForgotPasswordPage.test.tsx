import { waitFor } from '@testing-library/react';
import { stubFetch } from '@cadeau/ui/testing';
import { errorToast, renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';

describe('/forgot-password', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => api?.restore());

  it('checks the address on the client, then gives the same answer the server gives to everyone', async () => {
    api = stubFetch({ 'POST /api/auth/forgot-password': { status: 204 } });
    renderPage('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(screen.getByText(t('public.form.required'))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'nobody@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByTestId('forgot-password-sent')).toHaveTextContent(
      t('public.forgotPassword.sent', { email: 'nobody@example.ch' }),
    );
    expect(api.calls).toMatchObject([
      { method: 'POST', path: '/api/auth/forgot-password', body: { email: 'nobody@example.ch' } },
    ]);
  });

  it('shows a failure as a translated toast and keeps the form', async () => {
    api = stubFetch({ 'POST /api/auth/forgot-password': { status: 429, body: { message: 'error.tooManyRequests' } } });
    renderPage('/forgot-password');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'a@b.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(errorToast()).toBe(t('error.tooManyRequests')));
    expect(screen.getByRole('button', { name: 'Send link' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await resetPageState('de');
    api = stubFetch({});
    renderPage('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link senden' })).toBeInTheDocument();
  });
});
