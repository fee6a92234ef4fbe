import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { invoiceAddressOf } from '../db/invoice-addresses';
import { findOrganization, toOrganizationFacts } from '../db/organizations';
import { isInvoiceAddressComplete } from '../domain/invoice-address';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /internal/organizations/{organizationId}: an organisation's name, status, features and whether its invoice
 * address is complete, for another service (svc-catalog asks before a product is published, svc-campaign before
 * a campaign is released). Internal: only a signed service call passes.
 */
export const handleInternalOrganization =
  ({ kit }: IdentityDeps): Handler<'GET /internal/organizations/{organizationId}'> =>
  async (_ctx, { params }) => {
    const org = await findOrganization(kit.db, params.organizationId);
    if (!org) throw errors.notFound(ErrorKeys.organization.notFound);
    const address = await invoiceAddressOf(kit.db, org.id);
    return toOrganizationFacts(org, !!address && isInvoiceAddressComplete(address));
  };
