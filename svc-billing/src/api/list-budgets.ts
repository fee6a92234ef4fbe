import { listBudgets } from '../db/invoice-queries';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/** GET /organization/budgets (platform administrators): every organisation's credit, earnings and open amounts. */
export const handleListBudgets =
  ({ kit }: BillingDeps): Handler<'GET /organization/budgets'> =>
  async (_ctx, { query }) =>
    listBudgets(kit.db, query);
