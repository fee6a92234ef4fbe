import { listInvoices } from '../db/invoice-queries';
import { organizationScope } from '../domain/billing-access';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/** GET /invoice: the current organisation's invoices; platform administrators every organisation's (or one's). */
export const handleListInvoices =
  ({ kit }: BillingDeps): Handler<'GET /invoice'> =>
  async (_ctx, { query, user }) =>
    listInvoices(kit.db, query, organizationScope(user!));
