import { PLATFORM_ADMIN } from '@cadeau/contracts';
import { auditPage } from '../db/audit';
import { currentOrgOf } from '../domain/current-organization';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /audit: filtered and paginated on the server. Platform administrators read every entry;
 * organisation admins only the entries about their current organisation, whatever they ask for.
 */
export const handleAudit =
  ({ kit }: IdentityDeps): Handler<'GET /audit'> =>
  async (_ctx, { query, user }) => {
    const me = user!;
    const q = query;
    const organizationId = me.roles.includes(PLATFORM_ADMIN) ? q.organizationId : currentOrgOf(me);
    return auditPage(kit.db, organizationId, q);
  };
