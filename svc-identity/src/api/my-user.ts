import { loadMyUser } from '../domain/my-user';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** GET /user/myuser: the current user with roles and organisations. */
export function registerMyUser({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/user/myuser'), async (_ctx, { user }) => {
    const me = user!;
    return loadMyUser(kit.db, me.userId, { id: me.sessionId, current_organization_id: me.currentOrganizationId, impersonator_id: me.impersonatorId });
  });
}
