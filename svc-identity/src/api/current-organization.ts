import { ErrorKeys, PLATFORM_ADMIN } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { announceSession } from '../domain/announce';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { loadMyUser } from '../domain/my-user';
import { activeMemberships } from '../domain/user-context';
import { membershipsOf } from '../domain/users';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/**
 * PUT /user/current-organization: switches the session's organisation (the front end then opens
 * /cockpit/dashboard). Members choose among their organisations that are not blocked; platform
 * administrators any organisation, or none. A non-admin cannot clear it: the previous one stays.
 */
export function registerCurrentOrganization({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/user/current-organization'), async (ctx, { body, user }) => {
    const me = user!;
    const admin = me.roles.includes(PLATFORM_ADMIN);
    const target = body.organizationId;
    if (target === null && !admin) throw errors.badRequest(ErrorKeys.organization.noneSelected);
    if (target !== null) {
      if (admin) {
        if (!(await kit.db('organizations').where({ id: target }).first('id'))) throw errors.notFound(ErrorKeys.organization.notFound);
      } else if (!activeMemberships(await membershipsOf(kit.db, me.userId)).some((m) => m.id === target)) {
        throw errors.forbidden(ErrorKeys.organization.userNotInOrganization);
      }
    }
    await kit.db.transaction(async (trx) => {
      const [session] = await trx('sessions').where({ id: me.sessionId, user_id: me.userId }).whereNull('ended_at').update({ current_organization_id: target }).returning('id');
      if (!session) throw errors.notFound(ErrorKeys.session.notFound);
      await audit(trx, { userId: actorOf(me), action: 'update', entity: 'session', entityId: me.sessionId, organizationId: target, value: { currentOrganizationId: { from: me.currentOrganizationId, to: target } }, ip: clientInfo(ctx).ip });
      await announceSession(trx, kit.addEvent, me.userId, me.sessionId);
    });
    return loadMyUser(kit.db, me.userId, { id: me.sessionId, current_organization_id: target, impersonator_id: me.impersonatorId });
  });
}
