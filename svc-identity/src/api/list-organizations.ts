import { organizationListQuery } from '@cadeau/contracts';
import { pageQuery } from '../domain/list';
import { toOrganization } from '../domain/organization-body';
import type { OrganizationRow } from '../domain/organizations';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

const spec = {
  sortColumns: { name: 'o.name', createdAt: 'o.created_at', status: 'o.status' },
  searchColumns: ['o.name', 'o.company_name', 'o.uid', 'o.city'],
  tieBreaker: 'o.id',
};

/** GET /organization/list (platform administrators): all organisations, paginated, sorted, filtered. */
export function registerListOrganizations({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/organization/list'), async (_ctx, { query }) => {
    const q = organizationListQuery.parse(query);
    const base = kit.db('organizations as o').select('o.*');
    if (q.status) base.where('o.status', q.status);
    if (q.feature) base.whereRaw('? = any(o.features)', [q.feature]);
    return pageQuery<OrganizationRow, ReturnType<typeof toOrganization>>(base, q, spec, toOrganization);
  });
}
