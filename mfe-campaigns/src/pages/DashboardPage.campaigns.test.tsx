import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import type { CampaignSummary, CurrentCampaigns, MyUser } from '@cadeau/contracts';
import { renderPage } from '../test/render';
import DashboardPage from './DashboardPage';

/**
 * The dashboard's campaign work (issue 11): platform administrators see the campaigns awaiting review among
 * their tasks, giver members the rejected campaigns to adjust and their running and pending campaigns.
 */
const id = (n: number) => `5b0c8c9e-6a39-4d55-9b3c-${String(n).padStart(12, '0')}`;
// Local times, so the shown dates do not depend on the machine's time zone.
const AT = new Date(2026, 10, 20, 18, 5).toISOString();
const EARLIER = new Date(2026, 10, 18, 9, 30).toISOString();

const MEMBER = aUser() as MyUser;
const ORG = MEMBER.organizations[0]!;
const withRoles = (roles: string[]) => aUser({ organizations: [{ ...ORG, roles }] }) as MyUser;
const ADMIN = aUser({
  id: id(9),
  firstName: 'Ada',
  roles: ['platformAdmin'],
  isPlatformAdmin: true,
  organizations: [],
  currentOrganizationId: null,
}) as MyUser;

const aCampaign = (n: number, name: string, status: CampaignSummary['status'], extra: Partial<CampaignSummary> = {}) =>
  ({
    id: id(100 + n),
    organizationId: ORG.id,
    organizationName: ORG.name,
    name,
    type: 'automatic',
    status,
    startDate: '2026-12-01',
    endDate: '2026-12-24',
    budgetRappen: 500_000_00,
    recipientCount: 120,
    version: 3,
    createdAt: EARLIER,
    updatedAt: AT,
    ...extra,
  }) satisfies CampaignSummary;

const current = (
  c: Omit<Partial<CurrentCampaigns>, 'counts'> & { counts?: Partial<CurrentCampaigns['counts']> },
): CurrentCampaigns => ({
  running: c.running ?? [],
  pending: c.pending ?? [],
  toAdjust: c.toAdjust ?? [],
  counts: {
    draft: 0,
    approved: 0,
    finished: 0,
    running: c.running?.length ?? 0,
    pending: c.pending?.length ?? 0,
    toAdjust: c.toAdjust?.length ?? 0,
    ...c.counts,
  },
  feedback: c.feedback ?? [],
});

const page = <T,>(items: T[], total = items.length) => ({ status: 200, body: { items, page: 1, pageSize: 20, total } });
const empty = page([]);
const noNotifications = { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0, unreadCount: 0 } };

function renderDashboard() {
  renderPage(<DashboardPage />, {
    path: '/cockpit/dashboard',
    url: '/cockpit/dashboard',
    otherRoutes: { '/cockpit/campaigns/:campaignId': <p>campaign workspace</p>, '/cockpit/campaigns': <p>list</p> },
  });
}

