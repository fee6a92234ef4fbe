import { organizationPage } from '../db/organizations';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/list (platform administrators): all organisations, paginated, sorted, filtered. */
export const handleListOrganizations =
  ({ kit }: IdentityDeps): Handler<'GET /organization/list'> =>
  async (_ctx, { query }) =>
    organizationPage(kit.db, query);
