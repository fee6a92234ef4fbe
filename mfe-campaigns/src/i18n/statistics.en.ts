/**
 * English texts of the workspace's statistics (issue 12: gift codes, mails, feedback), merged into
 * `campaigns.statistics` by en.ts; the dashboard's feedback panel is `campaigns.dashboard.feedback`.
 */
export const statisticsEn = {
  numbersTitle: 'Numbers',
  recipients: 'Recipients',
  unsubscribed: 'Unsubscribed',
  generated: 'Codes generated',
  mailed: 'Mailed',
  mailFailed: 'Mails failed',
  opened: 'Opened',
  clicked: 'Clicked',
  redeemed: 'Redeemed',
  feedback: 'Thanks left',
  usedValue: 'Value of the gifts chosen',
  unavailable: 'The numbers cannot be shown right now.',
  funnel: {
    title: 'From gift code to gift',
    help: 'Each step as a share of the gift codes generated.',
    step: '{{count}} of {{total}} ({{percent}} %)',
  },
  feedbackList: {
    title: 'Feedback and thanks',
    caption: 'Feedback and thanks of the recipients',
    text: 'Feedback',
    recipient: 'Recipient',
    at: 'Left on',
    empty: 'No feedback yet. What recipients write after choosing their gift shows here.',
  },
};
