import type { Knex } from 'knex';
import type { UserContext } from '@cadeau/contracts';
import { loadMyUser } from '../db/users';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** The caller of a request as the front end holds it, with the facts of the session the context names. */
export function loadCurrentUser(db: Knex, me: UserContext) {
  const session = {
    id: me.sessionId,
    current_organization_id: me.currentOrganizationId,
    impersonator_id: me.impersonatorId,
  };
  return loadMyUser(db, me.userId, session);
}

/** GET /user/myuser: the current user with roles and organisations. */
export const handleMyUser =
  ({ kit }: IdentityDeps): Handler<'GET /user/myuser'> =>
  async (_ctx, { user }) =>
    loadCurrentUser(kit.db, user!);
