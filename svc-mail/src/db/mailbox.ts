import type { DevMail, DevMailSummary, Page } from '@cadeau/contracts';
import { pageQuery, type ListSpec } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { MessageRow } from './messages';
import { linksOf } from '../domain/templates';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getMessage(db: Knex, id: string): Promise<DevMail | null> {
  if (!UUID.test(id)) return null;
  const r: MessageRow | undefined = await db('messages').where({ id }).first();
  if (!r) return null;
  return {
    ...summary(r),
    html: r.html,
    text: r.text,
    links: linksOf(r.html),
    openedAt: iso(r.opened_at),
    clickedAt: iso(r.clicked_at),
  };
}
