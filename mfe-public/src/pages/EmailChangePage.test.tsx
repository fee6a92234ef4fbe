import { stubFetch } from '@cadeau/ui/testing';
import { errorToast, renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';

const TOKEN = 'change-token-0123456789abcdef';
const status = (o: Record<string, unknown>) => ({
  pending: true,
  newEmail: 'new@example.ch',
  currentConfirmed: false,
  newConfirmed: false,
  completed: false,
  ...o,
});

describe('/email-change', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => api?.restore());

  it('confirms the new address on a click and asks for the other side', async () => {
    api = stubFetch({ 'POST /api/user/confirm-email-change': { status: 200, body: status({ newConfirmed: true }) } });
    renderPage(`/email-change?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('email-change-confirmed')).toHaveTextContent(t('public.emailChange.waitingOld'));
    expect(api.calls).toMatchObject([
      { method: 'POST', path: '/api/user/confirm-email-change', body: { token: TOKEN } },
    ]);
  });

  it('tells the new login address once both sides are confirmed', async () => {
    api = stubFetch({
      'POST /api/user/confirm-email-change': {
        status: 200,
        body: status({ currentConfirmed: true, newConfirmed: true, completed: true, pending: false }),
      },
    });
    renderPage(`/email-change?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('email-change-confirmed')).toHaveTextContent(
      t('public.emailChange.completed', { email: 'new@example.ch' }),
    );
  });

  it('cancels with the link of the mail to the old address', async () => {
    api = stubFetch({ 'POST /api/user/cancel-email-change': { status: 204 } });
    renderPage(`/email-change?token=${TOKEN}&action=cancel`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByTestId('email-change-cancelled')).toHaveTextContent(t('public.emailChange.cancelled'));
    expect(api.calls).toMatchObject([
      { method: 'POST', path: '/api/user/cancel-email-change', body: { token: TOKEN } },
    ]);
  });

  it.each([
    ['error.emailChange.currentAlreadyConfirmed', 409],
    ['error.emailChange.newAlreadyConfirmed', 409],
    ['error.emailChange.notFound', 404],
    ['error.emailChange.expired', 410],
    ['error.emailChange.emailInUse', 409],
  ])('shows %s translated', async (key, code) => {
    api = stubFetch({ 'POST /api/user/confirm-email-change': { status: code, body: { message: key } } });
    renderPage(`/email-change?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('email-change-error')).toHaveTextContent(t(key));
    expect(errorToast()).toBe(t(key));
  });

  it.each([
    ['no token', '/email-change'],
    ['a truncated token', '/email-change?token=change-tok'],
    ['a token with characters no link has', `/email-change?token=${TOKEN}*`],
  ])('explains a link with %s and what to do, without calling anything', async (_what, path) => {
    api = stubFetch({});
    renderPage(path);
    expect(await screen.findByTestId('email-change-error')).toHaveTextContent(t('public.emailChange.missingToken'));
    expect(screen.getByTestId('link-help')).toHaveTextContent(t('public.emailChange.linkHelp'));
    expect(screen.getByRole('link', { name: 'To the login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(api.calls).toEqual([]);
    expect(errorToast()).toBeUndefined();
  });

  it('treats a token the server refuses as malformed as an incomplete link, without its technical toast', async () => {
    api = stubFetch({
      'POST /api/user/confirm-email-change': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['token'], message: 'zod.tooSmall' }] },
      },
    });
    renderPage(`/email-change?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('email-change-error')).toHaveTextContent(t('public.emailChange.missingToken'));
    expect(errorToast()).toBeUndefined();
  });
});
