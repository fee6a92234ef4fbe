import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { findOrganization, toOrganizationFacts } from '../db/organizations';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /internal/organizations/{organizationId}: an organisation's name, status and features for another
 * service (svc-catalog asks before a product is published). Internal: only a signed service call passes.
 */
export const handleInternalOrganization =
  ({ kit }: IdentityDeps): Handler<'GET /internal/organizations/{organizationId}'> =>
  async (_ctx, { params }) => {
    const org = await findOrganization(kit.db, params.organizationId);
    if (!org) throw errors.notFound(ErrorKeys.organization.notFound);
    return toOrganizationFacts(org);
  };
