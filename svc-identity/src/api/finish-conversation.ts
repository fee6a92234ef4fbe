import { conversationDetail, finishConversationBy } from '../db/conversations';
import { conversationScope } from '../domain/conversation';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** POST /conversation/{conversationId}/finish: finishes an open conversation; a finished one stays as it is. */
export const handleFinishConversation =
  ({ kit }: IdentityDeps): Handler<'POST /conversation/{conversationId}/finish'> =>
  async (ctx, { params, user }) => {
    const target = { conversationId: params.conversationId, organizationId: conversationScope(user!) };
    await finishConversationBy(kit, user!, target, clientInfo(ctx).ip);
    return conversationDetail(kit.db, params.conversationId);
  };
