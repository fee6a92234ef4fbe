import { PAYMENT_FILE_LIMIT_BYTES } from '@cadeau/contracts';
import { readRawBody } from '@cadeau/service-kit';
import { bookBankTransactions } from '../db/bank-files';
import { parseCamt054 } from '../domain/camt054';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /invoice/payments (platform administrators): a bank's camt.054 notification as it comes from the bank. A
 * file that is not a well-formed camt.054.001.08 (or holds a DOCTYPE or entities) is 400 and books nothing;
 * otherwise every credit whose reference names an invoice pays it, the rest waits unassigned, reversals take their
 * payment back, and the bank's references make the same file twice book nothing new.
 */
export const handleUploadPayments =
  ({ kit }: BillingDeps): Handler<'POST /invoice/payments'> =>
  async (ctx) => {
    const body = await readRawBody(ctx.req, PAYMENT_FILE_LIMIT_BYTES);
    const notification = parseCamt054(body);
    return bookBankTransactions(kit, notification.transactions);
  };
