import { membersOf } from '../db/organizations';
import { currentOrgOf } from '../domain/current-organization';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/user: the members of the current organisation with their roles. */
export const handleListMembers =
  ({ kit }: IdentityDeps): Handler<'GET /organization/user'> =>
  async (_ctx, { user }) =>
    membersOf(kit.db, currentOrgOf(user!));
