import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aPlatformStatistics, aUser, stubFetch, type StubCall, type StubRoute } from '@cadeau/ui/testing';
import type { MyUser, PlatformTask, PlatformTaskKind } from '@cadeau/contracts';
import { renderPage } from '../test/render';
import { axeViolations } from '../test/workspace-fixtures';
import DashboardPage from './DashboardPage';

const id = (n: number) => `5b0c8c9e-6a39-4d55-9b3c-${String(n).padStart(12, '0')}`;
// Local times, so the shown dates do not depend on the machine's time zone.
const AT = new Date(2026, 10, 20, 18, 5).toISOString();
const EARLIER = new Date(2026, 10, 18, 9, 30).toISOString();

const MEMBER = aUser() as MyUser;
const ORG = MEMBER.organizations[0]!;
const ADMIN = aUser({
  id: id(9),
  firstName: 'Ada',
  lastName: 'Admin',
  roles: ['platformAdmin'],
  isPlatformAdmin: true,
  organizations: [],
  currentOrganizationId: null,
}) as MyUser;

const aNotification = (
  n: number,
  type: string,
  data: Record<string, unknown>,
  extra: { path?: string | null; readAt?: string | null } = {},
) => ({
  id: id(900 + n),
  type,
  data,
  path: extra.path ?? null,
  readAt: extra.readAt ?? null,
  createdAt: AT,
});

const aConversation = (
  n: number,
  subject: string,
  lastType: 'platform' | 'user' | 'approvalReason',
  organizationName = ORG.name,
) => ({
  id: id(700 + n),
  organizationId: ORG.id,
  organizationName,
  subject,
  topic: null,
  status: 'open',
  createdAt: EARLIER,
  updatedAt: n === 1 ? AT : EARLIER,
  finishedAt: null,
  lastMessage: { type: lastType, body: 'Hello', createdAt: AT },
});

const page = <T,>(items: T[], total = items.length) => ({ status: 200, body: { items, page: 1, pageSize: 20, total } });

/** GET /campaign/current of a giver without running, pending or rejected campaigns. */
const noCampaigns = {
  running: [],
  pending: [],
  toAdjust: [],
  counts: { draft: 0, running: 0, pending: 0, toAdjust: 0, approved: 0, finished: 0 },
  feedback: [],
};

/** A task of GET /platform/tasks (issue 20). */
const aTask = (
  kind: PlatformTaskKind,
  taskId: string,
  title: PlatformTask['title'],
  organizationName: string | null,
  since: string,
  amountRappen: number | null = null,
): PlatformTask => ({
  kind,
  id: taskId,
  title,
  organizationName,
  since,
  amountRappen,
  path:
    kind === 'organizationReview'
      ? `/cockpit/organizations/${taskId}`
      : kind === 'productReview'
        ? `/cockpit/products/${taskId}`
        : kind === 'campaignReview'
          ? `/cockpit/campaigns/${taskId}`
          : kind === 'conversationOpen'
            ? `/cockpit/conversations/${taskId}`
            : kind === 'bankPaymentUnmatched'
              ? '/cockpit/bank-payments?status=unmatched'
              : kind === 'contactUnanswered'
                ? '/cockpit/contacts?status=open'
                : `/cockpit/invoices?invoice=${taskId}`,
});

const platformTaskKinds: PlatformTaskKind[] = [
  'organizationReview',
  'productReview',
  'campaignReview',
  'depositOverdue',
  'payoutRequest',
  'conversationOpen',
  'bankPaymentUnmatched',
  'contactUnanswered',
];

/** The answer of GET /platform/tasks: the tasks, counted per kind unless `counts` says more wait. */
function tasksAnswer(items: PlatformTask[], counts: Partial<Record<PlatformTaskKind, number>> = {}) {
  const all = Object.fromEntries(
    platformTaskKinds.map((k) => [k, counts[k] ?? items.filter((t) => t.kind === k).length]),
  ) as Record<PlatformTaskKind, number>;
  return {
    status: 200,
    body: { items, counts: all, total: Object.values(all).reduce((a, b) => a + b, 0) },
  };
}

