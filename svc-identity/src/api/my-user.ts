import { loadMyUser } from '../db/users';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /user/myuser: the current user with roles and organisations. */
export const handleMyUser =
  ({ kit }: IdentityDeps): Handler<'GET /user/myuser'> =>
  async (_ctx, { user }) => {
    const me = user!;
    const session = {
      id: me.sessionId,
      current_organization_id: me.currentOrganizationId,
      impersonator_id: me.impersonatorId,
    };
    return loadMyUser(kit.db, me.userId, session);
  };