describe('campaigns on the dashboard', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  const serveMember = (user: MyUser, answer: { status: number; body: unknown }) => {
    setMyUser(user);
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: user },
      'GET /api/notification': noNotifications,
      'GET /api/conversation': empty,
      'GET /api/campaign/current': answer,
    });
    renderDashboard();
  };

  describe('for a platform administrator', () => {
    /** GET /platform/tasks with these campaigns to review (issue 20: one call for every task). */
    const reviewTasks = (
      campaigns: { id: string; name: string; organizationName: string | null; since: string }[],
      total = campaigns.length,
    ) => ({
      status: 200,
      body: {
        items: campaigns.map((c) => ({
          kind: 'campaignReview',
          id: c.id,
          title: c.name,
          organizationName: c.organizationName,
          since: c.since,
          amountRappen: null,
          path: `/cockpit/campaigns/${c.id}`,
        })),
        counts: {
          organizationReview: 0,
          productReview: 0,
          campaignReview: total,
          depositOverdue: 0,
          payoutRequest: 0,
          conversationOpen: 0,
          bankPaymentUnmatched: 0,
          contactUnanswered: 0,
        },
        total,
      },
    });
    const serveAdmin = (tasks: { status: number; body: unknown }) => {
      setMyUser(ADMIN);
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: ADMIN },
        'GET /api/notification': noNotifications,
        'GET /api/conversation': empty,
        'GET /api/platform/tasks': tasks,
      });
      renderDashboard();
    };
    const first = aCampaign(1, 'Weihnachten 2026', 'pending');

    it('lists the campaigns awaiting review, the longest waiting first, with their giver, and counts them', async () => {
      serveAdmin(
        reviewTasks(
          [
            { id: aCampaign(2, 'Jubiläum', 'pending').id, name: 'Jubiläum', organizationName: null, since: EARLIER },
            {
              id: first.id,
              name: 'Weihnachten 2026',
              organizationName: 'Zürcher Versicherung',
              since: first.updatedAt,
            },
          ],
          6,
        ),
      );
      const tasks = await screen.findByTestId('dashboard-tasks');
      expect(await within(tasks).findByTestId('dashboard-campaigns-to-review-count')).toHaveTextContent(
        '6 campaigns are awaiting review',
      );
      expect(api.calls.some((c) => c.path === '/api/campaign' || c.path === '/api/campaign/current')).toBe(false);
      const rows = within(tasks).getAllByTestId('dashboard-campaign-to-review');
      expect(rows.map((r) => r.textContent)).toEqual([
        'Jubiläumreleased for review 11/18/26',
        'Weihnachten 2026Zürcher Versicherung · released for review 11/20/26',
      ]);
      expect(within(tasks).getByRole('link', { name: 'All campaigns awaiting review' })).toHaveAttribute(
        'href',
        '/cockpit/campaigns?status=pending',
      );
      expect(within(tasks).queryByTestId('dashboard-tasks-empty')).not.toBeInTheDocument();
      // An administrator has no giver's panels of their own.
      expect(screen.queryByTestId('dashboard-campaigns')).not.toBeInTheDocument();

      // A campaign leads to its workspace, where it is approved, rejected or blocked.
      await userEvent.click(within(rows[1]!).getByRole('link', { name: 'Weihnachten 2026' }));
      expect(await screen.findByText('campaign workspace')).toBeInTheDocument();
    });

    it('speaks German', async () => {
      await i18n.changeLanguage('de');
      serveAdmin(
        reviewTasks([{ id: first.id, name: 'Weihnachten 2026', organizationName: 'Giver AG', since: first.updatedAt }]),
      );
      expect(await screen.findByTestId('dashboard-campaigns-to-review-count')).toHaveTextContent(
        '1 Kampagne wartet auf Prüfung',
      );
      expect(screen.getByTestId('dashboard-campaign-to-review')).toHaveTextContent(
        'Weihnachten 2026Giver AG · zur Prüfung eingereicht am 20.11.26',
      );
      expect(screen.getByRole('link', { name: 'Alle Kampagnen, die auf Prüfung warten' })).toBeInTheDocument();
    });
  });

  describe('for a member of a giver', () => {
    const answer = current({
      toAdjust: [aCampaign(1, 'Sommerfest', 'rejected')],
      running: [aCampaign(2, 'Frühling', 'running', { endDate: '2026-05-31' })],
      pending: [aCampaign(3, 'Weihnachten 2026', 'pending', { updatedAt: EARLIER })],
      counts: { running: 4, pending: 1, toAdjust: 1 },
    });

    it('gives the rejected campaigns to adjust as tasks, each leading to its workspace', async () => {
      serveMember(MEMBER, { status: 200, body: answer });
      const tasks = await screen.findByTestId('dashboard-campaign-tasks');
      expect(within(tasks).getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
      expect(await within(tasks).findByTestId('dashboard-campaigns-to-adjust-count')).toHaveTextContent(
        '1 campaign was rejected and awaits your adjustments',
      );
      const [row] = within(tasks).getAllByTestId('dashboard-campaign-to-adjust');
      expect(row).toHaveTextContent(
        'Sommerfestrejected 11/20/26: read the reason in the campaign, adjust it and release it again',
      );
      // The administrators' task list is not a member's.
      expect(screen.queryByTestId('dashboard-tasks')).not.toBeInTheDocument();
      expect(api.calls.filter((c) => c.path === '/api/campaign/current')).toHaveLength(1);

      await userEvent.click(within(row!).getByRole('link', { name: 'Sommerfest' }));
      expect(await screen.findByText('campaign workspace')).toBeInTheDocument();
    });

    it('shows the running and pending campaigns with the counts of the server and the way to all campaigns', async () => {
      serveMember(MEMBER, { status: 200, body: answer });
      const panel = await screen.findByTestId('dashboard-campaigns');
      expect(within(panel).getByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
      expect(await within(panel).findByTestId('dashboard-campaigns-running-count')).toHaveTextContent(
        '4 campaigns are running',
      );
      // The end is a calendar day, shown as that day whatever the browser's time zone.
      expect(within(panel).getByTestId('dashboard-campaigns-running-item')).toHaveTextContent('Frühlinguntil 05/31/26');
      expect(within(panel).getByTestId('dashboard-campaigns-pending-count')).toHaveTextContent(
        '1 campaign is awaiting review',
      );
      expect(within(panel).getByTestId('dashboard-campaigns-pending-item')).toHaveTextContent(
        'Weihnachten 2026released for review 11/18/26',
      );
      expect(within(panel).getByRole('link', { name: 'Weihnachten 2026' })).toHaveAttribute(
        'href',
        `/cockpit/campaigns/${id(103)}`,
      );
      expect(within(panel).getByRole('link', { name: 'All campaigns' })).toHaveAttribute('href', '/cockpit/campaigns');
    });

    it('shows the approved campaigns waiting for their start with their status, the next to start first', async () => {
      setMyUser(MEMBER);
      const approved = aCampaign(4, 'Ostern', 'approved', { startDate: '2027-03-20' });
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: MEMBER },
        'GET /api/notification': noNotifications,
        'GET /api/conversation': empty,
        // The server counts the approved campaigns; the list filtered to approved names them.
        'GET /api/campaign/current': { status: 200, body: current({ counts: { approved: 3 } }) },
        'GET /api/campaign': page([approved], 3),
      });
      renderDashboard();
      const panel = await screen.findByTestId('dashboard-campaigns');
      expect(await within(panel).findByTestId('dashboard-campaigns-approved-count')).toHaveTextContent(
        '3 campaigns are approved and wait for their start',
      );
      const item = await within(panel).findByTestId('dashboard-campaigns-approved-item');
      expect(item).toHaveTextContent('Ostern');
      expect(item).toHaveTextContent('starts 03/20/27');
      expect(within(item).getByTestId('campaign-status')).toHaveTextContent('Approved');
      expect(within(item).getByRole('link', { name: 'Ostern' })).toHaveAttribute(
        'href',
        `/cockpit/campaigns/${id(104)}`,
      );
      expect(screen.queryByTestId('dashboard-campaigns-empty')).not.toBeInTheDocument();
      const list = api.calls.find((c) => c.path === '/api/campaign')!;
      expect(list.query).toMatchObject({ status: 'approved', sort: 'startDate', order: 'asc' });

      await act(() => i18n.changeLanguage('de'));
      expect(screen.getByTestId('dashboard-campaigns-approved-count')).toHaveTextContent(
        '3 Kampagnen sind genehmigt und warten auf ihren Beginn',
      );
      expect(screen.getByTestId('dashboard-campaigns-approved-item')).toHaveTextContent('beginnt am 20.03.27');
    });

    it('asks for no approved campaigns when the server counts none', async () => {
      serveMember(MEMBER, { status: 200, body: answer });
      await screen.findByTestId('dashboard-campaigns-running');
      expect(screen.queryByTestId('dashboard-campaigns-approved')).not.toBeInTheDocument();
      expect(api.calls.some((c) => c.path === '/api/campaign')).toBe(false);
    });

    it('gives a plain user no tasks (they cannot adjust a campaign) but shows the campaigns', async () => {
      serveMember(withRoles(['user']), { status: 200, body: answer });
      await screen.findByTestId('dashboard-campaigns-running');
      expect(screen.queryByTestId('dashboard-campaign-tasks')).not.toBeInTheDocument();
    });

    it('says there is nothing to do and no campaign running or waiting when there is none', async () => {
      serveMember(withRoles(['manager']), { status: 200, body: current({ counts: { draft: 2 } }) });
      expect(await screen.findByTestId('dashboard-campaign-tasks-empty')).toHaveTextContent(
        'Nothing to do: no campaign awaits your adjustments.',
      );
      expect(await screen.findByTestId('dashboard-campaigns-empty')).toHaveTextContent(
        'No campaign is running or awaiting review.',
      );
      // The way to the drafts stays.
      expect(screen.getByRole('link', { name: 'All campaigns' })).toBeInTheDocument();
    });

    it('says so when the campaigns cannot be shown, rather than nothing to do', async () => {
      serveMember(withRoles(['designer']), { status: 403, body: { message: 'error.forbidden' } });
      expect(await screen.findByTestId('dashboard-campaign-tasks-error')).toHaveTextContent(
        'The campaigns cannot be shown right now.',
      );
      expect(await screen.findByTestId('dashboard-campaigns-error')).toBeInTheDocument();
      expect(screen.queryByTestId('dashboard-campaign-tasks-empty')).not.toBeInTheDocument();
    });

    it('asks nothing about campaigns for an organisation without the giver feature or not approved', async () => {
      const seller = aUser({ organizations: [{ ...ORG, features: ['seller'] }] }) as MyUser;
      serveMember(seller, { status: 200, body: answer });
      await screen.findByTestId('dashboard-notifications-empty');
      expect(screen.queryByTestId('dashboard-campaigns')).not.toBeInTheDocument();
      expect(screen.queryByTestId('dashboard-campaign-tasks')).not.toBeInTheDocument();
      api.restore();
      queryClient.clear();
      const blocked = aUser({ organizations: [{ ...ORG, status: 'blocked' }] }) as MyUser;
      serveMember(blocked, { status: 200, body: answer });
      await screen.findAllByTestId('dashboard-notifications-empty');
      expect(api.calls.some((c) => c.path === '/api/campaign/current')).toBe(false);
    });

    it('speaks German, with German dates', async () => {
      serveMember(MEMBER, { status: 200, body: answer });
      await screen.findByTestId('dashboard-campaigns-running');
      await act(() => i18n.changeLanguage('de'));
      expect(screen.getByTestId('dashboard-campaigns-to-adjust-count')).toHaveTextContent(
        '1 Kampagne wurde abgelehnt und wartet auf Ihre Anpassungen',
      );
      expect(screen.getByTestId('dashboard-campaigns-running-count')).toHaveTextContent('4 Kampagnen laufen');
      expect(screen.getByTestId('dashboard-campaigns-running-item')).toHaveTextContent('Frühlingbis 31.05.26');
      expect(screen.getByTestId('dashboard-campaign-to-adjust')).toHaveTextContent('abgelehnt am 20.11.26');
      expect(screen.getByRole('link', { name: 'Alle Kampagnen' })).toBeInTheDocument();
    });
  });
});
