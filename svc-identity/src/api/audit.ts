import { auditListQuery, PLATFORM_ADMIN, type AuditEntry } from '@cadeau/contracts';
import { currentOrgOf } from '../domain/current-organization';
import { pageQuery } from '../domain/list';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

const spec = { sortColumns: { createdAt: 'a.created_at', action: 'a.action', entity: 'a.entity' }, searchColumns: ['a.entity', 'a.value', 'u.email'], tieBreaker: 'a.id' };

interface Row {
  id: string;
  action: AuditEntry['action'];
  entity: string;
  entity_id: string | null;
  organization_id: string | null;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  value: unknown;
  ip: string | null;
  created_at: Date;
}

const toEntry = (r: Row): AuditEntry => ({
  id: r.id,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  organizationId: r.organization_id,
  user: r.user_id ? { id: r.user_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), email: r.email ?? '' } : null,
  value: r.value,
  ip: r.ip,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * GET /audit: filtered and paginated on the server. Platform administrators read every entry;
 * organisation admins only the entries about their current organisation, whatever they ask for.
 */
export function registerAudit({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/audit'), async (_ctx, { query, user }) => {
    const me = user!;
    const q = auditListQuery.parse(query);
    const organizationId = me.roles.includes(PLATFORM_ADMIN) ? q.organizationId : currentOrgOf(me);
    const base = kit.db('audit as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select('a.id', 'a.action', 'a.entity', 'a.entity_id', 'a.organization_id', 'a.user_id', 'u.first_name', 'u.last_name', 'u.email', 'a.value', 'a.ip', 'a.created_at');
    if (organizationId) base.where('a.organization_id', organizationId);
    if (q.action) base.where('a.action', q.action);
    if (q.entity) base.where('a.entity', q.entity);
    if (q.entityId) base.where('a.entity_id', q.entityId);
    if (q.userId) base.where('a.user_id', q.userId);
    if (q.from) base.where('a.created_at', '>=', q.from);
    if (q.to) base.where('a.created_at', '<', q.to);
    return pageQuery(base, q, spec, toEntry);
  });
}
