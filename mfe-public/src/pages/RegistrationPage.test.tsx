import { waitFor } from '@testing-library/react';
import { queryClient, queryKeys } from '@cadeau/ui/api';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { errorToast, renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';

const TOKEN = 'invite-token-0123456789abcdef';
const preview = {
  organizationName: 'Giver AG',
  email: 'new.colleague@example.ch',
  roles: ['user'],
  accountExists: false,
};
const PASSWORD = 'Colleague-2026-pw';

async function fillAndSend() {
  await userEvent.type(await screen.findByLabelText('First name'), 'Nina');
  await userEvent.type(screen.getByLabelText('Last name'), 'Neu');
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.type(screen.getByLabelText('Repeat password'), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/registration', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => api?.restore());

  it('without an invitation explains that registration is by invitation or by registering an organisation', async () => {
    api = stubFetch({});
    renderPage('/registration');
    expect(await screen.findByText(t('public.registration.byInvitation'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register an organisation' })).toHaveAttribute(
      'href',
      '/register-organization',
    );
    expect(api.calls).toEqual([]);
  });

  it('registers with the invited address (read-only) in the page language', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': { status: 200, body: preview },
      'POST /api/auth/registration': { status: 201, body: { userId: 'u', email: preview.email, organizationId: 'o' } },
    });
    renderPage(`/registration?token=${TOKEN}`);
    expect(await screen.findByLabelText('E-mail')).toHaveValue(preview.email);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    await fillAndSend();
    expect(await screen.findByTestId('registration-done')).toHaveTextContent(t('public.registration.done'));
    expect(api.calls[1]).toMatchObject({
      path: '/api/auth/registration',
      body: {
        token: TOKEN,
        email: preview.email,
        firstName: 'Nina',
        lastName: 'Neu',
        language: 'en',
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      },
    });
  });

  it('lands the new user in the cockpit, logged in by the answer (issue 9)', async () => {
    const user = aUser({ email: preview.email, language: 'en' });
    api = stubFetch({
      'POST /api/organization/invitation/preview': { status: 200, body: preview },
      'POST /api/auth/registration': {
        status: 201,
        body: { userId: user.id, email: preview.email, organizationId: 'o' },
      },
      'GET /api/user/myuser': { status: 200, body: user },
    });
    window.history.pushState(null, '', `/registration?token=${TOKEN}`);
    renderPage(`/registration?token=${TOKEN}`);
    await fillAndSend();
    await waitFor(() => expect(window.location.pathname).toBe('/cockpit'));
    expect(queryClient.getQueryData(queryKeys.myUser)).toEqual(user);
    expect(screen.queryByTestId('registration-done')).not.toBeInTheDocument();
  });

  it('shows registration errors as translated toasts and keeps the form', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': { status: 200, body: preview },
      'POST /api/auth/registration': { status: 409, body: { message: 'error.registration.userExists' } },
    });
    renderPage(`/registration?token=${TOKEN}`);
    await fillAndSend();
    await waitFor(() => expect(errorToast()).toBe(t('error.registration.userExists')));
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('explains an invitation that no longer exists', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': { status: 404, body: { message: 'error.invitation.notFound' } },
    });
    renderPage(`/registration?token=${TOKEN}`);
    expect(await screen.findByTestId('invitation-problem')).toHaveTextContent(t('error.invitation.notFound'));
    expect(errorToast()).toBe(t('error.invitation.notFound'));
  });

  it('sends an existing account to accept the invitation instead', async () => {
    api = stubFetch({
      'POST /api/organization/invitation/preview': { status: 200, body: { ...preview, accountExists: true } },
    });
    renderPage(`/registration?token=${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Accept invitation' })).toHaveAttribute(
      'href',
      `/invitation?token=${TOKEN}`,
    );
  });
});
