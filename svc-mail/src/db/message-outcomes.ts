import type { Knex } from 'knex';
import { messageTransitions } from '../domain/message-status';

// What each outcome of a claimed send writes into its `messages` rows, for one message (messages.ts) or a batch of
// campaign mails (campaign-messages.ts): both guard the rows by their claim and their transition's `from` statuses.

/** `now()` + ms, in the database's clock (every sender compares against the same one). */
export const after = (db: Knex, ms: number) =>
  db.raw(`now() + ? * interval '1 millisecond'`, [Math.max(0, Math.round(ms))]);

/** A message settled as sent: the claim and any earlier error are cleared. */
const sentColumns = (db: Knex) => ({
  status: messageTransitions.send.to,
  sent_at: db.fn.now(),
  claim_token: null,
  reclaim_after: null,
  last_error: null,
  error_detail: null,
  updated_at: db.fn.now(),
});

/** Failed for good with `key` (and what the provider said). */
const failedColumns = (db: Knex, key: string, detail?: string) => ({
  status: messageTransitions.fail.to,
  claim_token: null,
  reclaim_after: null,
  last_error: key,
  error_detail: detail?.slice(0, 4000) ?? null,
  updated_at: db.fn.now(),
});

/** Back to pending, due after `delayMs`; `refund` gives the attempt back (nothing was tried: 429, pause). */
const rescheduledColumns = (db: Knex, delayMs: number, opts: { key?: string; detail?: string; refund?: boolean }) => ({
  status: messageTransitions.release.to,
  claim_token: null,
  reclaim_after: null,
  next_attempt_at: after(db, delayMs),
  ...(opts.refund ? { attempts: db.raw('greatest(attempts - 1, 0)') } : {}),
  ...(opts.key ? { last_error: opts.key, error_detail: opts.detail?.slice(0, 4000) ?? null } : {}),
  updated_at: db.fn.now(),
});

/** The claim held for `holdMs` more (right before a send). */
const heldColumns = (db: Knex, holdMs: number) => ({
  reclaim_after: after(db, holdMs),
  updated_at: db.fn.now(),
});

/** The send may have reached the provider: stays `sending`, claimable (and looked up) after `windowMs`. */
const unknownColumns = (db: Knex, windowMs: number, detail: string) => ({
  claim_token: null,
  reclaim_after: after(db, windowMs),
  lookups: 0,
  error_detail: detail.slice(0, 4000),
  updated_at: db.fn.now(),
});

/** An unknown outcome not looked up now: stays unknown, claimable after `delayMs`, the attempt given back. */
const unknownReleasedColumns = (db: Knex, delayMs: number) => ({
  claim_token: null,
  reclaim_after: after(db, delayMs),
  attempts: db.raw('greatest(attempts - 1, 0)'),
  updated_at: db.fn.now(),
});

/** The columns each outcome writes: `outcomeColumns.failed(db, key, detail)`, … */
export const outcomeColumns = {
  sent: sentColumns,
  failed: failedColumns,
  rescheduled: rescheduledColumns,
  held: heldColumns,
  unknown: unknownColumns,
  unknownReleased: unknownReleasedColumns,
};
