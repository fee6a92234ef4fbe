import { changeMemberRoles } from '../db/memberships';
import { membersOf } from '../db/organizations';
import { actorOf } from '../domain/audit';
import { currentOrgOf } from '../domain/current-organization';
import { assertMayUpdateMember, assertMemberFound } from '../domain/membership';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /organization/user (organisation admins): sets a member's roles. Users cannot update themselves
 * (dropping their own admin role has its own message).
 */
export const handleUpdateMember =
  ({ kit }: IdentityDeps): Handler<'PUT /organization/user'> =>
  async (ctx, { body, user }) => {
    const organizationId = currentOrgOf(user!);
    const roles = [...new Set(body.roles)];
    assertMayUpdateMember(user!, organizationId, body.userId, roles);
    const by = { actorId: actorOf(user!), ip: clientInfo(ctx).ip };
    assertMemberFound(await changeMemberRoles(kit, { userId: body.userId, organizationId, roles }, by));
    return (await membersOf(kit.db, organizationId)).find((m) => m.userId === body.userId)!;
  };
