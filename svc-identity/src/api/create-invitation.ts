import { invitationById, inviteToOrganization } from '../db/invitations';
import { actorOf } from '../domain/audit';
import { currentOrgOf, isOrgAdmin } from '../domain/current-organization';
import { assertMayInviteWith } from '../domain/invitation';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /organization/invitation: any member may invite (spec section 6); only admins may give roles
 * beyond `user`. Inviting an address again renews the pending invitation and mails a new link, if the
 * caller is its inviter or an admin and keeps its roles (issue 8).
 */
export const handleCreateInvitation =
  ({ kit }: IdentityDeps): Handler<'POST /organization/invitation'> =>
  async (ctx, { body, user }) => {
    const organizationId = currentOrgOf(user!);
    const invite = { email: body.email, roles: [...new Set(body.roles)] };
    const inviter = { userId: actorOf(user!), isAdmin: isOrgAdmin(user!), locale: user!.language };
    assertMayInviteWith(invite.roles, inviter.isAdmin);
    const id = await inviteToOrganization(kit, organizationId, invite, inviter, clientInfo(ctx).ip);
    ctx.status = 201;
    return (await invitationById(kit.db, id))!;
  };
