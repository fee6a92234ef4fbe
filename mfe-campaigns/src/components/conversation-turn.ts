import type { Conversation } from '@cadeau/contracts';

export type Turn = 'platform' | 'organization';

/**
 * Whose turn it is in an open conversation (spec section 4: platformTurn, organizationTurn), read from its last
 * message: after a member's message the platform answers; after the platform's (a message, or an approval or
 * rejection reason) the organisation does. null when there is no message to answer.
 */
export function turnOf(conversation: Pick<Conversation, 'lastMessage'>): Turn | null {
  const last = conversation.lastMessage;
  if (!last) return null;
  return last.type === 'user' ? 'platform' : 'organization';
}
