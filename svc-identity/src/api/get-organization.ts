import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { currentOrgOf } from '../domain/current-organization';
import { toOrganization } from '../domain/organization-body';
import { findOrganization } from '../domain/organizations';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** GET /organization: the caller's current organisation (spec section 3 fields). */
export function registerGetOrganization({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/organization'), async (_ctx, { user }) => {
    const org = await findOrganization(kit.db, currentOrgOf(user!));
    if (!org) throw errors.notFound(ErrorKeys.organization.notFound);
    return toOrganization(org);
  });
}
