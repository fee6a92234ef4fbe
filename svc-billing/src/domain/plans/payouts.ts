import { accounts } from '../accounts';
import { balanced, type TransactionPlan } from '../journal';

export interface PayoutRequestInput {
  key: string;
  invoiceId: string;
  organizationId: string;
  creditRappen: number;
  payableRappen: number;
  /** Default: everything available. */
  amountRappen?: number;
}

/**
 * A payout request: credit first, then a seller's payable earnings, never more than both hold (null when the
 * request asks for more or nothing is there). The money waits on the request's own account until paid out.
 */
export function planPayoutRequest(
  input: PayoutRequestInput,
): { transaction: TransactionPlan; amountRappen: number } | null {
  const available = Math.max(0, input.creditRappen) + Math.max(0, input.payableRappen);
  const amount = input.amountRappen ?? available;
  if (amount <= 0 || amount > available) return null;
  const fromCredit = Math.min(amount, Math.max(0, input.creditRappen));
  return {
    amountRappen: amount,
    transaction: balanced({
      key: input.key,
      kind: 'payoutRequested',
      invoiceId: input.invoiceId,
      postings: [
        { account: accounts.credit(input.organizationId), amountRappen: fromCredit },
        { account: accounts.payable(input.organizationId), amountRappen: amount - fromCredit },
        { account: accounts.payout(input.invoiceId), amountRappen: -amount, role: 'amount' },
      ],
    }),
  };
}

/** An administrator paid the request to the organisation's IBAN: the money leaves the bank, once. */
export function planPaidOut(input: {
  key: string;
  invoiceId: string;
  amountRappen: number;
  byUserId: string | null;
  reason: string;
}): TransactionPlan {
  return balanced({
    key: input.key,
    kind: 'paidOut',
    invoiceId: input.invoiceId,
    byUserId: input.byUserId,
    reason: input.reason,
    postings: [
      { account: accounts.payout(input.invoiceId), amountRappen: input.amountRappen, role: 'payment' },
      { account: accounts.bank, amountRappen: -input.amountRappen },
    ],
  });
}
