import type { DevMail, DevMailSummary } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { MessageRow } from './messages';
import { linksOf } from './templates';

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

/** Newest first, optionally for one recipient (case-insensitive). */
export async function listMessages(db: Knex, q: MailboxQuery): Promise<{ items: DevMailSummary[]; page: number; pageSize: number; total: number }> {
  const base = () => {
    const query = db('messages');
    if (q.to) query.whereRaw('lower(to_address) = ?', [q.to.trim().toLowerCase()]);
    return query;
  };
  const [{ count }] = await base().count<{ count: string }[]>({ count: '*' });
  const rows: MessageRow[] = await base()
    .select('id', 'to_address', 'subject', 'template', 'locale', 'class', 'status', 'last_error', 'created_at', 'sent_at')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map(summary), page: q.page, pageSize: q.pageSize, total: Number(count) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getMessage(db: Knex, id: string): Promise<DevMail | null> {
  if (!UUID.test(id)) return null;
  const r: MessageRow | undefined = await db('messages').where({ id }).first();
  if (!r) return null;
  return { ...summary(r), html: r.html, text: r.text, links: linksOf(r.html), openedAt: iso(r.opened_at), clickedAt: iso(r.clicked_at) };
}
