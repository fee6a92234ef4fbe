import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CampaignContent, StoredRecipientValues } from '../domain/campaign-mail/content';
import type { NewCampaignMessage } from '../domain/campaign-mail/intake';
import { messageTransitions, type MessageTransition } from '../domain/message-status';
import { addUnsubscribe, claimWhere, type ClaimedRow, type MessageRow } from './messages';
import { outcomeColumns as columns } from './message-outcomes';

/**
 * Campaign mails that share one content (ADR 0022): the content rows, the messages pointing to them, and the
 * claims and outcome writes of a batch, each one statement for the whole batch. Every status change goes
 * through the transitions of src/domain/message-status.ts and applies only while the batch's claim owns the row.
 */

export interface ContentRow {
  id: string;
  campaign_id: string;
  design_key: string;
  language: 'de' | 'en';
  tag_nonce: string;
  subject: string;
  html: string;
  text: string;
}

export const contentOf = (row: ContentRow): CampaignContent => ({
  nonce: row.tag_nonce,
  subject: row.subject,
  html: row.html,
  text: row.text,
});

/** The campaign's content of this design and language: the stored one if any (its tags stay valid), else `content`. */
export async function ensureContent(
  db: Knex | Knex.Transaction,
  c: { campaignId: string; designKey: string; language: 'de' | 'en'; content: CampaignContent },
): Promise<ContentRow> {
  await db('campaign_contents')
    .insert({
      id: randomUUID(),
      campaign_id: c.campaignId,
      design_key: c.designKey,
      language: c.language,
      tag_nonce: c.content.nonce,
      subject: c.content.subject,
      html: c.content.html,
      text: c.content.text,
    })
    .onConflict(['campaign_id', 'design_key'])
    .ignore();
  return db('campaign_contents').where({ campaign_id: c.campaignId, design_key: c.designKey }).first();
}

