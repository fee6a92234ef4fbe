import { findInvitationOrganization, withdrawInvitation } from '../db/invitations';
import { actorOf } from '../domain/audit';
import { currentOrgOf } from '../domain/current-organization';
import { isPlatformAdmin } from '../domain/user-context';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * DELETE /organization/invitation/{invitationId}: only pending ones. Organisation admins delete their current
 * organisation's; platform administrators any organisation's, from the all-invitations list (issue 9), within
 * the organisation the invitation belongs to (its audit entry names that one).
 */
export const handleDeleteInvitation =
  ({ kit }: IdentityDeps): Handler<'DELETE /organization/invitation/{invitationId}'> =>
  async (ctx, { params, user }) => {
    const by = { actorId: actorOf(user!), ip: clientInfo(ctx).ip };
    const organizationId = isPlatformAdmin(user!)
      ? await findInvitationOrganization(kit.db, params.invitationId)
      : currentOrgOf(user!);
    await withdrawInvitation(kit, organizationId, params.invitationId, by);
    return undefined;
  };
