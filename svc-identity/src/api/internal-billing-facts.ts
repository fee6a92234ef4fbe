import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { billingFacts } from '../db/billing-facts';
import { findOrganization } from '../db/organizations';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /internal/organizations/{organizationId}/billing: an organisation's invoice address, IBAN, payment mails and
 * admins, for svc-billing's invoices and payment mails (issue 19). Internal: only a signed service call passes.
 */
export const handleInternalBillingFacts =
  ({ kit, production }: IdentityDeps): Handler<'GET /internal/organizations/{organizationId}/billing'> =>
  async (_ctx, { params }) => {
    const org = await findOrganization(kit.db, params.organizationId);
    if (!org) throw errors.notFound(ErrorKeys.organization.notFound);
    return billingFacts(kit.db, org, production);
  };
