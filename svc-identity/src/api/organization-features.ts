import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { announceUsers } from '../domain/announce';
import { actorOf, audit } from '../domain/audit';
import { clientInfo } from '../domain/client-info';
import { toOrganization } from '../domain/organization-body';
import { memberIdsOf, type OrganizationRow } from '../domain/organizations';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** PUT /organization/features (platform administrators): giver and/or seller; members' contexts refresh. */
export function registerOrganizationFeatures({ kit }: IdentityDeps) {
  kit.route(routeOf('PUT', '/organization/features'), async (ctx, { body, user }) => {
    const features = [...new Set(body.features)].sort();
    const row = await kit.db.transaction(async (trx) => {
      const current = (await trx('organizations').where({ id: body.organizationId }).forUpdate().first()) as OrganizationRow | undefined;
      if (!current) throw errors.notFound(ErrorKeys.organization.notFound);
      if ([...current.features].sort().join() === features.join()) return current;
      const [updated] = (await trx('organizations').where({ id: current.id }).update({ features, updated_at: trx.fn.now() }).returning('*')) as OrganizationRow[];
      await audit(trx, { userId: actorOf(user!), action: 'update', entity: 'organization', entityId: current.id, organizationId: current.id, value: { features: { from: current.features, to: features } }, ip: clientInfo(ctx).ip });
      await kit.addEvent(trx, 'organization.updated', { organizationId: current.id, status: updated.status, features: updated.features, name: updated.name });
      await announceUsers(trx, kit.addEvent, await memberIdsOf(trx, current.id));
      return updated;
    });
    return toOrganization(row);
  });
}