/** The server's notifications, which PUT /notification changes as svc-identity does. */
function notificationServer(initial: ReturnType<typeof aNotification>[]): Record<string, StubRoute> {
  let items = initial;
  return {
    'GET /api/notification': () => ({
      status: 200,
      body: { items, page: 1, pageSize: 20, total: items.length, unreadCount: items.filter((n) => !n.readAt).length },
    }),
    'PUT /api/notification': (call: StubCall) => {
      const body = call.body as { ids?: string[]; all?: boolean };
      items = items.map((n) => (body.all || body.ids?.includes(n.id) ? { ...n, readAt: AT } : n));
      return { status: 200, body: { unreadCount: items.filter((n) => !n.readAt).length } };
    },
  };
}

const memberNotifications = [
  aNotification(
    1,
    'notification.conversationMessage',
    { subject: 'Invoice address' },
    { path: `/cockpit/conversations/${id(701)}` },
  ),
  aNotification(
    2,
    'notification.organizationStatusChanged',
    { organizationName: 'Giver AG', status: 'approved' },
    { readAt: AT },
  ),
  aNotification(3, 'notification.invitationAccepted', {
    name: 'Colin Meier',
    email: 'colleague@cadeau.test',
    organizationName: 'Giver AG',
  }),
];

function renderDashboard() {
  renderPage(<DashboardPage />, {
    path: '/cockpit/dashboard',
    url: '/cockpit/dashboard',
    otherRoutes: {
      '/cockpit/conversations/:conversationId': <p>conversation page</p>,
      '/cockpit/my-organization': <p>organisation page</p>,
      '/cockpit/products/:productId': <p>product review page</p>,
    },
  });
}

const gets = (api: ReturnType<typeof stubFetch>, path: string) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === path).map((c) => c.query);

