import type { InvoiceStatus, InvoiceType } from '@cadeau/contracts';
import type { Posting, TransactionKind } from './journal';

/**
 * An invoice's money as the journal says it (ADR 0028): folded from the postings on its own account (receivable,
 * or payout for a payout request), never edited. The invoices table keeps the fold of the same transaction so
 * lists can filter and sort; a test holds the two equal.
 */
export interface InvoiceMoney {
  type: InvoiceType;
  amountRappen: number;
  /** Money from the bank set against it. */
  paidByPaymentRappen: number;
  /** Credit of the organisation set against it. */
  paidByCreditRappen: number;
  /** Settled by fees already deducted (order billing). */
  paidByOffsetRappen: number;
  /** An administrator reopened it and it is not paid again yet. */
  reopened: boolean;
}

export const emptyInvoiceMoney = (type: InvoiceType): InvoiceMoney => ({
  type,
  amountRappen: 0,
  paidByPaymentRappen: 0,
  paidByCreditRappen: 0,
  paidByOffsetRappen: 0,
  reopened: false,
});

export const paidOf = (m: InvoiceMoney) => m.paidByPaymentRappen + m.paidByCreditRappen + m.paidByOffsetRappen;
export const openOf = (m: InvoiceMoney) => m.amountRappen - paidOf(m);

/** A payout request is money the platform owes (a credit account); every other invoice asks for money (a debit). */
export const directionOf = (type: InvoiceType) => (type === 'payout' ? -1 : 1);

/** The invoice after one transaction's postings on its own account. */
export function applyToInvoice(m: InvoiceMoney, kind: TransactionKind, postings: readonly Posting[]): InvoiceMoney {
  const sign = directionOf(m.type);
  const next = { ...m };
  for (const p of postings) {
    const v = sign * p.amountRappen;
    if (p.role === 'amount') next.amountRappen += v;
    else if (p.role === 'payment') next.paidByPaymentRappen -= v;
    else if (p.role === 'credit') next.paidByCreditRappen -= v;
    else if (p.role === 'offset') next.paidByOffsetRappen -= v;
  }
  if (kind === 'reopened') next.reopened = true;
  else if (paidOf(next) >= next.amountRappen) next.reopened = false;
  return next;
}

/** Spec section 4: open, partially paid, paid, paid out, reopened; derived, never set by hand. */
export function statusOf(m: InvoiceMoney): InvoiceStatus {
  const paid = paidOf(m);
  if (m.type === 'payout') return m.amountRappen > 0 && paid >= m.amountRappen ? 'paidOut' : 'open';
  if (paid >= m.amountRappen) return 'paid';
  if (paid > 0) return 'partialPaid';
  return m.reopened ? 'reopened' : 'open';
}
