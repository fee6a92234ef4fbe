import { budgetOf, invoicesOfOrganization, toInvoiceSummary } from '../db/invoice-queries';
import { assertOrganizationReadable } from '../domain/billing-access';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/{organizationId}/payout: what can be paid out (credit and payable earnings) and the requests. */
export const handleGetPayout =
  ({ kit, identity }: BillingDeps): Handler<'GET /organization/{organizationId}/payout'> =>
  async (ctx, { params, user }) => {
    assertOrganizationReadable(user!, params.organizationId);
    const facts = await identity.billingFacts(params.organizationId);
    const budget = await budgetOf(kit.db, params.organizationId, facts.name, facts.iban);
    const requests = await invoicesOfOrganization(kit.db, params.organizationId, 'payout');
    ctx.set('Cache-Control', 'no-store');
    return {
      organizationId: params.organizationId,
      availableRappen: budget.creditRappen + budget.payableRappen,
      iban: facts.iban,
      requests: requests.map(toInvoiceSummary),
    };
  };
