import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { invitationById } from '../db/invitations';
import { currentOrgOf } from '../domain/current-organization';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/invitation/{invitationId}: only an invitation of the current organisation. */
export const handleGetInvitation =
  ({ kit }: IdentityDeps): Handler<'GET /organization/invitation/{invitationId}'> =>
  async (_ctx, { params, user }) => {
    const orgId = currentOrgOf(user!);
    const invitation = await invitationById(kit.db, params.invitationId, orgId);
    if (!invitation) throw errors.notFound(ErrorKeys.invitation.notFound);
    return invitation;
  };
