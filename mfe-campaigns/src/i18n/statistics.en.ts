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
  course: {
    title: 'Course over time',
    help: 'What happened on each day (or week) since the approval: each recipient counts once per step, on the day of the first time.',
    download: 'Download CSV',
    empty: 'Nothing has happened yet: the course starts with the approval.',
  },
  gifts: {
    title: 'Gifts chosen',
    caption: 'Gifts chosen by the recipients',
    product: 'Gift',
    count: 'Chosen',
    value: 'Value (price and shipping)',
    unknown: 'Product no longer in the catalogue',
    empty: 'No gift chosen yet.',
  },
  money: {
    title: 'Budget and deposit',
    deposit: 'Deposit',
    depositPaid: 'Deposit paid',
    spent: 'Spent on gifts',
    fees: 'Fees on what was spent (incl. VAT)',
    creditRemaining: 'Credit that would remain',
    toPay: 'Left to pay',
    help: 'If nothing more were redeemed, the final billing would settle this. It is made when the campaign ends.',
    none: 'The deposit is shown once it has been issued.',
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
