import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { z } from 'zod';
import { membersOf, toOrganization } from '../domain/organization-body';
import { findOrganization } from '../domain/organizations';
import type { IdentityDeps } from './deps';
import { routeOf } from './routes';

/** GET /organization/{organizationId} (platform administrators): one organisation with its members. */
export function registerGetOrganizationById({ kit }: IdentityDeps) {
  kit.route(routeOf('GET', '/organization/{organizationId}'), async (_ctx, { params }) => {
    const id = params.organizationId;
    const org = z.string().uuid().safeParse(id).success ? await findOrganization(kit.db, id) : undefined;
    if (!org) throw errors.notFound(ErrorKeys.organization.notFound);
    return { ...toOrganization(org), members: await membersOf(kit.db, id) };
  });
}
