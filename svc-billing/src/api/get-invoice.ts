import { findInvoice } from '../db/invoices';
import { assertInvoiceReadable } from '../domain/billing-access';
import type { BillingDeps } from './deps';
import { invoiceDetail } from './invoice-answer';
import type { Handler } from './routes';

/** GET /invoice/{invoiceId}: with its lines, history and PDF; another organisation's is 404. */
export const handleGetInvoice =
  ({ kit }: BillingDeps): Handler<'GET /invoice/{invoiceId}'> =>
  async (ctx, { params, user }) => {
    assertInvoiceReadable(user!, await findInvoice(kit.db, params.invoiceId));
    ctx.set('Cache-Control', 'no-store');
    return invoiceDetail(kit.db, params.invoiceId);
  };
