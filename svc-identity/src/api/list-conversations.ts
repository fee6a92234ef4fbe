import { conversationPage } from '../db/conversations';
import { conversationScope } from '../domain/conversation';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /conversation: the current organisation's conversations; a platform administrator's of any or all. */
export const handleListConversations =
  ({ kit }: IdentityDeps): Handler<'GET /conversation'> =>
  async (_ctx, { query, user }) =>
    conversationPage(kit.db, conversationScope(user!, query.organizationId), query);
