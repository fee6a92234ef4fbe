import { withdrawInvitation } from '../db/invitations';
import { actorOf } from '../domain/audit';
import { currentOrgOf } from '../domain/current-organization';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** DELETE /organization/invitation/{invitationId} (organisation admins): only pending ones. */
export const handleDeleteInvitation =
  ({ kit }: IdentityDeps): Handler<'DELETE /organization/invitation/{invitationId}'> =>
  async (ctx, { params, user }) => {
    const by = { actorId: actorOf(user!), ip: clientInfo(ctx).ip };
    await withdrawInvitation(kit, currentOrgOf(user!), params.invitationId, by);
    return undefined;
  };
