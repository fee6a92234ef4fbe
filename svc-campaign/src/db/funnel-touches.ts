/**
 * The engagement funnel's steps as the voucher columns that hold each one's first touch (issue 20, ADR 0031), in
 * the funnel's order: a voucher is made per recipient at the approval, then its mail is sent, delivered, opened,
 * clicked, the code redeemed and a thank-you written. The day is Zurich's.
 *
 * Frozen: migration 009's trigger function was created from this text. Changing it needs a new migration that
 * replaces `campaign_funnel_count()` and recounts (`recountFunnel`), or the kept counters and a recount part.
 */
export const FUNNEL_STEP_COLUMNS = {
  recipients: 'created_at',
  sent: 'mailed_at',
  delivered: 'delivered_at',
  opened: 'opened_at',
  clicked: 'clicked_at',
  redeemed: 'redeemed_at',
  thanked: 'feedback_at',
} as const;

/** A lateral subquery giving `(step, day)` for each step the voucher row `alias` has taken. */
export const FUNNEL_TOUCHES_SQL = (alias: string): string =>
  `select s.step, (s.at at time zone 'Europe/Zurich')::date as day from (values ${Object.entries(FUNNEL_STEP_COLUMNS)
    .map(([step, column]) => `('${step}', ${alias}.${column})`)
    .join(', ')}) as s(step, at) where s.at is not null`;