describe('dashboard', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  describe('for a member of an organisation', () => {
    beforeEach(() => {
      setMyUser(MEMBER);
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: MEMBER },
        ...notificationServer(memberNotifications),
        'GET /api/campaign/current': { status: 200, body: noCampaigns },
        'GET /api/conversation': page(
          [aConversation(1, 'Invoice address', 'platform'), aConversation(2, 'Delivery dates', 'user')],
          3,
        ),
      });
    });

    it('greets by first name and shows the current organisation with its status, linked to its page', async () => {
      renderDashboard();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello Gina');
      const org = screen.getByTestId('dashboard-organization');
      expect(org).toHaveTextContent('Current organisation:');
      expect(within(org).getByRole('link', { name: 'Giver AG' })).toHaveAttribute('href', '/cockpit/my-organization');
      expect(within(org).getByTestId('dashboard-organization-status')).toHaveTextContent('Approved');
      // A member has no administration tasks, and the page asks nothing about them.
      expect(screen.queryByTestId('dashboard-tasks')).not.toBeInTheDocument();
      await screen.findAllByTestId('dashboard-conversation');
      expect(gets(api, '/api/organization/list')).toEqual([]);
      expect(gets(api, '/api/product/list')).toEqual([]);
      expect(gets(api, '/api/organization')).toEqual([]);
      // The recipients' feedback has its own panel now (issue 12): no note that it will come.
      expect(await screen.findByTestId('dashboard-feedback-empty')).toHaveTextContent(
        'No feedback yet. The thanks your recipients leave after choosing their gift show here.',
      );
      expect(screen.queryByTestId('dashboard-note')).not.toBeInTheDocument();
    });

    it("shows the latest notifications in the bell's words, the unread ones marked, and marks all as read", async () => {
      renderDashboard();
      const panel = await screen.findByTestId('dashboard-notifications');
      expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
      const items = await within(panel).findAllByTestId('dashboard-notification');
      expect(items.map((i) => i.textContent)).toEqual([
        'unread: New message in "Invoice address"11/20/26 6:05 PM',
        'Giver AG is now "Approved"11/20/26 6:05 PM',
        // The person by name, the address as the secondary detail with the date.
        'unread: Colin Meier joined Giver AGcolleague@cadeau.test · 11/20/26 6:05 PM',
      ]);
      expect(items.map((i) => i.hasAttribute('data-unread'))).toEqual([true, false, true]);
      expect(within(items[0]!).getByRole('link', { name: 'New message in "Invoice address"' })).toHaveAttribute(
        'href',
        `/cockpit/conversations/${id(701)}`,
      );
      expect(within(panel).getByTestId('dashboard-unread-count')).toHaveTextContent('2 unread');
      // The same antd link button as the bell's, not a native one styled apart (issue 9: one control style).
      expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveClass('ant-btn');

      await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
      await waitFor(() => expect(within(panel).getByTestId('dashboard-unread-count')).toHaveTextContent('0 unread'));
      expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/api/notification', body: { all: true, read: true } }),
      ]);
      expect(
        within(panel)
          .getAllByTestId('dashboard-notification')
          .some((i) => i.hasAttribute('data-unread')),
      ).toBe(false);
      expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    });

    it('marks a notification as read when it is opened, and goes where it leads', async () => {
      renderDashboard();
      const [first] = await screen.findAllByTestId('dashboard-notification');
      await userEvent.click(within(first!).getByRole('link'));
      expect(await screen.findByText('conversation page')).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ ids: [id(901)], read: true }]);
    });

    it("lists the organisation's open conversations, latest activity first, with whose turn it is", async () => {
      renderDashboard();
      const panel = await screen.findByTestId('dashboard-conversations');
      const rows = await within(panel).findAllByTestId('dashboard-conversation');
      expect(gets(api, '/api/conversation')).toEqual([
        { page: '1', pageSize: '5', sort: 'updatedAt', order: 'desc', status: 'open' },
      ]);
      expect(within(panel).getByTestId('dashboard-conversations-count')).toHaveTextContent('3 open conversations');
      expect(within(rows[0]!).getByRole('link', { name: 'Invoice address' })).toHaveAttribute(
        'href',
        `/cockpit/conversations/${id(701)}`,
      );
      expect(within(rows[0]!).getByTestId('dashboard-conversation-turn')).toHaveTextContent("Organisation's turn");
      expect(rows[0]).toHaveTextContent('Last activity 11/20/26');
      // A member sees no organisation names: every conversation is the current organisation's.
      expect(rows[0]).not.toHaveTextContent('Giver AG');
      expect(within(rows[1]!).getByTestId('dashboard-conversation-turn')).toHaveTextContent("Platform's turn");
      expect(rows[1]).toHaveTextContent('Last activity 11/18/26');
      expect(within(panel).getByRole('link', { name: 'All conversations' })).toHaveAttribute(
        'href',
        '/cockpit/conversations',
      );

      await userEvent.click(within(rows[1]!).getByRole('link', { name: 'Delivery dates' }));
      expect(await screen.findByText('conversation page')).toBeInTheDocument();
    });

    it('reaches every link by keyboard', async () => {
      renderDashboard();
      await screen.findAllByTestId('dashboard-conversation');
      await screen.findAllByTestId('dashboard-notification');
      const focused: string[] = [];
      for (let i = 0; i < 6; i++) {
        await userEvent.tab();
        focused.push(document.activeElement?.textContent ?? '');
      }
      // In reading order: organisation, notifications (the one that leads somewhere), conversations.
      expect(focused).toEqual([
        'Giver AG',
        'Mark all as read',
        'New message in "Invoice address"',
        'Invoice address',
        'Delivery dates',
        'All conversations',
      ]);
    });
  });

  describe('for a platform administrator', () => {
    const orgTask = (i: number) => aTask('organizationReview', id(100 + i), `Waiting Shop ${i + 1}`, null, EARLIER);

    it('shows the organisations awaiting approval: the count from the server, the first names and the filtered list', async () => {
      setMyUser(ADMIN);
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: ADMIN },
        ...notificationServer([
          aNotification(
            1,
            'notification.organizationRegistered',
            { organizationName: 'Waiting Shop 1' },
            { path: `/cockpit/organizations/${id(100)}` },
          ),
        ]),
        'GET /api/platform/tasks': tasksAnswer(
          Array.from({ length: 7 }, (_v, i) => orgTask(i)),
          { organizationReview: 12 },
        ),
        'GET /api/conversation': page([aConversation(1, 'Question about fees', 'user', 'Seller GmbH')]),
      });
      renderDashboard();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello Ada');
      // No current organisation: nothing to show about one.
      expect(screen.queryByTestId('dashboard-organization')).not.toBeInTheDocument();

      const tasks = await screen.findByTestId('dashboard-tasks');
      expect(within(tasks).getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
      expect(await within(tasks).findByTestId('dashboard-pending-count')).toHaveTextContent(
        '12 organisations are awaiting approval',
      );
      // One call for every task (issue 20), none of the lists.
      expect(gets(api, '/api/platform/tasks')).toEqual([{}]);
      expect(gets(api, '/api/organization/list')).toEqual([]);
      expect(gets(api, '/api/product/list')).toEqual([]);
      const names = within(tasks).getAllByTestId('dashboard-pending-organization');
      expect(names).toHaveLength(5);
      expect(within(names[0]!).getByRole('link', { name: 'Waiting Shop 1' })).toHaveAttribute(
        'href',
        `/cockpit/organizations/${id(100)}`,
      );
      expect(names[0]).toHaveTextContent('registered 11/18/26');
      expect(within(tasks).getByRole('link', { name: 'All organisations awaiting approval' })).toHaveAttribute(
        'href',
        '/cockpit/organizations?status=pending',
      );

      // Every organisation's conversations, with the organisation named; a member's message is the platform's turn.
      const [row] = await screen.findAllByTestId('dashboard-conversation');
      expect(row).toHaveTextContent('Seller GmbH');
      expect(within(row!).getByTestId('dashboard-conversation-turn')).toHaveTextContent("Platform's turn");
      expect(await screen.findByRole('link', { name: 'New organisation registered: Waiting Shop 1' })).toHaveAttribute(
        'href',
        `/cockpit/organizations/${id(100)}`,
      );
    });

    it('lists the products released for review, the longest waiting first, by name with their seller, and counts them', async () => {
      setMyUser(ADMIN);
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: ADMIN },
        ...notificationServer([]),
        'GET /api/platform/tasks': tasksAnswer(
          [
            aTask('productReview', id(303), { de: 'Honig', en: 'Honey' }, null, EARLIER),
            aTask('productReview', id(301), { de: 'Kerze', en: 'Candle' }, 'Seller A', AT),
            aTask('productReview', id(302), { de: 'Tasse', en: 'Mug' }, 'Berner Chocolatier', AT),
          ],
          { productReview: 7 },
        ),
        'GET /api/conversation': page([]),
      });
      renderDashboard();
      const tasks = await screen.findByTestId('dashboard-tasks');
      expect(await within(tasks).findByTestId('dashboard-pending-products-count')).toHaveTextContent(
        '7 products are awaiting review',
      );
      const rows = within(tasks).getAllByTestId('dashboard-pending-product');
      expect(rows.map((r) => r.textContent)).toEqual([
        'Honeypublished for review 11/18/26',
        'CandleSeller A · published for review 11/20/26',
        'MugBerner Chocolatier · published for review 11/20/26',
      ]);
      expect(within(rows[2]!).getByRole('link', { name: 'Mug' })).toHaveAttribute(
        'href',
        `/cockpit/products/${id(302)}`,
      );
      expect(within(tasks).getByRole('link', { name: 'All products awaiting review' })).toHaveAttribute(
        'href',
        '/cockpit/products?status=pending',
      );
      // No organisation waits: only the products, and no "nothing to do".
      expect(within(tasks).queryByTestId('dashboard-pending-organizations')).not.toBeInTheDocument();
      expect(within(tasks).queryByTestId('dashboard-tasks-empty')).not.toBeInTheDocument();

      // A product leads to its review screen in mfe-products.
      await userEvent.click(within(rows[1]!).getByRole('link', { name: 'Candle' }));
      expect(await screen.findByText('product review page')).toBeInTheDocument();
    });

    it('shows the money, the conversations and the contact forms that wait: overdue deposits, payout requests and unassigned bank payments with their amounts', async () => {
      setMyUser(ADMIN);
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: ADMIN },
        ...notificationServer([]),
        'GET /api/platform/tasks': tasksAnswer([
          aTask('depositOverdue', id(401), '2026-000042', 'Giver AG', EARLIER, 1_011_891),
          aTask('payoutRequest', id(402), '2026-000043', 'Seller GmbH', AT, 40_000),
          aTask('conversationOpen', id(403), 'Seller GmbH', 'Seller GmbH', AT),
          aTask('bankPaymentUnmatched', id(404), 'Zahlt GmbH', null, AT, 12_345),
          aTask('contactUnanswered', id(405), 'Frau Muster', null, AT),
        ]),
        'GET /api/conversation': page([]),
      });
      renderDashboard();
      const tasks = await screen.findByTestId('dashboard-tasks');
      expect(await within(tasks).findByTestId('dashboard-overdue-deposits-count')).toHaveTextContent(
        '1 deposit invoice is overdue',
      );
      const deposit = within(tasks).getByTestId('dashboard-overdue-deposit');
      expect(deposit).toHaveTextContent("2026-000042 · CHF 10'118.91Giver AG · overdue since 11/18/26");
      expect(within(deposit).getByRole('link')).toHaveAttribute('href', `/cockpit/invoices?invoice=${id(401)}`);
      expect(within(tasks).getByTestId('dashboard-payout-request')).toHaveTextContent(
        '2026-000043 · CHF 400.00Seller GmbH · requested 11/20/26',
      );
      expect(within(tasks).getByTestId('dashboard-open-conversations-count')).toHaveTextContent(
        '1 conversation is open',
      );
      expect(within(tasks).getByTestId('dashboard-open-conversation')).toHaveTextContent(
        'Seller GmbHopen since 11/20/26',
      );
      expect(within(tasks).getByTestId('dashboard-unmatched-payments-count')).toHaveTextContent(
        '1 bank payment is not assigned',
      );
      const payment = within(tasks).getByTestId('dashboard-unmatched-payment');
      expect(payment).toHaveTextContent('Zahlt GmbH · CHF 123.45received 11/20/26');
      expect(within(payment).getByRole('link')).toHaveAttribute('href', '/cockpit/bank-payments?status=unmatched');
      expect(within(tasks).getByTestId('dashboard-open-contacts-count')).toHaveTextContent(
        '1 contact form is unanswered',
      );
      expect(within(tasks).getByTestId('dashboard-open-contact')).toHaveTextContent('Frau Mustersent 11/20/26');
      expect(await axeViolations()).toEqual([]);
    });

    it('shows the headline figures of the last 30 days, each beside the 30 days before, and the way to the reports', async () => {
      setMyUser(ADMIN);
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: ADMIN },
        ...notificationServer([]),
        'GET /api/platform/tasks': tasksAnswer([]),
        'GET /api/conversation': page([]),
        'GET /api/platform/statistics': { status: 200, body: aPlatformStatistics() },
      });
      renderDashboard();
      const figures = await screen.findByTestId('dashboard-figures');
      expect(await within(figures).findByTestId('dashboard-figure-organizations')).toHaveTextContent(
        'New organisations4+3 against the 30 days before',
      );
      expect(within(figures).getByTestId('dashboard-figure-users')).toHaveTextContent(
        'New users3the same as the 30 days before',
      );
      expect(within(figures).getByTestId('dashboard-figure-recipients')).toHaveTextContent(
        'Recipients with a gift code1,200−300 against the 30 days before',
      );
      expect(within(figures).getByTestId('dashboard-figure-depositsPaid')).toHaveTextContent(
        "Deposits paidCHF 10'118.91+CHF 10'118.91 against the 30 days before",
      );
      expect(within(figures).getByTestId('dashboard-figure-feesEarned')).toHaveTextContent(
        'Fees earnedCHF 768.50+CHF 648.50 against the 30 days before',
      );
      expect(within(figures).getByRole('link', { name: 'All reports' })).toHaveAttribute('href', '/cockpit/reports');
      expect(gets(api, '/api/platform/statistics')).toEqual([{}]);
    });

    it('says so when the tasks cannot be read, instead of claiming there is nothing to do', async () => {
      setMyUser(ADMIN);
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: ADMIN },
        ...notificationServer([]),
        'GET /api/platform/tasks': { status: 403, body: { message: 'error.forbidden' } },
        'GET /api/conversation': page([]),
      });
      renderDashboard();
      expect(await screen.findByTestId('dashboard-tasks-error')).toHaveTextContent(
        'The tasks cannot be shown right now.',
      );
      expect(screen.queryByTestId('dashboard-tasks-empty')).not.toBeInTheDocument();
    });

    it('names the organisation an administrator looks at without belonging to it, from the server', async () => {
      const looking = { ...ADMIN, currentOrganizationId: id(200) } as MyUser;
      setMyUser(looking);
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: looking },
        ...notificationServer([]),
        'GET /api/platform/tasks': tasksAnswer([]),
        'GET /api/conversation': page([]),
        'GET /api/organization': { status: 200, body: { id: id(200), name: 'Berner Chocolatier', status: 'blocked' } },
      });
      renderDashboard();
      const org = await screen.findByTestId('dashboard-organization');
      expect(within(org).getByRole('link', { name: 'Berner Chocolatier' })).toHaveAttribute(
        'href',
        '/cockpit/my-organization',
      );
      expect(within(org).getByTestId('dashboard-organization-status')).toHaveTextContent('Blocked');
    });
  });

  describe('for a member of a seller', () => {
    it('shows the orders to ship, the longest waiting first, each leading to the order, and the way to all', async () => {
      const seller = aUser({ organizations: [{ ...ORG, features: ['seller'] }] }) as MyUser;
      setMyUser(seller);
      const anOrder = (n: number, product: string, placedAt: string) => ({
        id: id(800 + n),
        number: `2026-00${n}`,
        productName: { de: product, en: product },
        campaignName: 'Weihnachten',
        placedAt,
      });
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: seller },
        ...notificationServer([]),
        'GET /api/conversation': page([]),
        'GET /api/order': page([anOrder(1, 'Tasse', EARLIER), anOrder(2, 'Kerze', AT)], 7),
      });
      renderDashboard();
      const panel = await screen.findByTestId('dashboard-orders-to-ship');
      expect(await within(panel).findByTestId('dashboard-orders-to-ship-count')).toHaveTextContent(
        '7 orders wait to be shipped',
      );
      expect(gets(api, '/api/order')).toEqual([
        { page: '1', pageSize: '5', sort: 'placedAt', order: 'asc', side: 'seller', status: 'placed' },
      ]);
      const rows = within(panel).getAllByTestId('dashboard-order-to-ship');
      expect(rows.map((r) => r.textContent)).toEqual([
        '2026-001 · TasseWeihnachten · ordered 11/18/26',
        '2026-002 · KerzeWeihnachten · ordered 11/20/26',
      ]);
      expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', `/cockpit/orders/${id(801)}`);
      expect(within(panel).getByRole('link', { name: 'All orders to ship' })).toHaveAttribute(
        'href',
        '/cockpit/orders?status=placed',
      );
    });
  });

  describe('empty states', () => {
    it('says so when there is nothing: no pending organisation, no notification, no open conversation', async () => {
      setMyUser(ADMIN);
      api = stubFetch({
        'GET /api/user/myuser': { status: 200, body: ADMIN },
        ...notificationServer([]),
        'GET /api/platform/tasks': tasksAnswer([]),
        'GET /api/conversation': page([]),
      });
      renderDashboard();
      expect(await screen.findByTestId('dashboard-tasks-empty')).toHaveTextContent(
        'Nothing to do: nothing awaits review, no deposit is overdue, no payout is requested and no conversation is open.',
      );
      expect(screen.queryByRole('link', { name: 'All organisations awaiting approval' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'All products awaiting review' })).not.toBeInTheDocument();
      expect(await screen.findByTestId('dashboard-notifications-empty')).toHaveTextContent('No notifications.');
      expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
      expect(await screen.findByTestId('dashboard-conversations-empty')).toHaveTextContent('No open conversations.');
      // The way to all (also finished) conversations stays.
      expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/cockpit/conversations');
    });

    it('leaves out conversations for a member without a current organisation (all of theirs blocked)', async () => {
      const blocked = aUser({ organizations: [{ ...ORG, status: 'blocked' }], currentOrganizationId: null }) as MyUser;
      setMyUser(blocked);
      api = stubFetch({ 'GET /api/user/myuser': { status: 200, body: blocked }, ...notificationServer([]) });
      renderDashboard();
      expect(await screen.findByTestId('dashboard-notifications-empty')).toBeInTheDocument();
      expect(screen.queryByTestId('dashboard-conversations')).not.toBeInTheDocument();
      expect(screen.queryByTestId('dashboard-organization')).not.toBeInTheDocument();
      expect(gets(api, '/api/conversation')).toEqual([]);
    });
  });

  it('speaks German, with German dates', async () => {
    await i18n.changeLanguage('de');
    setMyUser(ADMIN);
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: ADMIN },
      ...notificationServer([
        aNotification(1, 'notification.organizationStatusChanged', {
          organizationName: 'Giver AG',
          status: 'approved',
        }),
      ]),
      'GET /api/platform/tasks': tasksAnswer([
        aTask('organizationReview', id(100), 'Waiting Shop', null, EARLIER),
        aTask('productReview', id(301), { de: 'Kerze', en: 'Candle' }, 'Seller A', AT),
      ]),
      'GET /api/conversation': page([aConversation(1, 'Rechnungsadresse', 'approvalReason')]),
    });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hallo Ada');
    expect(await screen.findByTestId('dashboard-pending-count')).toHaveTextContent('1 Organisation wartet auf Prüfung');
    expect(screen.getByRole('heading', { name: 'Aufgaben' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-pending-organization')).toHaveTextContent('registriert am 18.11.26');
    expect(screen.getByRole('link', { name: 'Alle Organisationen, die auf Prüfung warten' })).toBeInTheDocument();
    // The product by its German name, with its seller and the day it was released for review.
    expect(screen.getByTestId('dashboard-pending-products-count')).toHaveTextContent('1 Produkt wartet auf Prüfung');
    expect(screen.getByTestId('dashboard-pending-product')).toHaveTextContent(
      'KerzeSeller A · zur Prüfung eingereicht am 20.11.26',
    );
    expect(screen.getByRole('link', { name: 'Alle Produkte, die auf Prüfung warten' })).toBeInTheDocument();
    const [notification] = await screen.findAllByTestId('dashboard-notification');
    expect(notification).toHaveTextContent('ungelesen: Giver AG ist jetzt «Genehmigt»20.11.26 18:05');
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeEnabled();
    expect(screen.getByTestId('dashboard-unread-count')).toHaveTextContent('1 ungelesen');
    const [conversation] = await screen.findAllByTestId('dashboard-conversation');
    expect(conversation).toHaveTextContent('Organisation ist am Zug');
    expect(conversation).toHaveTextContent('Letzte Aktivität 20.11.26');
    expect(screen.getByTestId('dashboard-conversations-count')).toHaveTextContent('1 offene Konversation');
    expect(screen.getByRole('link', { name: 'Alle Konversationen' })).toBeInTheDocument();
    // An administrator without a giver organisation has no recipients, so neither feedback nor a note of it.
    expect(screen.queryByTestId('dashboard-note')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-feedback')).not.toBeInTheDocument();
  });
});
