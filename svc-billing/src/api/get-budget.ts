import { budgetOf } from '../db/invoice-queries';
import { assertOrganizationReadable } from '../domain/billing-access';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/{organizationId}/budget: its credit, a seller's earnings, its open amounts; its members and administrators. */
export const handleGetBudget =
  ({ kit, identity }: BillingDeps): Handler<'GET /organization/{organizationId}/budget'> =>
  async (ctx, { params, user }) => {
    assertOrganizationReadable(user!, params.organizationId);
    const facts = await identity.billingFacts(params.organizationId);
    ctx.set('Cache-Control', 'no-store');
    return budgetOf(kit.db, params.organizationId, facts.name, facts.iban);
  };
