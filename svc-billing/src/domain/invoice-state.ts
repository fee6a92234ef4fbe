import { ErrorKeys, type InvoiceStatus, type InvoiceType } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
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

/** The invoice a change reads under its lock; none is 404 `error.invoice.notFound`. */
export function invoiceFound<I>(invoice: I | undefined): I {
  if (!invoice) throw errors.notFound(ErrorKeys.invoice.notFound);
  return invoice;
}

/**
 * The payment an administrator assigns, read under its lock: none is 404 `error.invoice.paymentNotFound`; one that
 * is not unmatched or has nothing unassigned left is 409 `error.invoice.paymentAlreadyAssigned`.
 */
export function assignablePayment<P extends { status: string; unassigned_rappen: number | string }>(
  payment: P | undefined,
): P {
  if (!payment) throw errors.notFound(ErrorKeys.invoice.paymentNotFound);
  if (payment.status !== 'unmatched' || Number(payment.unassigned_rappen) <= 0)
    throw errors.conflict(ErrorKeys.invoice.paymentAlreadyAssigned);
  return payment;
}

/** The invoice a payment is assigned to: a payout request takes no payment, it is 404 like none. */
export function assignableInvoice<I extends { type: InvoiceType }>(invoice: I | undefined): I {
  return invoiceFound(invoice?.type === 'payout' ? undefined : invoice);
}
