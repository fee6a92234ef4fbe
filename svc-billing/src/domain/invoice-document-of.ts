import type { InvoiceLine, InvoiceParty, InvoiceType } from '@cadeau/contracts';
import type { InvoiceDocument } from './invoice-document';
import { openOf, paidOf, type InvoiceMoney } from './invoice-state';
import { dateInZurich } from './zurich-dates';

/** The stored invoice as its PDF shows it, in the reader's language; the open amount as of now. */
export function invoiceDocument(
  row: {
    number: string;
    type: InvoiceType;
    issued_at: Date;
    due_date: string | Date | null;
    period: string | null;
    creditor: InvoiceParty;
    debtor: InvoiceParty;
    lines: InvoiceLine[];
    reference: string | null;
    amount_rappen: string;
    paid_by_payment_rappen: string;
    paid_by_credit_rappen: string;
    paid_by_offset_rappen: string;
    reopened: boolean;
    campaign_name?: string | null;
  },
  language: 'de' | 'en',
  issueDate?: string,
): InvoiceDocument {
  const money: InvoiceMoney = {
    type: row.type,
    amountRappen: Number(row.amount_rappen),
    paidByPaymentRappen: Number(row.paid_by_payment_rappen),
    paidByCreditRappen: Number(row.paid_by_credit_rappen),
    paidByOffsetRappen: Number(row.paid_by_offset_rappen),
    reopened: row.reopened,
  };
  const open = Math.max(0, openOf(money));
  return {
    number: row.number,
    type: row.type,
    language,
    issueDate: issueDate ?? dateInZurich(new Date(row.issued_at)),
    dueDate: row.due_date ? isoDay(row.due_date) : null,
    period: row.period,
    campaignName: row.campaign_name ?? null,
    creditor: row.creditor,
    debtor: row.debtor,
    lines: row.lines,
    amountRappen: money.amountRappen,
    paidRappen: paidOf(money),
    openRappen: row.type === 'payout' ? 0 : open,
    reference: row.type === 'payout' || open === 0 ? null : row.reference,
  };
}

/** A `date` column arrives as a Date at local midnight from pg; its calendar day is what was stored. */
export function isoDay(d: string | Date): string {
  if (typeof d === 'string') return d.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
