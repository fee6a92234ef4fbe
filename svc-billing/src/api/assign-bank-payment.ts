import { assignBankPayment } from '../db/bank-files';
import { bankPaymentById } from '../db/invoice-queries';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/** POST /invoice/payments/{paymentId}/assign (platform administrators): an unmatched payment pays an invoice. */
export const handleAssignBankPayment =
  ({ kit }: BillingDeps): Handler<'POST /invoice/payments/{paymentId}/assign'> =>
  async (_ctx, { params, body, user }) => {
    await assignBankPayment(kit, params.paymentId, body.invoiceId, { userId: user!.userId, reason: body.reason });
    return (await bankPaymentById(kit.db, params.paymentId))!;
  };
