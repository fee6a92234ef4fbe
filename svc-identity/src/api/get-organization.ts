import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { findOrganization, toOrganization } from '../db/organizations';
import { currentOrgOf } from '../domain/current-organization';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization: the caller's current organisation (spec section 3 fields). */
export const handleGetOrganization =
  ({ kit }: IdentityDeps): Handler<'GET /organization'> =>
  async (_ctx, { user }) => {
    const org = await findOrganization(kit.db, currentOrgOf(user!));
    if (!org) throw errors.notFound(ErrorKeys.organization.notFound);
    return toOrganization(org);
  };
