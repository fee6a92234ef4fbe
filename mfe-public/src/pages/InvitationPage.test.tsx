import { waitFor } from '@testing-library/react';
import { REDIRECT_COOKIE, peekRedirect } from '@cadeau/ui/navigation';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { errorToast, renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';

const TOKEN = 'invite-token-0123456789abcdef';
const preview = (o: Record<string, unknown> = {}) => ({
  status: 200,
  body: { organizationName: 'Seller GmbH', email: 'giver@cadeau.test', roles: ['user'], accountExists: true, ...o },
});
const anonymous = { status: 401, body: { message: 'error.unauthorized' } };
const accepted = { status: 200, body: { organizationId: 'o', organizationName: 'Seller GmbH' } };

describe('/invitation', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(async () => {
    await resetPageState();
    document.cookie = `${REDIRECT_COOKIE}=; path=/; max-age=0`;
  });
  afterEach(() => api?.restore());

  it('lets a logged-in user accept with one click', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': preview(),
      'GET /api/user/myuser': { status: 200, body: aUser() },
      'POST /api/organization/invitation/accept': accepted,
    });
    renderPage(`/invitation?token=${TOKEN}`);
    expect(await screen.findByTestId('invitation-summary')).toHaveTextContent(
      t('public.invitation.what', { email: 'giver@cadeau.test', organization: 'Seller GmbH' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation as giver@cadeau.test' }));
    expect(await screen.findByTestId('invitation-accepted')).toHaveTextContent(
      t('public.invitation.acceptedLoggedIn', { organization: 'Seller GmbH' }),
    );
    expect(api.calls.find((c) => c.path.endsWith('/accept'))).toMatchObject({ body: { token: TOKEN } });
  });

  it('offers a user logged in as another account to switch accounts, coming back to the link afterwards', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': preview(),
      'GET /api/user/myuser': { status: 200, body: aUser({ email: 'someone.else@cadeau.test' }) },
      'POST /api/auth/logout': { status: 204 },
    });
    renderPage(`/invitation?token=${TOKEN}`);
    expect(await screen.findByTestId('invitation-other-account')).toHaveTextContent(
      t('error.invitation.userNotAuthorized'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out and log in as giver@cadeau.test' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(peekRedirect()).toBe(`/invitation?token=${TOKEN}`);
    expect(api.calls.map((c) => c.path)).not.toContain('/api/organization/invitation/accept');
  });

  it('lets an existing account accept with e-mail and password', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': preview(),
      'GET /api/user/myuser': anonymous,
      'POST /api/organization/invitation/accept': accepted,
    });
    renderPage(`/invitation?token=${TOKEN}`);
    expect(await screen.findByLabelText('E-mail')).toHaveValue('giver@cadeau.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Cadeau-Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByTestId('invitation-accepted')).toHaveTextContent(
      t('public.invitation.acceptedLogin', { organization: 'Seller GmbH' }),
    );
    expect(api.calls.find((c) => c.path.endsWith('/accept'))).toMatchObject({
      body: { token: TOKEN, email: 'giver@cadeau.test', password: 'Cadeau-Demo-2026!' },
    });
  });

  it('leads a new address straight to the registration form (issue 9), asking for the invitation once', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': preview({ accountExists: false }),
      'GET /api/user/myuser': anonymous,
    });
    renderPage(`/invitation?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: t('public.registration.title') })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('giver@cadeau.test');
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/organization/invitation/preview')).toHaveLength(1);
  });

  it.each([
    ['a truncated token', '/invitation?token=invite-tok'],
    ['a token with characters no link has', `/invitation?token=${TOKEN}%22`],
  ])('treats %s as an incomplete link that says what to do, calling nothing', async (_what, path) => {
    api = stubFetch({ 'GET /api/user/myuser': anonymous });
    renderPage(path);
    expect(await screen.findByTestId('invitation-problem')).toHaveTextContent(t('error.invitation.idMissing'));
    expect(screen.getByTestId('link-help')).toHaveTextContent(t('public.invitation.problemHelp'));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(api.calls.filter((c) => c.path === '/api/organization/invitation/preview')).toEqual([]);
  });

  it('shows a token the server refuses as malformed as an unknown invitation, without its technical toast', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['token'], message: 'zod.tooSmall' }] },
      },
      'GET /api/user/myuser': anonymous,
    });
    renderPage(`/invitation?token=${TOKEN}`);
    expect(await screen.findByTestId('invitation-problem')).toHaveTextContent(t('error.invitation.notFound'));
    expect(errorToast()).toBeUndefined();
  });

  it('without a token shows the id-missing error', async () => {
    api = stubFetch({ 'GET /api/user/myuser': anonymous });
    renderPage('/invitation');
    expect(await screen.findByTestId('invitation-problem')).toHaveTextContent(t('error.invitation.idMissing'));
  });

  it('shows an unknown or used invitation translated', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': { status: 404, body: { message: 'error.invitation.notFound' } },
      'GET /api/user/myuser': anonymous,
    });
    renderPage(`/invitation?token=${TOKEN}`);
    expect(await screen.findByTestId('invitation-problem')).toHaveTextContent(t('error.invitation.notFound'));
  });

  // Every accept error of spec section 8: final ones replace the form, the others leave it for another try.
  it.each([
    ['error.invitation.emailMismatch', 403, false],
    ['error.invitation.noEmail', 400, false],
    ['error.invitation.noPassword', 400, false],
    ['error.invitation.idMissing', 400, false],
    ['error.login.invalidCredentials', 401, false],
    ['error.invitation.userNotAuthorized', 403, false],
    ['error.invitation.notFound', 404, true],
    ['error.invitation.organizationLinkingFailed', 409, true],
    ['error.invitation.userAlreadyInOrganization', 409, true],
  ])('shows %s translated', async (key, status, final) => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': preview(),
      'GET /api/user/myuser': anonymous,
      'POST /api/organization/invitation/accept': { status, body: { message: key } },
    });
    renderPage(`/invitation?token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(errorToast()).toBe(t(key)));
    if (final) expect(screen.getByTestId('invitation-problem')).toHaveTextContent(t(key));
    else expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
  });
});
