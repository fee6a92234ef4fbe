import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { findOrganization, membersOf, toOrganization } from '../db/organizations';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/{organizationId} (platform administrators): one organisation with its members. */
export const handleGetOrganizationById =
  ({ kit }: IdentityDeps): Handler<'GET /organization/{organizationId}'> =>
  async (_ctx, { params }) => {
    const id = params.organizationId;
    const org = await findOrganization(kit.db, id);
    if (!org) throw errors.notFound(ErrorKeys.organization.notFound);
    return { ...toOrganization(org), members: await membersOf(kit.db, id) };
  };
