import { randomUUID } from 'node:crypto';
import type { MailClass, MailStatus } from '@cadeau/contracts';
import type { NewMessage } from '../domain/intake';
import { insertAttachments } from './attachments';
import type { Knex } from 'knex';
import { initialStatus, messageTransitions, type MessageTransition } from '../domain/message-status';
import { after, outcomeColumns as columns } from './message-outcomes';

export interface MessageRow {
  id: string;
  idempotency_key: string;
  class: MailClass;
  template: string;
  locale: 'de' | 'en';
  to_address: string;
  data: unknown;
  subject: string;
  html: string;
  text: string;
  status: MailStatus;
  attempts: number;
  /** Failed questions to the provider about an unknown send outcome (see resolveUnknownOutcome). */
  lookups: number;
  next_attempt_at: Date;
  claim_token: string | null;
  reclaim_after: Date | null;
  last_error: string | null;
  error_detail: string | null;
  provider: string | null;
  provider_message_id: string | null;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  opened_at: Date | null;
  clicked_at: Date | null;
}

/** Stores a message unless one with the same idempotency key exists; returns the new id, or null for a duplicate. */
export async function insertMessage(db: Knex | Knex.Transaction, m: NewMessage): Promise<string | null> {
  const id = await insertMessageRow(db, m);
  // Callers pass a transaction (the intake's savepoint): the message never exists without its attachments.
  if (id && m.attachments?.length) await insertAttachments(db, id, m.attachments);
  return id;
}

async function insertMessageRow(db: Knex | Knex.Transaction, m: NewMessage): Promise<string | null> {
  const rows: { id: string }[] = await db('messages')
    .insert({
      id: randomUUID(),
      idempotency_key: m.idempotencyKey,
      class: m.class,
      template: m.template,
      locale: m.locale,
      to_address: m.to.slice(0, 320),
      data: JSON.stringify(m.data ?? null),
      subject: m.subject,
      html: m.html,
      text: m.text,
      status: initialStatus(Boolean(m.failed)),
      last_error: m.failed?.key ?? null,
      error_detail: m.failed?.detail?.slice(0, 4000) ?? null,
    })
    .onConflict('idempotency_key')
    .ignore()
    .returning('id');
  return rows[0]?.id ?? null;
}

export interface ClaimedRow extends MessageRow {
  /**
   * The status before this claim. `sending` means an earlier claim may have handed the message to the
   * provider (its sender died, or the answer was lost): its outcome is unknown, and it must not be sent
   * before the provider has been asked.
   */
  previous_status: MailStatus;
}

export interface Claim {
  token: string;
  rows: ClaimedRow[];
}

/**
 * The claim statement of both senders (this file's `claimMessages`, and `claimContentMessages` of
 * src/db/campaign-messages.ts): up to `:limit` messages matching `filter` (SQL with named bindings), due pending
 * ones and `sending` ones whose claim expired, oldest first, move to the `claim` transition's status under
 * `:token` for `:holdMs`, each with its `previous_status`. The rows come back in no particular order.
 */
export async function claimWhere<Row extends ClaimedRow>(
  db: Knex,
  filter: string,
  bindings: { limit: number; token: string; provider: string; holdMs: number } & Record<string, unknown>,
): Promise<Row[]> {
  const result = await db.raw(
    `with picked as (
       select id, status from messages
        where ${filter}
          and ((status = 'pending' and next_attempt_at <= now())
            or (status = 'sending' and reclaim_after <= now()))
        order by created_at, id
        limit :limit
        for update skip locked)
     update messages m
        set status = :to, claim_token = :token, attempts = m.attempts + 1, provider = :provider,
            reclaim_after = now() + :holdMs * interval '1 millisecond', updated_at = now()
       from picked
      where m.id = picked.id
  returning m.*, picked.status as previous_status`,
    { ...bindings, to: messageTransitions.claim.to },
  );
  return result.rows as Row[];
}

/**
 * Claims up to `limit` messages of a class for one sender (not the campaign mails of a shared content, which
 * the campaign sender claims in batches, src/db/campaign-messages.ts), oldest first: due pending ones and `sending`
 * ones whose claim expired (their sender died or never learned the outcome). One statement, committed
 * before anything is sent: `FOR UPDATE SKIP LOCKED` lets replicas claim disjoint sets, and the
 * committed `sending` state with `reclaim_after` means a crash after this point neither loses the
 * message (it is claimable again after `reclaim_after`) nor lets another sender take it earlier.
 * The statuses picked are the `claim` transition's (src/domain/message-status.ts), each with its due time.
 * `holdMs` = how long the claim is ours (longer than one send) + the provider's reconciliation window.
 */
export async function claimMessages(
  db: Knex,
  cls: MailClass,
  limit: number,
  provider: string,
  holdMs: number,
): Promise<Claim> {
  const token = randomUUID();
  if (limit <= 0) return { token, rows: [] };
  const claimed = await claimWhere<ClaimedRow>(db, 'class = :cls and content_id is null', {
    cls,
    limit,
    token,
    provider,
    holdMs,
  });
  const rows = claimed.sort((a, b) => +new Date(a.created_at) - +new Date(b.created_at));
  return { token, rows };
}

/** Rows a status change of src/domain/message-status.ts may touch: those in one of its `from` statuses. */
const guarded = (db: Knex, transition: MessageTransition) =>
  db('messages').whereIn('status', messageTransitions[transition].from);

