import type { Knex } from 'knex';

export function conversationQuery(db: Knex): Knex.QueryBuilder {
  return db('conversations as c')
    .join('organizations as o', 'o.id', 'c.organization_id')
    .select(
      'c.*',
      'o.name as organization_name',
      db.raw(`(select json_build_object('type', m.type, 'body', m.body, 'createdAt', m.created_at) from conversation_messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) as last_message`),
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
  last_message: { type: 'approvalReason' | 'platform' | 'rejectionReason' | 'user'; body: string; createdAt: string } | null;
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
    lastMessage: r.last_message ? { ...r.last_message, createdAt: new Date(r.last_message.createdAt).toISOString() } : null,
  };
}

export async function conversationDetail(db: Knex, id: string) {
  const row = await conversationQuery(db).where('c.id', id).first();
  const messages = await db('conversation_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .where('m.conversation_id', id)
    .orderBy([{ column: 'm.created_at' }, { column: 'm.id' }])
    .select('m.id', 'm.type', 'm.body', 'm.created_at', 'm.author_id', 'u.first_name', 'u.last_name');
  return {
    ...toConversation(row),
    messages: messages.map((m) => ({
      id: m.id,
      type: m.type,
      body: m.body,
      createdAt: new Date(m.created_at).toISOString(),
      author: m.author_id ? { id: m.author_id, name: `${m.first_name ?? ''} ${m.last_name ?? ''}`.trim() } : null,
    })),
  };
}
