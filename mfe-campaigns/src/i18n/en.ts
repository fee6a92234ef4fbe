/** English texts of mfe-campaigns (the dashboard; campaigns join with their issue). `error.*` texts live in @cadeau/ui. */
export const en = {
  campaigns: {
    dashboard: {
      greeting: 'Hello {{firstName}}',
      greetingNoName: 'Hello',
      organization: 'Current organisation',
      note: 'Campaigns and the feedback of their recipients will show here once campaigns can be created in Cadeau.',
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
        productsUnavailable: 'The products awaiting review cannot be shown right now.',
        empty: 'Nothing to do: no organisation is awaiting approval and no product is awaiting review.',
      },
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
