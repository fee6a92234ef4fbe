import { invitationById, inviteToOrganization } from '../db/invitations';
import { actorOf } from '../domain/audit';
import { currentOrgOf, isOrgAdmin } from '../domain/current-organization';
import { assertMayInviteWith } from '../domain/invitation';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import { withMailRetryAfter } from './mail-throttled';
import type { Handler } from './routes';

/**
 * POST /organization/invitation: any member may invite (spec section 6); only admins may give roles
 * beyond `user`. Inviting an address again renews the pending invitation and mails a new link, if the
 * caller is its inviter or an admin and keeps its roles (issue 8). The mail throttle answers 429
 * `mail.tooManyMails` (with `retry-after`), a pending organisation's used-up quota 403
 * `invitation.pendingQuotaReached`.
 */
export const handleCreateInvitation =
  ({ kit }: IdentityDeps): Handler<'POST /organization/invitation'> =>
  async (ctx, { body, user }) => {
    const organizationId = currentOrgOf(user!);
    const invite = { email: body.email, roles: [...new Set(body.roles)] };
    const inviter = { userId: actorOf(user!), isAdmin: isOrgAdmin(user!), locale: user!.language };
    assertMayInviteWith(invite.roles, inviter.isAdmin);
    const ip = clientInfo(ctx).ip;
    const id = await withMailRetryAfter(ctx, () => inviteToOrganization(kit, organizationId, invite, inviter, ip));
    ctx.status = 201;
    return (await invitationById(kit.db, id))!;
  };