/** Outcome updates apply only while the claim is still ours and the transition allows the row's status. */
const owned = (db: Knex, id: string, token: string, transition: MessageTransition) =>
  guarded(db, transition).where({ id, claim_token: token });

export async function markSent(
  db: Knex,
  id: string,
  token: string,
  providerMessageId: string | null,
): Promise<boolean> {
  const n = await owned(db, id, token, 'send').update({ ...columns.sent(db), provider_message_id: providerMessageId });
  return n > 0;
}

export async function markFailed(db: Knex, id: string, token: string, key: string, detail?: string): Promise<boolean> {
  const n = await owned(db, id, token, 'fail').update(columns.failed(db, key, detail));
  return n > 0;
}

/** Back to pending, due after `delayMs`; `refund` gives the attempt back (nothing was tried: 429, pause). */
export async function reschedule(
  db: Knex,
  id: string,
  token: string,
  delayMs: number,
  opts: { key?: string; detail?: string; refund?: boolean } = {},
): Promise<boolean> {
  const n = await owned(db, id, token, 'release').update(columns.rescheduled(db, delayMs, opts));
  return n > 0;
}

/**
 * Extends our claim right before a send, so the message cannot be reclaimed (and looked up, and sent by
 * another sender) while this one is still on its way: the claim of a batch is taken once, but its sends
 * follow each other. False when the claim is no longer ours (then nothing may be sent).
 */
export async function renewClaim(db: Knex, id: string, token: string, holdMs: number): Promise<boolean> {
  const n = await owned(db, id, token, 'hold').update(columns.held(db, holdMs));
  return n > 0;
}

/**
 * The send may or may not have reached the provider: stay `sending`, drop our claim, and become
 * claimable again only after the reconciliation window, in which a provider event can settle it; after
 * it, the provider is asked before anything is sent again (a new series of lookups).
 */
export async function markUnknown(
  db: Knex,
  id: string,
  token: string,
  windowMs: number,
  detail: string,
): Promise<boolean> {
  const n = await owned(db, id, token, 'hold').update(columns.unknown(db, windowMs, detail));
  return n > 0;
}

/**
 * An unknown outcome stays unknown (`sending`, claimable after `delayMs`) without a lookup: the run ended
 * or sending is paused. Never back to `pending`, which would send without asking the provider first.
 * The attempt of this claim is given back: nothing was sent.
 */
export async function releaseUnknown(db: Knex, id: string, token: string, delayMs: number): Promise<boolean> {
  const n = await owned(db, id, token, 'hold').update(columns.unknownReleased(db, delayMs));
  return n > 0;
}

/**
 * The provider has the message (its Email Activity found our id): `sent`, without sending it again. The
 * attempt of this claim is given back: it only asked.
 */
export async function markFoundAtProvider(
  db: Knex,
  id: string,
  token: string,
  providerMessageId: string | null,
): Promise<boolean> {
  const n = await owned(db, id, token, 'send').update({
    ...columns.sent(db),
    provider_message_id: db.raw('coalesce(?, provider_message_id)', [providerMessageId]),
    attempts: db.raw('greatest(attempts - 1, 0)'),
  });
  return n > 0;
}

/**
 * The provider could not be asked about an unknown outcome. It stays unknown and is asked again after
 * `delayMs`, or, with `final`, fails with `key`: never sent blindly. The attempt is given back.
 */
export async function recordFailedLookup(
  db: Knex,
  id: string,
  token: string,
  opts: { key: string; detail: string; delayMs: number; final: boolean },
): Promise<boolean> {
  const n = await owned(db, id, token, opts.final ? 'fail' : 'hold').update({
    ...(opts.final
      ? { status: messageTransitions.fail.to, reclaim_after: null }
      : { reclaim_after: after(db, opts.delayMs) }),
    claim_token: null,
    lookups: db.raw('lookups + 1'),
    attempts: db.raw('greatest(attempts - 1, 0)'),
    last_error: opts.key,
    error_detail: opts.detail.slice(0, 4000),
    updated_at: db.fn.now(),
  });
  return n > 0;
}

/** Pending campaign mail to unsubscribed addresses fails at once, without taking a place in a run. */
export async function refuseUnsubscribedCampaignMail(db: Knex, key: string): Promise<number> {
  return (
    guarded(db, 'refuseUnsubscribed')
      .where({ class: 'campaign' })
      // Campaign mails of a shared content are refused by the campaign sender, which reports them to svc-campaign.
      .whereNull('content_id')
      .whereRaw('lower(to_address) in (select address from unsubscribes)')
      .update({ status: messageTransitions.refuseUnsubscribed.to, last_error: key, updated_at: db.fn.now() })
  );
}

export async function isUnsubscribed(db: Knex, address: string): Promise<boolean> {
  const row = await db('unsubscribes').where({ address: address.toLowerCase() }).first('address');
  return Boolean(row);
}

export async function addUnsubscribe(db: Knex | Knex.Transaction, address: string, source: string): Promise<void> {
  await db('unsubscribes')
    .insert({ address: address.toLowerCase().slice(0, 320), source })
    .onConflict('address')
    .ignore();
}

export async function removeUnsubscribe(db: Knex | Knex.Transaction, address: string): Promise<void> {
  await db('unsubscribes').where({ address: address.toLowerCase() }).del();
}
