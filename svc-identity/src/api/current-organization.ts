import { organizationExists } from '../db/organizations';
import { switchOrganization } from '../db/sessions';
import { loadMyUser, membershipsOf } from '../db/users';
import { actorOf } from '../domain/audit';
import { assertMayChoose } from '../domain/current-organization';
import { assertSessionFound } from '../domain/sessions';
import { isPlatformAdmin } from '../domain/user-context';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /user/current-organization: switches the session's organisation (the front end then opens
 * /cockpit/dashboard). Members choose among their organisations that are not blocked; platform
 * administrators any organisation, or none. A non-admin cannot clear it: the previous one stays.
 */
export const handleCurrentOrganization =
  ({ kit }: IdentityDeps): Handler<'PUT /user/current-organization'> =>
  async (ctx, { body, user }) => {
    const me = user!;
    const target = body.organizationId;
    const admin = isPlatformAdmin(me);
    const exists = admin && target !== null && (await organizationExists(kit.db, target));
    assertMayChoose(target, admin ? { exists } : { memberships: await membershipsOf(kit.db, me.userId) });
    assertSessionFound(await switchOrganization(kit, me, target, { actorId: actorOf(me), ip: clientInfo(ctx).ip }));
    const session = { id: me.sessionId, current_organization_id: target, impersonator_id: me.impersonatorId };
    return loadMyUser(kit.db, me.userId, session);
  };
