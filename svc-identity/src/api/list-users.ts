import { userListQuery } from '@cadeau/contracts';
import { pageQuery } from '../domain/list';
import { toUserSummaries, USER_COLUMNS } from '../domain/user-body';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

const spec = {
  sortColumns: { lastName: 'u.last_name', firstName: 'u.first_name', email: 'u.email', createdAt: 'u.created_at' },
  searchColumns: ['u.first_name', 'u.last_name', 'u.email'],
  tieBreaker: 'u.id',
};

/** GET /user (platform administrators): every user, paginated, sorted and filtered on the server. */
export function registerListUsers({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/user'), async (_ctx, { query }) => {
    const q = userListQuery.parse(query);
    const base = kit.db('users as u').select(USER_COLUMNS);
    if (q.blocked !== undefined) base.where('u.blocked', q.blocked);
    if (q.organizationId) base.whereExists((e) => e.select(1).from('memberships as m').whereRaw('m.user_id = u.id').where('m.organization_id', q.organizationId!));
    const page = await pageQuery(base, q, spec, (r) => r as Parameters<typeof toUserSummaries>[1][number]);
    return { ...page, items: await toUserSummaries(kit.db, page.items) };
  });
}
