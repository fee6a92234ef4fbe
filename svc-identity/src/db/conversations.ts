import type { conversationListQuery, UserContext } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { pageQuery } from '@cadeau/service-kit';
import { actorOf } from '../domain/audit';
import {
  messageTypeOf,
  needsFinishing,
  speaksForPlatform,
  visibleConversationOf,
  type MessageType,
} from '../domain/conversation';
import { audit } from './audit';
import { notifyConversationMessage } from './notifications';
import type { Outbox } from './outbox';

export interface ConversationRow {
  id: string;
  organization_id: string;
  subject: string;
  topic: string | null;
  status: 'open' | 'finished';
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

/**
 * Adds a message; a finished conversation restarts (spec: "restarts with a new message").
 * Announces the change for the socket (`conversation.updated`).
 */
export async function addMessage(
  kit: Outbox,
  trx: Knex.Transaction,
  conversation: ConversationRow,
  type: MessageType,
  authorId: string | null,
  body: string,
): Promise<void> {
  await trx('conversation_messages').insert({ conversation_id: conversation.id, type, author_id: authorId, body });
  await trx('conversations')
    .where({ id: conversation.id })
    .update({ status: 'open', finished_at: null, updated_at: trx.fn.now() });
  await kit.addEvent(trx, 'conversation.updated', {
    conversationId: conversation.id,
    organizationId: conversation.organization_id,
    status: 'open',
    // The platform's dashboard task (issue 20): a member's message waits for the platform's answer.
    turn: type === 'user' ? 'platform' : 'organization',
  });
}

/** The organisation's status conversation (created on first use), where status reasons are posted. */
export function statusConversation(
  trx: Knex.Transaction,
  organizationId: string,
  authorId: string,
): Promise<ConversationRow> {
  return topicConversation(
    trx,
    organizationId,
    { topic: 'organizationStatus', subject: 'Organisation status' },
    authorId,
  );
}

/**
 * The organisation's conversation about one topic (its status, a product), locked, created on first use: the
 * platform's reasons about it are posted there and the organisation answers in the same thread.
 */
export async function topicConversation(
  trx: Knex.Transaction,
  organizationId: string,
  about: { topic: string; subject: string },
  authorId: string | null,
): Promise<ConversationRow> {
  const existing = await trx<ConversationRow>('conversations')
    .where({ organization_id: organizationId, topic: about.topic })
    .orderBy('created_at', 'desc')
    .forUpdate()
    .first();
  if (existing) return existing;
  const [row] = await trx<ConversationRow>('conversations')
    .insert({
      organization_id: organizationId,
      subject: about.subject,
      topic: about.topic,
      created_by: authorId,
    } as never)
    .returning('*');
  return row;
}

export async function createConversation(
  trx: Knex.Transaction,
  c: { organizationId: string; subject: string; createdBy: string },
): Promise<ConversationRow> {
  const [row] = await trx<ConversationRow>('conversations')
    .insert({ organization_id: c.organizationId, subject: c.subject, created_by: c.createdBy } as never)
    .returning('*');
  return row;
}

/** The conversation by id (a malformed id finds none), only within `organizationId` when given; optionally locked. */
export function findConversation(
  db: Knex,
  id: string,
  opts: { organizationId?: string; lock?: boolean } = {},
): Promise<ConversationRow | undefined> {
  const q = db<ConversationRow>('conversations').where({ id });
  if (opts.organizationId) q.where({ organization_id: opts.organizationId });
  if (opts.lock) q.forUpdate();
  return q.first() as Promise<ConversationRow | undefined>;
}

export async function finishConversation(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('conversations')
    .where({ id })
    .update({ status: 'finished', finished_at: trx.fn.now(), updated_at: trx.fn.now() });
}

export function conversationQuery(db: Knex): Knex.QueryBuilder {
  return db('conversations as c')
    .join('organizations as o', 'o.id', 'c.organization_id')
    .select(
      'c.*',
      'o.name as organization_name',
      db.raw(
        `(select json_build_object('type', m.type, 'body', m.body, 'createdAt', m.created_at) from conversation_messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) as last_message`,
      ),
    );
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

interface ConversationListRow {
  id: string;
  organization_id: string;
  organization_name: string;
  subject: string;
  topic: string | null;
  status: 'open' | 'finished';
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  last_message: {
    type: 'approvalReason' | 'platform' | 'rejectionReason' | 'user';
    body: string;
    createdAt: string;
  } | null;
}

export function toConversation(r: ConversationListRow) {
  return {
    id: r.id,
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    subject: r.subject,
    topic: r.topic,
    status: r.status,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    finishedAt: iso(r.finished_at),
    lastMessage: r.last_message
      ? { ...r.last_message, createdAt: new Date(r.last_message.createdAt).toISOString() }
      : null,
  };
}

export async function conversationDetail(db: Knex, id: string) {
  const row = await conversationQuery(db).where('c.id', id).first();
  const messages = await db('conversation_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .where('m.conversation_id', id)
    .orderBy([{ column: 'm.created_at' }, { column: 'm.id' }])
    .select('m.id', 'm.type', 'm.body', 'm.created_at', 'm.author_id', 'u.first_name', 'u.last_name', 'u.email');
  return {
    ...toConversation(row),
    messages: messages.map((m) => ({
      id: m.id,
      type: m.type,
      body: m.body,
      createdAt: new Date(m.created_at).toISOString(),
      author: m.author_id
        ? { id: m.author_id, name: `${m.first_name ?? ''} ${m.last_name ?? ''}`.trim(), email: m.email }
        : null,
    })),
  };
}

const spec = {
  sortColumns: { updatedAt: 'c.updated_at', createdAt: 'c.created_at', subject: 'c.subject' },
  searchColumns: ['c.subject', 'o.name'],
  tieBreaker: 'c.id',
};

/** One page of conversations, only of `organizationId` when given. */
export function conversationPage(
  db: Knex,
  organizationId: string | null | undefined,
  q: z.infer<typeof conversationListQuery>,
) {
  const base = conversationQuery(db);
  if (organizationId) base.where('c.organization_id', organizationId);
  if (q.status) base.where('c.status', q.status);
  return pageQuery(base, q, spec, toConversation);
}

/** The conversation within `organizationId` (any when undefined), optionally locked; else 404 (`visibleConversationOf`). */
export async function visibleConversation(
  db: Knex,
  id: string,
  organizationId: string | undefined,
  lock = false,
): Promise<ConversationRow> {
  return visibleConversationOf(await findConversation(db, id, { organizationId, lock }));
}

/** Posts the caller's message (a finished conversation restarts) and notifies the other side. */
async function postMessage(kit: Outbox, trx: Knex.Transaction, me: UserContext, c: ConversationRow, body: string) {
  await addMessage(kit, trx, c, messageTypeOf(me, c.organization_id), actorOf(me), body);
  const author = { userId: me.userId, fromPlatform: speaksForPlatform(me, c.organization_id) };
  await notifyConversationMessage(kit, trx, c, author);
}

/** POST /conversation's write: the conversation, its first message, the notification and the audit entry. */
export function startConversation(
  kit: Outbox & { db: Knex },
  me: UserContext,
  c: { organizationId: string; subject: string; message: string },
  ip: string | null,
): Promise<string> {
  return kit.db.transaction(async (trx) => {
    const row = await createConversation(trx, {
      organizationId: c.organizationId,
      subject: c.subject,
      createdBy: actorOf(me),
    });
    const entry = {
      entity: 'conversation',
      entityId: row.id,
      organizationId: c.organizationId,
      value: { subject: c.subject },
    };
    await postMessage(kit, trx, me, row, c.message);
    await audit(trx, { userId: actorOf(me), action: 'insert', ...entry, ip });
    return row.id;
  });
}

/** POST /conversation/{id}/send's write: the message under the conversation's lock (a finished one restarts). */
export async function sendConversationMessage(
  kit: Outbox & { db: Knex },
  me: UserContext,
  m: { conversationId: string; organizationId: string | undefined; message: string },
  ip: string | null,
): Promise<void> {
  await kit.db.transaction(async (trx) => {
    const c = await visibleConversation(trx, m.conversationId, m.organizationId, true);
    const entry = { entity: 'conversationMessage', entityId: c.id, organizationId: c.organization_id };
    await postMessage(kit, trx, me, c, m.message);
    const value = { restarted: c.status === 'finished' };
    await audit(trx, { userId: actorOf(me), action: 'insert', ...entry, value, ip });
  });
}

/** POST /conversation/{id}/finish's write under the conversation's lock: nothing when it is finished already. */
export async function finishConversationBy(
  kit: Outbox & { db: Knex },
  me: UserContext,
  f: { conversationId: string; organizationId: string | undefined },
  ip: string | null,
): Promise<void> {
  await kit.db.transaction(async (trx) => {
    const c = await visibleConversation(trx, f.conversationId, f.organizationId, true);
    if (!needsFinishing(c)) return;
    await finishConversation(trx, c.id);
    const entry = { entity: 'conversation', entityId: c.id, organizationId: c.organization_id };
    const value = { status: { from: 'open', to: 'finished' } };
    await audit(trx, { userId: actorOf(me), action: 'update', ...entry, value, ip });
    const event = { conversationId: c.id, organizationId: c.organization_id, status: 'finished', turn: null } as const;
    await kit.addEvent(trx, 'conversation.updated', event);
  });
}
