import { dashboardCampaignsEn } from './dashboard-campaigns.en';
import { workspaceEn } from './workspace.en';
import { recipientsEn } from './recipients.en';
import { statisticsEn } from './statistics.en';
import { greetingEn, mailDesignEn } from './designs.en';

/** English texts of mfe-campaigns (the dashboard; campaigns join with their issue). `error.*` texts live in @cadeau/ui. */
export const en = {
  campaigns: {
    // The campaign list and workspace (their own file, see it).
    ...workspaceEn,
    // The recipients section, mail and greeting designers (their own files).
    recipients: recipientsEn,
    statistics: statisticsEn,
    mailDesign: mailDesignEn,
    greeting: greetingEn,
    dashboard: {
      greeting: 'Hello {{firstName}}',
      greetingNoName: 'Hello',
      organization: 'Current organisation',
      note: 'The feedback and thanks of your recipients will show here once your organisation is approved and your campaigns run.',
      feedback: {
        title: 'Feedback',
        by: '{{who}} · {{date}}',
        empty: 'No feedback yet. The thanks your recipients leave after choosing their gift show here.',
        unavailable: 'The feedback cannot be shown right now.',
      },
      tasks: {
        title: 'Tasks',
        pendingOrganizations_one: '{{count}} organisation is awaiting approval',
        pendingOrganizations_other: '{{count}} organisations are awaiting approval',
        registeredAt: 'registered {{date}}',
        showAll: 'All organisations awaiting approval',
        pendingProducts_one: '{{count}} product is awaiting review',
        pendingProducts_other: '{{count}} products are awaiting review',
        releasedAt: 'published for review {{date}}',
        showAllProducts: 'All products awaiting review',
        overdueDeposits_one: '{{count}} deposit invoice is overdue',
        overdueDeposits_other: '{{count}} deposit invoices are overdue',
        overdueSince: 'overdue since {{date}}',
        payoutRequests_one: '{{count}} payout is requested',
        payoutRequests_other: '{{count}} payouts are requested',
        requestedAt: 'requested {{date}}',
        showAllInvoices: 'All invoices',
        openConversations_one: '{{count}} conversation is open',
        openConversations_other: '{{count}} conversations are open',
        openSince: 'open since {{date}}',
        showAllConversations: 'All conversations',
        unmatchedPayments_one: '{{count}} bank payment is not assigned',
        unmatchedPayments_other: '{{count}} bank payments are not assigned',
        receivedAt: 'received {{date}}',
        showAllUnmatchedPayments: 'All bank payments not assigned',
        openContacts_one: '{{count}} contact form is unanswered',
        openContacts_other: '{{count}} contact forms are unanswered',
        sentAt: 'sent {{date}}',
        showAllOpenContacts: 'All unanswered contact forms',
        unavailable: 'The tasks cannot be shown right now.',
        empty:
          'Nothing to do: nothing awaits review, no deposit is overdue, no payout is requested and no conversation is open.',
      },
      ordersToShip: {
        title: 'Orders to ship',
        count_one: '{{count}} order waits to be shipped',
        count_other: '{{count}} orders wait to be shipped',
        placed: '{{campaign}} · ordered {{date}}',
        showAll: 'All orders to ship',
        empty: 'Nothing to ship: every order has gone out.',
        unavailable: 'The orders cannot be shown right now.',
      },
      figures: {
        title: 'The platform in the last 30 days',
        organizations: 'New organisations',
        users: 'New users',
        recipients: 'Recipients with a gift code',
        codesRedeemed: 'Gift codes redeemed',
        orders: 'Orders',
        depositsPaid: 'Deposits paid',
        feesEarned: 'Fees earned',
        up: '+{{amount}} against the 30 days before',
        down: '−{{amount}} against the 30 days before',
        unchanged: 'the same as the 30 days before',
        period: 'Each figure beside the 30 days before.',
        reports: 'All reports',
        unavailable: 'The figures cannot be shown right now.',
      },
      // The campaign tasks and panel (issue 11, their own file).
      campaigns: dashboardCampaignsEn,
      notifications: {
        unread_one: '{{count}} unread',
        unread_other: '{{count}} unread',
        unreadMark: 'unread',
      },
      conversations: {
        title: 'Open conversations',
        openCount_one: '{{count}} open conversation',
        openCount_other: '{{count}} open conversations',
        turn: { platform: "Platform's turn", organization: "Organisation's turn" },
        lastActivity: 'Last activity {{date}}',
        showAll: 'All conversations',
        empty: 'No open conversations.',
      },
    },
  },
};
