import { accounts } from '../accounts';
import { balanced, type TransactionPlan } from '../journal';
import { openOf, type InvoiceMoney } from '../invoice-state';

export interface PaymentInput {
  key: string;
  invoiceId: string;
  organizationId: string;
  money: InvoiceMoney;
  amountRappen: number;
  /** `bank`: the money arrives now; `suspense`: it had arrived unassigned and is assigned now. */
  from: 'bank' | 'suspense';
  byUserId?: string | null;
  reason?: string | null;
}

/**
 * A payment against an invoice: up to the open amount it pays the invoice, the rest (an over-payment) becomes the
 * organisation's credit, so no Rappen is lost and the invoice is never paid more than it asks for.
 */
export function planPayment(input: PaymentInput): { transaction: TransactionPlan; appliedRappen: number } {
  const applied = Math.max(0, Math.min(input.amountRappen, openOf(input.money)));
  const source = input.from === 'bank' ? accounts.bank : accounts.suspense;
  return {
    appliedRappen: applied,
    transaction: balanced({
      key: input.key,
      kind: input.from === 'bank' ? 'payment' : 'paymentAssigned',
      invoiceId: input.invoiceId,
      byUserId: input.byUserId ?? null,
      reason: input.reason ?? null,
      postings: [
        { account: source, amountRappen: input.amountRappen },
        { account: accounts.receivable(input.invoiceId), amountRappen: -applied, role: 'payment' },
        { account: accounts.credit(input.organizationId), amountRappen: -(input.amountRappen - applied) },
      ],
    }),
  };
}

/** Money whose reference names no invoice: in the bank, held in suspense until an administrator assigns it. */
export function planUnmatchedPayment(key: string, amountRappen: number): TransactionPlan {
  return balanced({
    key,
    kind: 'paymentUnmatched',
    postings: [
      { account: accounts.bank, amountRappen },
      { account: accounts.suspense, amountRappen: -amountRappen },
    ],
  });
}

export interface ReversalInput {
  key: string;
  /** What the reversed payment did: paid an invoice (with the part applied), or waits unassigned. */
  payment:
    | {
        state: 'unassigned';
        /** What the bank took back: the whole payment. */
        amountRappen: number;
        /**
         * The part of it waiting in suspense (default: all of it). Less after a reopening: the invoice held only what
         * it had applied, the rest (an over-payment, paid money above a lowered amount) is `organizationId`'s credit.
         */
        inSuspenseRappen?: number;
        organizationId?: string;
        creditRappen?: number;
      }
    | {
        state: 'assigned';
        amountRappen: number;
        appliedRappen: number;
        invoiceId: string;
        organizationId: string;
        creditRappen: number;
        money: InvoiceMoney;
      };
}

/**
 * The bank took a payment back (camt.054 `RvslInd`): the money leaves the bank again. An assigned payment's applied
 * part is open again on its invoice; its over-payment comes back out of the organisation's credit as far as the
 * credit reaches, and what the credit no longer holds is an adjustment the administrators see (ADR 0028). An
 * unassigned payment leaves suspense; one that waits again after its invoice's reopening takes the part it had
 * lost to the organisation's credit back the same way.
 */
export function planPaymentReversal(input: ReversalInput): TransactionPlan {
  const p = input.payment;
  if (p.state === 'unassigned') {
    const inSuspense = p.inSuspenseRappen ?? p.amountRappen;
    const credited = p.amountRappen - inSuspense;
    const fromCredit = p.organizationId ? Math.min(credited, Math.max(0, p.creditRappen ?? 0)) : 0;
    return balanced({
      key: input.key,
      kind: 'paymentReversed',
      postings: [
        { account: accounts.bank, amountRappen: -p.amountRappen },
        { account: accounts.suspense, amountRappen: inSuspense },
        ...(p.organizationId ? [{ account: accounts.credit(p.organizationId), amountRappen: fromCredit }] : []),
        { account: accounts.adjustments, amountRappen: credited - fromCredit },
      ],
    });
  }
  const stillApplied = Math.min(p.appliedRappen, p.money.paidByPaymentRappen);
  const overpaid = p.amountRappen - stillApplied;
  const fromCredit = Math.min(overpaid, Math.max(0, p.creditRappen));
  return balanced({
    key: input.key,
    kind: 'paymentReversed',
    invoiceId: p.invoiceId,
    postings: [
      { account: accounts.bank, amountRappen: -p.amountRappen },
      { account: accounts.receivable(p.invoiceId), amountRappen: stillApplied, role: 'payment' },
      { account: accounts.credit(p.organizationId), amountRappen: fromCredit },
      { account: accounts.adjustments, amountRappen: overpaid - fromCredit },
    ],
  });
}

export interface ReopenInput {
  key: string;
  invoiceId: string;
  organizationId: string;
  money: InvoiceMoney;
  byUserId: string | null;
  reason: string;
}

/**
 * An administrator reopens a (partly) paid invoice (a payment booked against the wrong invoice): the bank money
 * set against it goes back to the unassigned payments (suspense), to be assigned anew; credit set against it goes
 * back to the organisation's credit. The invoice is due again.
 */
export function planReopen(input: ReopenInput): TransactionPlan {
  const receivable = accounts.receivable(input.invoiceId);
  const byPayment = Math.max(0, input.money.paidByPaymentRappen);
  const byCredit = Math.max(0, input.money.paidByCreditRappen);
  return balanced({
    key: input.key,
    kind: 'reopened',
    invoiceId: input.invoiceId,
    byUserId: input.byUserId,
    reason: input.reason,
    postings: [
      { account: receivable, amountRappen: byPayment, role: 'payment' },
      { account: accounts.suspense, amountRappen: -byPayment },
      { account: receivable, amountRappen: byCredit, role: 'credit' },
      { account: accounts.credit(input.organizationId), amountRappen: -byCredit },
    ],
  });
}
