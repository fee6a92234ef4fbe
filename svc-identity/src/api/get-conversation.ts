import { conversationDetail, visibleConversation } from '../db/conversations';
import { conversationScope } from '../domain/conversation';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /conversation/{conversationId}: for its organisation's members and platform administrators, else 404. */
export const handleGetConversation =
  ({ kit }: IdentityDeps): Handler<'GET /conversation/{conversationId}'> =>
  async (_ctx, { params, user }) => {
    const c = await visibleConversation(kit.db, params.conversationId, conversationScope(user!));
    return conversationDetail(kit.db, c.id);
  };
