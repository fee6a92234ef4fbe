import { userPage } from '../db/users';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /user (platform administrators): every user, paginated, sorted and filtered on the server. */
export const handleListUsers =
  ({ kit }: IdentityDeps): Handler<'GET /user'> =>
  async (_ctx, { query }) =>
    userPage(kit.db, query);
