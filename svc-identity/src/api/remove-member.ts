import { removeMember } from '../db/memberships';
import { actorOf } from '../domain/audit';
import { currentOrgOf } from '../domain/current-organization';
import { assertMayRemoveMember, assertMemberFound } from '../domain/membership';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** POST /organization/user/remove (organisation admins): removes a member; never oneself. */
export const handleRemoveMember =
  ({ kit }: IdentityDeps): Handler<'POST /organization/user/remove'> =>
  async (ctx, { body, user }) => {
    const organizationId = currentOrgOf(user!);
    assertMayRemoveMember(user!, body.userId);
    const by = { actorId: actorOf(user!), ip: clientInfo(ctx).ip };
    assertMemberFound(await removeMember(kit, { userId: body.userId, organizationId }, by));
    return undefined;
  };
