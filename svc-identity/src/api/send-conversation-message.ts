import { conversationDetail, sendConversationMessage } from '../db/conversations';
import { conversationScope } from '../domain/conversation';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** POST /conversation/{conversationId}/send: adds a message; a finished conversation restarts with it. */
export const handleSendMessage =
  ({ kit }: IdentityDeps): Handler<'POST /conversation/{conversationId}/send'> =>
  async (ctx, { params, body, user }) => {
    const message = {
      conversationId: params.conversationId,
      organizationId: conversationScope(user!),
      message: body.message,
    };
    await sendConversationMessage(kit, user!, message, clientInfo(ctx).ip);
    return conversationDetail(kit.db, params.conversationId);
  };
