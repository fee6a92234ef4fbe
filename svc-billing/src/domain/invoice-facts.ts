import type { InvoiceFacts, InvoiceStatus, InvoiceType } from '@cadeau/contracts';
import { isoDay } from './invoice-document-of';
import { openOf, type InvoiceMoney } from './invoice-state';

/** The columns of an invoice row its events tell. */
export interface InvoiceFactsRow {
  id: string;
  number: string;
  type: InvoiceType;
  organization_id: string;
  campaign_id: string | null;
  due_date: string | Date | null;
}

/** What an invoice event tells of an invoice in `status` with `money` (issued, paid, reopened, payout…). */
export function invoiceFactsOf(row: InvoiceFactsRow, status: InvoiceStatus, money: InvoiceMoney): InvoiceFacts {
  return {
    invoiceId: row.id,
    number: row.number,
    type: row.type,
    status,
    organizationId: row.organization_id,
    campaignId: row.campaign_id,
    amountRappen: money.amountRappen,
    openRappen: openOf(money),
    dueDate: row.due_date ? isoDay(row.due_date) : null,
  };
}