export async function getContents(db: Knex, ids: readonly string[]): Promise<Map<string, ContentRow>> {
  const rows: ContentRow[] = ids.length ? await db('campaign_contents').whereIn('id', [...new Set(ids)]) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** The template name of campaign mails in the mailbox and the provider's categories. */
export const CAMPAIGN_MAIL_TEMPLATE = 'campaignVoucher';

/** Stores the messages whose idempotency key is new; returns those stored (a repeated intake stores none). */
export async function insertCampaignMessages(
  trx: Knex.Transaction,
  messages: readonly NewCampaignMessage[],
): Promise<{ id: string; voucher_id: string; status: string; last_error: string | null }[]> {
  if (!messages.length) return [];
  return trx('messages')
    .insert(
      messages.map((m) => ({
        id: randomUUID(),
        idempotency_key: m.idempotencyKey,
        class: 'campaign',
        template: CAMPAIGN_MAIL_TEMPLATE,
        locale: m.locale,
        to_address: m.to.slice(0, 320),
        data: JSON.stringify({ campaignId: m.campaignId, recipientId: m.recipientId, voucherId: m.voucherId }),
        subject: m.subject,
        // The content row holds the mail; this row holds only the recipient's values (never the code).
        html: '',
        text: '',
        status: m.failed ? 'failed' : 'pending',
        last_error: m.failed?.key ?? null,
        content_id: m.contentId,
        campaign_id: m.campaignId,
        recipient_id: m.recipientId,
        voucher_id: m.voucherId,
        substitutions: JSON.stringify(m.substitutions),
      })),
    )
    .onConflict('idempotency_key')
    .ignore()
    .returning(['id', 'voucher_id', 'status', 'last_error']);
}

export interface ContentClaimedRow extends ClaimedRow {
  content_id: string;
  campaign_id: string;
  voucher_id: string;
  substitutions: StoredRecipientValues;
}

/**
 * Claims up to `limit` content mails, oldest first (optionally of one campaign): due pending ones and
 * `sending` ones whose claim expired (their outcome is unknown). One statement, committed before anything is
 * sent, exactly like `claimMessages` for the one-by-one mails.
 */
export async function claimContentMessages(
  db: Knex,
  opts: { limit: number; provider: string; holdMs: number; campaignId?: string },
): Promise<{ token: string; rows: ContentClaimedRow[] }> {
  const token = randomUUID();
  if (opts.limit <= 0) return { token, rows: [] };
  const { limit, provider, holdMs, campaignId } = opts;
  const claimed = await claimWhere<ContentClaimedRow>(
    db,
    `content_id is not null${campaignId ? ' and campaign_id = :campaignId' : ''}`,
    { limit, token, provider, holdMs, ...(campaignId ? { campaignId } : {}) },
  );
  const rows = claimed.sort((a, b) => +new Date(a.created_at) - +new Date(b.created_at) || (a.id < b.id ? -1 : 1));
  return { token, rows };
}

/** The rows of `ids` a transition may change while `token` still claims them. */
const owned = (db: Knex | Knex.Transaction, ids: readonly string[], token: string, transition: MessageTransition) =>
  db('messages')
    .whereIn('id', [...ids])
    .where({ claim_token: token })
    .whereIn('status', messageTransitions[transition].from);

type Touched = { id: string; campaign_id: string; voucher_id: string }[];
const touched = ['id', 'campaign_id', 'voucher_id'];

export async function markSentMany(
  trx: Knex.Transaction,
  ids: readonly string[],
  token: string,
  providerMessageId: string | null,
): Promise<Touched> {
  if (!ids.length) return [];
  return owned(trx, ids, token, 'send')
    .update({ ...columns.sent(trx), provider_message_id: providerMessageId })
    .returning(touched);
}

/** The mails reached their inboxes at `at` (the first delivery time stays). */
export async function markDelivered(trx: Knex.Transaction, ids: readonly string[], at: Date): Promise<void> {
  if (!ids.length) return;
  await trx('messages').whereIn('id', ids).whereNull('delivered_at').update({ delivered_at: at });
}

export async function markFailedMany(
  trx: Knex.Transaction,
  ids: readonly string[],
  token: string,
  key: string,
  detail?: string,
): Promise<Touched> {
  if (!ids.length) return [];
  return owned(trx, ids, token, 'fail')
    .update(columns.failed(trx, key, detail))
    .returning(touched);
}

/** Back to pending, due after `delayMs`; `refund` gives the attempt back (nothing was tried). */
export async function rescheduleMany(
  db: Knex,
  ids: readonly string[],
  token: string,
  delayMs: number,
  opts: { key?: string; detail?: string; refund?: boolean } = {},
): Promise<number> {
  if (!ids.length) return 0;
  return owned(db, ids, token, 'release').update(columns.rescheduled(db, delayMs, opts));
}

/** Extends the claim right before the request; returns the ids still ours (only those may be sent). */
export async function renewClaims(db: Knex, ids: readonly string[], token: string, holdMs: number): Promise<string[]> {
  if (!ids.length) return [];
  const rows: { id: string }[] = await owned(db, ids, token, 'hold').update(columns.held(db, holdMs)).returning('id');
  return rows.map((r) => r.id);
}

/** The request may have reached the provider: stay `sending`, claimable (and looked up) after `windowMs`. */
export async function markUnknownMany(
  db: Knex,
  ids: readonly string[],
  token: string,
  windowMs: number,
  detail: string,
): Promise<number> {
  if (!ids.length) return 0;
  return owned(db, ids, token, 'hold').update(columns.unknown(db, windowMs, detail));
}

/** An unknown outcome not looked up now (run over, paused): stays unknown, attempt given back. */
export async function releaseUnknownMany(db: Knex, ids: readonly string[], token: string, delayMs: number) {
  if (!ids.length) return 0;
  return owned(db, ids, token, 'hold').update(columns.unknownReleased(db, delayMs));
}

/** Pending content mails to unsubscribed addresses fail before a run claims them (no place taken). */
export async function refuseUnsubscribedContentMail(trx: Knex.Transaction, key: string): Promise<Touched> {
  return trx('messages')
    .whereIn('status', messageTransitions.refuseUnsubscribed.from)
    .whereNotNull('content_id')
    .whereRaw('lower(to_address) in (select address from unsubscribes)')
    .update({ status: messageTransitions.refuseUnsubscribed.to, last_error: key, updated_at: trx.fn.now() })
    .returning(touched);
}

/**
 * A campaign blocked or finished: its mails not yet claimed fail with `key` (a mail in flight finishes). Returns
 * them, for `campaignMail.failed`.
 */
export async function withdrawCampaignMail(trx: Knex.Transaction, campaignId: string, key: string): Promise<Touched> {
  return trx('messages')
    .where({ campaign_id: campaignId })
    .whereNotNull('content_id')
    .whereIn('status', messageTransitions.withdraw.from)
    .update({ status: messageTransitions.withdraw.to, last_error: key, updated_at: trx.fn.now() })
    .returning(touched);
}

/** Which of these addresses are on the suppression list (lower case). */
export async function unsubscribedAmong(db: Knex, addresses: readonly string[]): Promise<Set<string>> {
  if (!addresses.length) return new Set();
  const rows: { address: string }[] = await db('unsubscribes')
    .whereIn('address', [...new Set(addresses.map((a) => a.toLowerCase()))])
    .select('address');
  return new Set(rows.map((r) => r.address));
}

/** A recipient's campaign mail (its address is what an unsubscribe link suppresses). */
export async function campaignMessageOf(
  db: Knex | Knex.Transaction,
  campaignId: string,
  recipientId: string,
): Promise<MessageRow | undefined> {
  return db('messages').where({ campaign_id: campaignId, recipient_id: recipientId }).first();
}

/** Records an unsubscribe of a recipient from a campaign; false when it was recorded before. */
export async function addCampaignUnsubscribe(
  trx: Knex.Transaction,
  campaignId: string,
  recipientId: string,
): Promise<boolean> {
  const rows = await trx('campaign_unsubscribes')
    .insert({ campaign_id: campaignId, recipient_id: recipientId })
    .onConflict(['campaign_id', 'recipient_id'])
    .ignore()
    .returning('campaign_id');
  return rows.length > 0;
}

/** How many of a campaign's content mails are still to be sent (pending or sending). */
export async function countOpen(db: Knex, campaignId: string): Promise<number> {
  const [{ n }] = await db('messages')
    .where({ campaign_id: campaignId })
    .whereIn('status', ['pending', 'sending'])
    .count<{ n: string }[]>({ n: '*' });
  return Number(n);
}

/**
 * A recipient's unsubscribe from a campaign's mails: the address goes on the suppression list and, the first
 * time, `campaignMail.unsubscribed` goes out in the same transaction. The address, or null when svc-mail never
 * mailed this recipient of this campaign.
 */
export async function unsubscribeRecipient(
  db: Knex,
  subject: { campaignId: string; recipientId: string },
  emit: (trx: Knex.Transaction, data: { campaignId: string; recipientId: string; email: string }) => Promise<unknown>,
): Promise<string | null> {
  return db.transaction(async (trx) => {
    const message = await campaignMessageOf(trx, subject.campaignId, subject.recipientId);
    if (!message) return null;
    const email = message.to_address.toLowerCase();
    await addUnsubscribe(trx, email, 'campaign-link');
    if (await addCampaignUnsubscribe(trx, subject.campaignId, subject.recipientId))
      await emit(trx, { ...subject, email });
    return email;
  });
}
