import { devMailAttachmentPath, type DevMail, type DevMailSummary, type Page } from '@cadeau/contracts';
import { pageQuery, type ListSpec } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { attachmentInfos } from './attachments';
import type { MessageRow } from './messages';
import { linksOf } from '../domain/templates';
import { fillContent, substitutionsFor, usedKeys, type StoredRecipientValues } from '../domain/campaign-mail/content';
import { contentOf } from './campaign-messages';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function summary(r: MessageRow): DevMailSummary {
  return {
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    template: r.template,
    locale: r.locale,
    class: r.class,
    status: r.status,
    lastError: r.last_error,
    createdAt: new Date(r.created_at).toISOString(),
    sentAt: iso(r.sent_at),
  };
}

export interface MailboxQuery {
  to?: string;
  page: number;
  pageSize: number;
}

/** Newest first; `id` breaks ties the way the index `messages_created_idx (created_at desc, id desc)` runs. */
const newestFirst: ListSpec = {
  sortColumns: { createdAt: 'created_at' },
  searchColumns: [],
  tieBreaker: 'id',
  tieBreakerOrder: 'desc',
};

/** Newest first, optionally for one recipient (case-insensitive). */
export async function listMessages(db: Knex, q: MailboxQuery): Promise<Page<DevMailSummary>> {
  const base = db('messages').select(
    'id',
    'to_address',
    'subject',
    'template',
    'locale',
    'class',
    'status',
    'last_error',
    'created_at',
    'sent_at',
  );
  if (q.to) base.whereRaw('lower(to_address) = ?', [q.to.trim().toLowerCase()]);
  const page = { page: q.page, pageSize: q.pageSize, sort: 'createdAt', order: 'desc' } as const;
  return pageQuery(base, page, newestFirst, summary);
}

/** What a campaign mail not yet delivered shows in place of its code, which svc-mail never stores. */
const CODE_NOT_YET_SENT = '••••-••••-••••-••••';

/**
 * What the mailbox shows of a message: what the dev provider delivered (a campaign mail filled with its code),
 * else a campaign mail's content with the recipient's values and the code masked, else the stored mail.
 */
async function shownContent(db: Knex, r: MessageRow): Promise<{ subject: string; html: string; text: string }> {
  const delivered = await db('dev_inbox').where({ message_id: r.id }).first('subject', 'html', 'text');
  if (delivered) return delivered;
  const row = r as MessageRow & { content_id?: string | null; substitutions?: StoredRecipientValues | null };
  if (!row.content_id) return r;
  const stored = await db('campaign_contents').where({ id: row.content_id }).first();
  if (!stored) return r;
  const content = contentOf(stored);
  const values = { ...(row.substitutions as StoredRecipientValues), code: CODE_NOT_YET_SENT, redeemLink: '' };
  return fillContent(content, substitutionsFor(usedKeys(content), values));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One stored mail as the dev mailbox shows it; each attachment's `url` is its download below `publicUrl`. */
export async function getMessage(db: Knex, id: string, publicUrl: string): Promise<DevMail | null> {
  if (!UUID.test(id)) return null;
  const r: MessageRow | undefined = await db('messages').where({ id }).first();
  if (!r) return null;
  const [shown, files] = await Promise.all([shownContent(db, r), attachmentInfos(db, r.id)]);
  return {
    ...summary(r),
    subject: shown.subject,
    html: shown.html,
    text: shown.text,
    links: linksOf(shown.html),
    attachments: files.map((f) => ({
      index: f.position,
      filename: f.filename,
      contentType: f.contentType,
      size: f.size,
      url: `${publicUrl.replace(/\/+$/, '')}${devMailAttachmentPath(r.id, f.position)}`,
    })),
    openedAt: iso(r.opened_at),
    clickedAt: iso(r.clicked_at),
  };
}

/** The dev provider's deliveries: each filled campaign mail as its recipient got it (code included). */
export async function addDevDeliveries(
  db: Knex,
  deliveries: readonly { messageId: string; subject: string; html: string; text: string }[],
): Promise<void> {
  if (!deliveries.length) return;
  await db('dev_inbox')
    .insert(deliveries.map((d) => ({ message_id: d.messageId, subject: d.subject, html: d.html, text: d.text })))
    .onConflict('message_id')
    .merge();
}
