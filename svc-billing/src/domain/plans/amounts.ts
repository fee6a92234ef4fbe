import { accounts } from '../accounts';
import { balanced, type TransactionKind, type TransactionPlan } from '../journal';
import { openOf, paidOf, type InvoiceMoney } from '../invoice-state';

export interface AmountChangeInput {
  key: string;
  kind: Extract<TransactionKind, 'amountCorrected' | 'depositChanged' | 'lateSpend'>;
  invoiceId: string;
  organizationId: string;
  money: InvoiceMoney;
  newAmountRappen: number;
  /** Where the difference comes from or goes: a deposit's campaign (prepaid), else adjustments. */
  counterAccount: string;
  byUserId?: string | null;
  reason?: string | null;
}

/**
 * Sets what an invoice asks for (an administrator's correction, a re-released campaign's new budget). Paid money
 * above the new amount is never lost: it becomes the organisation's credit. A payout's amount is never corrected
 * (the caller refuses it), since the money behind it is the organisation's.
 */
export function planAmountChange(input: AmountChangeInput): TransactionPlan {
  const delta = input.newAmountRappen - input.money.amountRappen;
  const receivable = accounts.receivable(input.invoiceId);
  const m = input.money;
  const excess = Math.max(0, paidOf(m) - input.newAmountRappen);
  // The excess leaves the invoice the way it came, credit first, then bank money, then an offset, so no part of
  // what paid it ever turns negative: a reopening gives back exactly what each part still holds, a reversal
  // exactly what the bank money still pays.
  const fromCredit = Math.min(excess, Math.max(0, m.paidByCreditRappen));
  const fromPayment = Math.min(excess - fromCredit, Math.max(0, m.paidByPaymentRappen));
  const fromOffset = excess - fromCredit - fromPayment;
  return balanced({
    key: input.key,
    kind: input.kind,
    invoiceId: input.invoiceId,
    byUserId: input.byUserId ?? null,
    reason: input.reason ?? null,
    postings: [
      { account: receivable, amountRappen: delta, role: 'amount' },
      { account: input.counterAccount, amountRappen: -delta },
      { account: receivable, amountRappen: fromCredit, role: 'credit' },
      { account: receivable, amountRappen: fromPayment, role: 'payment' },
      { account: receivable, amountRappen: fromOffset, role: 'offset' },
      { account: accounts.credit(input.organizationId), amountRappen: -excess },
    ],
  });
}

/** Nothing is open any more and nothing was overpaid: the amount equals what was paid. */
export const settledAmount = (m: InvoiceMoney) => (openOf(m) <= 0 ? m.amountRappen : paidOf(m));
