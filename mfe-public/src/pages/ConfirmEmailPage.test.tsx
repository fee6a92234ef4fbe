import { waitFor } from '@testing-library/react';
import { queryClient, queryKeys } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { errorToast, renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';

const TOKEN = 'confirm-token-0123456789abcdef';

describe('/confirm-email', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => api?.restore());

  it('confirms once on opening the link', async () => {
    api = stubFetch({ 'POST /api/auth/confirmation': { status: 204 } });
    renderPage(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByTestId('confirm-email-confirmed')).toHaveTextContent(t('public.confirmEmail.confirmed'));
    expect(screen.getByRole('link', { name: 'To the login' })).toHaveAttribute('href', '/login');
    // Once; the page then asks who is logged in now (no session here: the stub knows no user).
    expect(api.calls.filter((c) => c.path === '/api/auth/confirmation')).toMatchObject([
      { method: 'POST', path: '/api/auth/confirmation', body: { token: TOKEN } },
    ]);
  });

  it("lands in the cockpit logged in, in the user's language, when the confirmation started a session", async () => {
    const user = aUser({ language: 'de' });
    api = stubFetch({
      'POST /api/auth/confirmation': { status: 204 },
      'GET /api/user/myuser': { status: 200, body: user },
    });
    window.history.pushState(null, '', `/confirm-email?token=${TOKEN}`);
    renderPage(`/confirm-email?token=${TOKEN}`);
    await waitFor(() => expect(window.location.pathname).toBe('/cockpit'));
    expect(queryClient.getQueryData(queryKeys.myUser)).toEqual(user);
    expect(i18n.language).toBe('de');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/auth/confirmation',
      'GET /api/user/myuser',
    ]);
  });

  it.each([
    ['a truncated token', '/confirm-email?token=confirm-tok'],
    ['a token with characters no link has', `/confirm-email?token=${TOKEN}!`],
  ])('treats %s as an invalid link: says what to do, calls nothing, no toast', async (_what, path) => {
    api = stubFetch({});
    renderPage(path);
    expect(await screen.findByTestId('confirm-email-notFound')).toHaveTextContent(t('public.confirmEmail.notFound'));
    expect(screen.getByTestId('link-help')).toHaveTextContent(t('public.confirmEmail.notFoundHelp'));
    expect(screen.getByRole('link', { name: 'To the login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(api.calls).toEqual([]);
    expect(errorToast()).toBeUndefined();
  });

  it('treats a token the server refuses as malformed as an invalid link, without its technical toast', async () => {
    api = stubFetch({
      'POST /api/auth/confirmation': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['token'], message: 'zod.tooSmall' }] },
      },
    });
    renderPage(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByTestId('confirm-email-notFound')).toBeInTheDocument();
    expect(errorToast()).toBeUndefined();
  });

  it('says when the address is already confirmed', async () => {
    api = stubFetch({
      'POST /api/auth/confirmation': { status: 409, body: { message: 'error.confirmation.alreadyConfirmed' } },
    });
    renderPage(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByTestId('confirm-email-alreadyConfirmed')).toHaveTextContent(
      t('public.confirmEmail.alreadyConfirmed'),
    );
    expect(errorToast()).toBe(t('error.confirmation.alreadyConfirmed'));
  });

  it('offers a new mail for an expired link, sent by the same token', async () => {
    api = stubFetch({
      'POST /api/auth/confirmation': { status: 410, body: { message: 'error.confirmation.expired' } },
      'POST /api/auth/confirmation/resend': { status: 204 },
    });
    renderPage(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByTestId('confirm-email-expired')).toHaveTextContent(t('public.confirmEmail.expired'));
    await userEvent.click(screen.getByRole('button', { name: 'Send a new confirmation e-mail' }));
    expect(await screen.findByTestId('confirm-email-resent')).toHaveTextContent(t('public.confirmEmail.resent'));
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/auth/confirmation/resend',
      body: { token: TOKEN },
    });
  });

  it('says when the link is unknown, and when it has no token at all', async () => {
    api = stubFetch({
      'POST /api/auth/confirmation': { status: 404, body: { message: 'error.confirmation.notFound' } },
    });
    const { unmount } = renderPage(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByTestId('confirm-email-notFound')).toHaveTextContent(t('public.confirmEmail.notFound'));
    expect(errorToast()).toBe(t('error.confirmation.notFound'));
    unmount();
    renderPage('/confirm-email');
    expect(await screen.findByTestId('confirm-email-notFound')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('offers to try again after a network failure', async () => {
    let calls = 0;
    api = stubFetch({
      'POST /api/auth/confirmation': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { status: 204 };
      },
    });
    renderPage(`/confirm-email?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: t('common.retry') }));
    expect(await screen.findByTestId('confirm-email-confirmed')).toBeInTheDocument();
  });
});
