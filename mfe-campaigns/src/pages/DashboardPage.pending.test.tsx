import { act, screen, within } from '@testing-library/react';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import type { MyUser } from '@cadeau/contracts';
import { renderPage } from '../test/render';
import DashboardPage from './DashboardPage';

/** The dashboard of a pending organisation's members says what happens next (issue 9), not only "Pending". */
const ORG_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002';
const userOf = (roles: string[], status: string) =>
  aUser({ organizations: [{ id: ORG_ID, name: 'Neu AG', status, roles, features: ['giver'] }] }) as MyUser;

describe('dashboard of a pending organisation', () => {
  let api: ReturnType<typeof stubFetch>;
  function serve(user: MyUser) {
    setMyUser(user);
    const empty = { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0 } };
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: user },
      'GET /api/notification': { status: 200, body: { ...empty.body, unreadCount: 0 } },
      'GET /api/conversation': empty,
    });
    renderPage(<DashboardPage />, { path: '/cockpit/dashboard', url: '/cockpit/dashboard' });
  }
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  it('tells the admin it is under review, that a mail follows and what to prepare meanwhile, in de and en', async () => {
    serve(userOf(['admin'], 'pending'));
    const notice = await screen.findByTestId('pending-organization');
    expect(within(notice).getByRole('heading', { level: 2, name: 'Neu AG is being reviewed' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('Nothing is needed from you for the review.');
    expect(within(notice).getByTestId('pending-organization-mail')).toHaveTextContent(
      'You will receive an e-mail as soon as it is decided, and find the decision among your notifications too.',
    );
    expect(within(notice).getByRole('link', { name: 'Invite your team' })).toHaveAttribute(
      'href',
      '/cockpit/my-organization/invitations',
    );
    // The tag stays beside the organisation's name; the notice explains it.
    expect(screen.getByTestId('dashboard-organization-status')).toHaveTextContent('Pending');

    await act(() => i18n.changeLanguage('de'));
    expect(within(notice).getByRole('heading', { name: 'Neu AG wird geprüft' })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Ihr Team einladen' })).toBeInTheDocument();
  });

  it('tells a plain member that the administrators get the mail, without steps they could not take', async () => {
    serve(userOf(['user'], 'pending'));
    const notice = await screen.findByTestId('pending-organization');
    expect(within(notice).getByTestId('pending-organization-mail')).toHaveTextContent(
      'The administrators of your organisation receive an e-mail as soon as it is decided.',
    );
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('shows no notice for an approved organisation', async () => {
    serve(userOf(['admin'], 'approved'));
    await screen.findByTestId('dashboard-organization');
    expect(screen.queryByTestId('pending-organization')).toBeNull();
  });
});
