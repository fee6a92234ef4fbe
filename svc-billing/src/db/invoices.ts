import type { InvoiceLine, InvoiceParty, InvoiceStatus, InvoiceType } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { accounts } from '../domain/accounts';
import { applyToInvoice, paidOf, statusOf, type InvoiceMoney } from '../domain/invoice-state';
import type { TransactionKind, TransactionPlan } from '../domain/journal';
import { book, type BookedTransaction, type LedgerEvents } from './journal';

export interface InvoiceRow {
  id: string;
  number: string;
  type: InvoiceType;
  organization_id: string;
  campaign_id: string | null;
  period: string | null;
  reference: string | null;
  language: 'de' | 'en';
  creditor: InvoiceParty;
  debtor: InvoiceParty;
  lines: InvoiceLine[];
  due_date: string | Date | null;
  status: InvoiceStatus;
  amount_rappen: string;
  original_amount_rappen: string;
  manual_amount_rappen: string | null;
  paid_by_payment_rappen: string;
  paid_by_credit_rappen: string;
  paid_by_offset_rappen: string;
  reopened: boolean;
  issued_at: Date;
}

export const moneyOf = (row: InvoiceRow): InvoiceMoney => ({
  type: row.type,
  amountRappen: Number(row.amount_rappen),
  paidByPaymentRappen: Number(row.paid_by_payment_rappen),
  paidByCreditRappen: Number(row.paid_by_credit_rappen),
  paidByOffsetRappen: Number(row.paid_by_offset_rappen),
  reopened: row.reopened,
});

export interface InvoiceDraft {
  id: string;
  type: InvoiceType;
  organizationId: string;
  campaignId?: string | null;
  period?: string | null;
  language: 'de' | 'en';
  creditor: InvoiceParty;
  debtor: InvoiceParty;
  lines: InvoiceLine[];
  dueDate: string | null;
  /** What it asks for at issue (the original amount). */
  amountRappen: number;
  issuedAt: Date;
}

/**
 * The next invoice number of `year`, without gaps: the counter moves in the issuing transaction, so a rolled-back
 * issue gives its number back. Invoices of one year are serialised on the counter's row.
 */
export async function nextInvoiceNumber(trx: Knex.Transaction, year: number): Promise<string> {
  const [row] = (await trx('invoice_numbers')
    .insert({ year, last: 1 })
    .onConflict('year')
    .merge({ last: trx.raw('invoice_numbers.last + 1') })
    .returning('last')) as { last: number }[];
  return `${year}-${String(row.last).padStart(6, '0')}`;
}

/** Writes a new invoice (money 0: its issuing transaction books the amount) with its number and reference. */
export async function insertInvoice(
  trx: Knex.Transaction,
  draft: InvoiceDraft,
  referenceOf: (number: string) => string | null,
): Promise<string> {
  const year = Number(draft.issuedAt.toISOString().slice(0, 4));
  const number = await nextInvoiceNumber(trx, year);
  await trx('invoices').insert({
    id: draft.id,
    number,
    type: draft.type,
    organization_id: draft.organizationId,
    campaign_id: draft.campaignId ?? null,
    period: draft.period ?? null,
    reference: referenceOf(number),
    language: draft.language,
    creditor: JSON.stringify(draft.creditor),
    debtor: JSON.stringify(draft.debtor),
    lines: JSON.stringify(draft.lines),
    due_date: draft.dueDate,
    status: 'open',
    amount_rappen: 0,
    original_amount_rappen: draft.amountRappen,
    issued_at: draft.issuedAt,
  });
  return number;
}

export function findInvoice(db: Knex, id: string, lock = false): Promise<InvoiceRow | undefined> {
  const q = db('invoices').where({ id }).first();
  if (lock) q.forUpdate();
  return q;
}

export function findInvoiceByReference(db: Knex, reference: string): Promise<InvoiceRow | undefined> {
  return db('invoices').where({ reference }).first();
}

