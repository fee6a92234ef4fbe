/**
 * English texts of the dashboard's campaign tasks and panel (issue 11), merged into `campaigns.dashboard.campaigns`
 * by en.ts; a file of their own so the workspace and designer texts change without touching these lines.
 */
export const dashboardCampaignsEn = {
  // A platform administrator's review task.
  toReview_one: '{{count}} campaign is awaiting review',
  toReview_other: '{{count}} campaigns are awaiting review',
  releasedAt: 'released for review {{date}}',
  showAllToReview: 'All campaigns awaiting review',
  // A giver member's tasks.
  toAdjust_one: '{{count}} campaign was rejected and awaits your adjustments',
  toAdjust_other: '{{count}} campaigns were rejected and await your adjustments',
  rejectedAt: 'rejected {{date}}: read the reason in the campaign, adjust it and release it again',
  showAllToAdjust: 'All rejected campaigns',
  tasksEmpty: 'Nothing to do: no campaign awaits your adjustments.',
  // The organisation's campaigns.
  title: 'Campaigns',
  running_one: '{{count}} campaign is running',
  running_other: '{{count}} campaigns are running',
  runningUntil: 'until {{date}}',
  approved_one: '{{count}} campaign is approved and waits for its start',
  approved_other: '{{count}} campaigns are approved and wait for their start',
  startsOn: 'starts {{date}}',
  pending_one: '{{count}} campaign is awaiting review',
  pending_other: '{{count}} campaigns are awaiting review',
  empty: 'No campaign is running or awaiting review.',
  showAll: 'All campaigns',
  unavailable: 'The campaigns cannot be shown right now.',
};
