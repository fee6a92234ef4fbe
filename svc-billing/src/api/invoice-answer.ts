import { invoicePdfPath, type InvoiceDetail } from '@cadeau/contracts';
import { historyOf } from '../db/invoices';
import { invoiceWithNames, toInvoiceSummary } from '../db/invoice-queries';
import type { Knex } from 'knex';

/** An invoice as GET /invoice/{invoiceId} and every change answer it: summary, parties, lines, history, PDF path. */
export async function invoiceDetail(db: Knex, invoiceId: string): Promise<InvoiceDetail> {
  const row = (await invoiceWithNames(db, invoiceId))!;
  const history = await historyOf(db, invoiceId);
  return {
    ...toInvoiceSummary(row),
    creditor: row.creditor,
    debtor: row.debtor,
    lines: row.lines,
    history: history.map((h) => ({
      at: new Date(h.at).toISOString(),
      action: h.action,
      status: h.status,
      amountRappen: Number(h.amount_rappen),
      paidRappen: Number(h.paid_rappen),
      byUserId: h.by_user_id,
      reason: h.reason,
    })),
    pdfPath: invoicePdfPath(row.id),
  };
}
