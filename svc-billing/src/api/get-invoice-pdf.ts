import { findInvoice } from '../db/invoices';
import { renderInvoicePdf } from '../adapters/invoice-pdf';
import { assertInvoiceReadable } from '../domain/billing-access';
import { invoiceDocument } from '../domain/invoice-document-of';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /invoice/{invoiceId}/pdf: the invoice as a PDF with its QR-bill payment part for what is open now (rendered
 * on each request from the stored invoice: the open amount changes with payments). Another organisation's is 404.
 */
export const handleGetInvoicePdf =
  ({ kit }: BillingDeps): Handler<'GET /invoice/{invoiceId}/pdf'> =>
  async (ctx, { params, user }) => {
    const row = await findInvoice(kit.db, params.invoiceId);
    assertInvoiceReadable(user!, row);
    const pdf = await renderInvoicePdf(invoiceDocument(row!, user!.language === 'en' ? 'en' : 'de'));
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="invoice-${row!.number}.pdf"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = pdf;
    return undefined;
  };
