import { listBankPayments } from '../db/invoice-queries';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/** GET /invoice/payments (platform administrators): the bank's payments, matched and unmatched. */
export const handleListBankPayments =
  ({ kit }: BillingDeps): Handler<'GET /invoice/payments'> =>
  async (_ctx, { query }) =>
    listBankPayments(kit.db, query);
