import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { renderPage } from '../test/render';
import UserPage from './UserPage';

const ADMIN_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0001';
const GIVER_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0200';

function aDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: GIVER_ID,
    firstName: 'Gina',
    lastName: 'Giver',
    email: 'giver@cadeau.test',
    language: 'de',
    roles: [],
    blocked: false,
    emailConfirmed: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    organizations: [
      { id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002', name: 'Giver AG', status: 'approved', roles: ['admin'] },
    ],
    openSessions: 1,
    ...overrides,
  };
}

describe('a user (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  const admin = aUser({ id: ADMIN_ID, roles: ['platformAdmin'], isPlatformAdmin: true });
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());
  const open = (id: string) =>
    renderPage(<UserPage />, { path: '/cockpit/users/:userId', url: `/cockpit/users/${id}` });

  it('blocks a user after a confirmation, sending the optional reason', async () => {
    let detail = aDetail();
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: admin },
      [`GET /api/user/${GIVER_ID}`]: () => ({ status: 200, body: detail }),
      [`PUT /api/user/${GIVER_ID}/block`]: (call) => {
        detail = { ...detail, blocked: (call.body as { blocked: boolean }).blocked, openSessions: 0 };
        return { status: 200, body: detail };
      },
    });
    open(GIVER_ID);
    fireEvent.click(await screen.findByTestId('block-user'));
    fireEvent.change(await screen.findByLabelText('Reason (optional)'), { target: { value: 'Spam' } });
    fireEvent.click(screen.getByTestId('confirm-block'));
    await waitFor(() => expect(screen.getByTestId('user-blocked')).toHaveTextContent('Yes'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ blocked: true, reason: 'Spam' });
    // A blocked user cannot be impersonated.
    expect(screen.getByTestId('impersonate-user')).toBeDisabled();
    expect(screen.getByTestId('unblock-user')).toBeEnabled();
  });

  it('impersonates another user through POST /user/inpersonate (never a GET: issue 8)', async () => {
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: admin },
      [`GET /api/user/${GIVER_ID}`]: { status: 200, body: aDetail() },
      'POST /api/user/inpersonate': (call) => ({
        status: (call.body as { userId?: string })?.userId === GIVER_ID ? 400 : 500,
        body: { message: 'error.user.cannotImpersonate' },
      }),
    });
    open(GIVER_ID);
    fireEvent.click(await screen.findByTestId('impersonate-user'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/user/inpersonate')).toMatchObject({
        method: 'POST',
        body: { userId: GIVER_ID },
      }),
    );
  });

  it('does not offer to impersonate or block oneself, and says why', async () => {
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: admin },
      [`GET /api/user/${ADMIN_ID}`]: { status: 200, body: aDetail({ id: ADMIN_ID, roles: ['platformAdmin'] }) },
    });
    open(ADMIN_ID);
    expect(await screen.findByTestId('impersonate-user')).toBeDisabled();
    expect(screen.getByTestId('block-user')).toBeDisabled();
    expect(screen.getByText(/cannot be impersonated/)).toBeInTheDocument();
  });

  it('shows an unknown user as not found, with the way back and no retry', async () => {
    const UNKNOWN = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0999';
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: admin },
      [`GET /api/user/${UNKNOWN}`]: { status: 404, body: { message: 'error.noUserFound' } },
    });
    open(UNKNOWN);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('No user found.');
    // The shared not-found state (issue 9): a page of its own with its heading, not a bare error line.
    expect(screen.getByTestId('not-found-state')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/cockpit/users');
  });

  it('offers to try again when a user could not be loaded, and shows it once it loads', async () => {
    let calls = 0;
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: admin },
      [`GET /api/user/${GIVER_ID}`]: () =>
        ++calls === 1 ? { status: 403, body: { message: 'error.forbidden' } } : { status: 200, body: aDetail() },
    });
    open(GIVER_ID);
    const failed = await screen.findByTestId('load-error');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('user-page')).toBeInTheDocument();
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
  });
});
