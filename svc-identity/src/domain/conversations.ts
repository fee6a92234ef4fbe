import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';

export type MessageType = 'approvalReason' | 'platform' | 'rejectionReason' | 'user';

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
export async function addMessage(kit: Pick<Kit, 'addEvent'>, trx: Knex.Transaction, conversation: ConversationRow, type: MessageType, authorId: string | null, body: string): Promise<void> {
  await trx('conversation_messages').insert({ conversation_id: conversation.id, type, author_id: authorId, body });
  await trx('conversations').where({ id: conversation.id }).update({ status: 'open', finished_at: null, updated_at: trx.fn.now() });
  await kit.addEvent(trx, 'conversation.updated', { conversationId: conversation.id, organizationId: conversation.organization_id, status: 'open' });
}

/** The organisation's status conversation (created on first use), where status reasons are posted. */
export async function statusConversation(trx: Knex.Transaction, organizationId: string, authorId: string): Promise<ConversationRow> {
  const existing = await trx<ConversationRow>('conversations').where({ organization_id: organizationId, topic: 'organizationStatus' }).orderBy('created_at', 'desc').forUpdate().first();
  if (existing) return existing;
  const [row] = await trx<ConversationRow>('conversations')
    .insert({ organization_id: organizationId, subject: 'Organisation status', topic: 'organizationStatus', created_by: authorId } as never)
    .returning('*');
  return row;
}

/** The message type a status reason is posted as. */
export function reasonType(status: string): MessageType {
  if (status === 'approved') return 'approvalReason';
  if (status === 'rejected' || status === 'blocked') return 'rejectionReason';
  return 'platform';
}