export function depositOfCampaign(db: Knex, campaignId: string, lock = false): Promise<InvoiceRow | undefined> {
  const q = db('invoices').where({ campaign_id: campaignId, type: 'deposit' }).first();
  if (lock) q.forUpdate();
  return q;
}

/** What the history calls each kind of transaction on an invoice. */
const historyAction: Record<TransactionKind, string> = {
  depositIssued: 'issued',
  depositChanged: 'amountCorrected',
  payment: 'payment',
  paymentUnmatched: 'payment',
  paymentAssigned: 'payment',
  paymentReversed: 'paymentReversed',
  creditApplied: 'creditApplied',
  orderPlaced: 'orderPlaced',
  orderDone: 'orderDone',
  orderCanceled: 'orderCanceled',
  lateSpend: 'amountCorrected',
  finalBilling: 'settled',
  orderBilling: 'issued',
  manualInvoice: 'issued',
  amountCorrected: 'amountCorrected',
  reopened: 'reopened',
  payoutRequested: 'issued',
  paidOut: 'paidOut',
};

export interface InvoiceBooking extends BookedTransaction {
  /** The invoice before and after (absent for a replay or a transaction about no invoice). */
  before?: { status: InvoiceStatus; money: InvoiceMoney };
  after?: { status: InvoiceStatus; money: InvoiceMoney };
}

/**
 * Books a transaction and, when it is about an invoice, folds its postings on the invoice's own account into the
 * invoice's kept money and status and writes the history entry: one database transaction, so the invoices table
 * can never disagree with the journal.
 */
export async function bookOnInvoice(
  trx: Knex.Transaction,
  plan: TransactionPlan,
  events: LedgerEvents,
): Promise<InvoiceBooking> {
  const booked = await book(trx, plan, events);
  if (booked.replay || !plan.invoiceId) return booked;
  const row = await findInvoice(trx, plan.invoiceId, true);
  if (!row) throw new Error(`transaction ${plan.key} names unknown invoice ${plan.invoiceId}`);
  const own = row.type === 'payout' ? accounts.payout(row.id) : accounts.receivable(row.id);
  const before = moneyOf(row);
  const after = applyToInvoice(
    before,
    plan.kind,
    plan.postings.filter((p) => p.account === own),
  );
  const status = statusOf(after);
  await trx('invoices')
    .where({ id: row.id })
    .update({
      status,
      amount_rappen: after.amountRappen,
      paid_by_payment_rappen: after.paidByPaymentRappen,
      paid_by_credit_rappen: after.paidByCreditRappen,
      paid_by_offset_rappen: after.paidByOffsetRappen,
      reopened: after.reopened,
      ...(plan.kind === 'amountCorrected' ? { manual_amount_rappen: after.amountRappen } : {}),
    });
  await trx('invoice_history').insert({
    invoice_id: row.id,
    transaction_id: booked.id,
    action: historyAction[plan.kind],
    status,
    amount_rappen: after.amountRappen,
    paid_rappen: paidOf(after),
    by_user_id: plan.byUserId ?? null,
    reason: plan.reason ?? null,
  });
  return { ...booked, before: { status: row.status, money: before }, after: { status, money: after } };
}

export interface HistoryRow {
  at: Date;
  action: string;
  status: InvoiceStatus;
  amount_rappen: string;
  paid_rappen: string;
  by_user_id: string | null;
  reason: string | null;
}

export function historyOf(db: Knex, invoiceId: string): Promise<HistoryRow[]> {
  return db('invoice_history')
    .where({ invoice_id: invoiceId })
    .orderBy('id')
    .select('at', 'action', 'status', 'amount_rappen', 'paid_rappen', 'by_user_id', 'reason');
}

/** A deposit's lines after a release with another budget (its amount moves by the transaction that goes with it). */
export async function updateInvoiceLines(trx: Knex.Transaction, id: string, lines: InvoiceLine[]) {
  await trx('invoices')
    .where({ id })
    .update({ lines: JSON.stringify(lines) });
}
