import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { conversationDetail, startConversation } from '../db/conversations';
import { organizationExists } from '../db/organizations';
import { newConversationOrganization } from '../domain/conversation';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** POST /conversation: a member writes to the current organisation; a platform administrator may pick one. */
export const handleCreateConversation =
  ({ kit }: IdentityDeps): Handler<'POST /conversation'> =>
  async (ctx, { body, user }) => {
    const organizationId = newConversationOrganization(user!, body.organizationId);
    if (!(await organizationExists(kit.db, organizationId))) throw errors.notFound(ErrorKeys.organization.notFound);
    const conversation = { organizationId, subject: body.subject, message: body.message };
    const id = await startConversation(kit, user!, conversation, clientInfo(ctx).ip);
    ctx.status = 201;
    return conversationDetail(kit.db, id);
  };
