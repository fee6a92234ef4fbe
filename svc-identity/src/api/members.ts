import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { announceUsers } from '../domain/announce';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { currentOrgOf } from '../domain/current-organization';
import { membersOf } from '../domain/organization-body';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** GET /organization/user: the members of the current organisation with their roles. */
export function registerListMembers({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/organization/user'), async (_ctx, { user }) => membersOf(kit.db, currentOrgOf(user!)));
}

/**
 * PUT /organization/user (organisation admins): sets a member's roles. Users cannot update themselves
 * (dropping their own admin role has its own message).
 */
export function registerUpdateMember({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/organization/user'), async (ctx, { body, user }) => {
    const me = user!;
    const orgId = currentOrgOf(me);
    const roles = [...new Set(body.roles)];
    if (body.userId === me.userId) {
      const isAdmin = me.organizations.find((o) => o.id === orgId)?.roles.includes('admin');
      throw errors.badRequest(isAdmin && !roles.includes('admin') ? ErrorKeys.user.cannotRemoveOwnAdminRole : ErrorKeys.organization.cannotUpdateSelf);
    }
    await kit.db.transaction(async (trx) => {
      const membership = await trx('memberships').where({ user_id: body.userId, organization_id: orgId }).forUpdate().first();
      if (!membership) throw errors.notFound(ErrorKeys.organization.userNotInOrganization);
      await trx('memberships').where({ user_id: body.userId, organization_id: orgId }).update({ roles });
      await audit(trx, { userId: actorOf(me), action: 'update', entity: 'membership', entityId: body.userId, organizationId: orgId, value: { roles: { from: membership.roles, to: roles } }, ip: clientInfo(ctx).ip });
      await announceUsers(trx, kit.addEvent, [body.userId]);
    });
    return (await membersOf(kit.db, orgId)).find((m) => m.userId === body.userId)!;
  });
}

/** POST /organization/user/remove (organisation admins): removes a member; never oneself. */
export function registerRemoveMember({ kit }: IdentityDeps) {
  kit.route(routeOf('POST', '/organization/user/remove'), async (ctx, { body, user }) => {
    const me = user!;
    const orgId = currentOrgOf(me);
    if (body.userId === me.userId) throw errors.badRequest(ErrorKeys.organization.cannotRemoveSelf);
    await kit.db.transaction(async (trx) => {
      const [removed] = await trx('memberships').where({ user_id: body.userId, organization_id: orgId }).delete().returning('roles');
      if (!removed) throw errors.notFound(ErrorKeys.organization.userNotInOrganization);
      await audit(trx, { userId: actorOf(me), action: 'delete', entity: 'membership', entityId: body.userId, organizationId: orgId, value: { roles: removed.roles }, ip: clientInfo(ctx).ip });
      await announceUsers(trx, kit.addEvent, [body.userId]);
    });
    return undefined;
  });
}
