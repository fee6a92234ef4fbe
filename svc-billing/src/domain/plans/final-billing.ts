import type { InvoiceLine } from '@cadeau/contracts';
import { accounts } from '../accounts';
import { balanced, type Posting, type TransactionPlan } from '../journal';
import { openOf, paidOf, type InvoiceMoney } from '../invoice-state';
import { percentOf, vatOnNet } from '../money';

export interface FinalBillingInput {
  key: string;
  campaignId: string;
  organizationId: string;
  finalInvoiceId: string;
  depositInvoiceId: string;
  deposit: InvoiceMoney;
  /** The campaign's prepaid balance now (negative: money held). */
  prepaidBalanceRappen: number;
  /** Redeemed orders at their prices including shipping, cancelled ones not. */
  spentRappen: number;
  feeGiverPercent: number;
  baseFeeGiverRappen: number;
  vatRateBasisPoints: number;
}

/**
 * The final billing of a finished campaign (issue 19): what was really spent, FeeGiver % of it, the base fee and
 * VAT on the fees, against what was paid on the deposit. A deposit paid only in part is first settled at what was
 * paid; then the money still held pays the fees, and what remains becomes the organisation's credit, or, when the
 * fees exceed it, the final billing asks for the difference.
 */
export function planFinalBilling(input: FinalBillingInput): {
  lines: InvoiceLine[];
  amountRappen: number;
  creditKeptRappen: number;
  transactions: TransactionPlan[];
} {
  const transactions: TransactionPlan[] = [];
  const unpaid = Math.max(0, openOf(input.deposit));
  let held = -input.prepaidBalanceRappen;
  if (unpaid > 0) {
    transactions.push(
      balanced({
        key: `${input.key}:deposit`,
        kind: 'finalBilling',
        invoiceId: input.depositInvoiceId,
        postings: [
          { account: accounts.receivable(input.depositInvoiceId), amountRappen: -unpaid, role: 'amount' },
          { account: accounts.prepaid(input.campaignId), amountRappen: unpaid },
        ],
      }),
    );
    held -= unpaid;
  }
  const fee = percentOf(input.spentRappen, input.feeGiverPercent);
  const vat = vatOnNet(fee + input.baseFeeGiverRappen, input.vatRateBasisPoints);
  const fees = fee + input.baseFeeGiverRappen + vat;
  const rest = held - fees;
  const creditKept = Math.max(0, rest);
  const amount = Math.max(0, -rest);
  const paid = paidOf(input.deposit);
  const postings: Posting[] = [
    { account: accounts.prepaid(input.campaignId), amountRappen: held },
    { account: accounts.fees, amountRappen: -(fee + input.baseFeeGiverRappen) },
    { account: accounts.vat, amountRappen: -vat },
    { account: accounts.credit(input.organizationId), amountRappen: -creditKept },
    { account: accounts.receivable(input.finalInvoiceId), amountRappen: amount, role: 'amount' },
  ];
  transactions.push(balanced({ key: input.key, kind: 'finalBilling', invoiceId: input.finalInvoiceId, postings }));
  const lines: InvoiceLine[] = [
    { kind: 'spent', text: '', amountRappen: input.spentRappen, vatRateBasisPoints: null },
    { kind: 'feeGiver', text: `${input.feeGiverPercent}`, amountRappen: fee, vatRateBasisPoints: null },
    { kind: 'baseFeeGiver', text: '', amountRappen: input.baseFeeGiverRappen, vatRateBasisPoints: null },
    { kind: 'vat', text: '', amountRappen: vat, vatRateBasisPoints: input.vatRateBasisPoints },
    { kind: 'depositPaid', text: '', amountRappen: -paid, vatRateBasisPoints: null },
  ];
  if (creditKept > 0) lines.push({ kind: 'creditKept', text: '', amountRappen: creditKept, vatRateBasisPoints: null });
  return { lines, amountRappen: amount, creditKeptRappen: creditKept, transactions };
}

/**
 * A change of a settled campaign's spending after its final billing (an order event that arrived late, a
 * cancellation): money given back becomes credit; money spent comes from the credit as far as it reaches, the
 * rest is added to the final billing's amount (ADR 0028). Fees are not recomputed.
 */
export function planLateSpend(input: {
  key: string;
  campaignId: string;
  organizationId: string;
  finalInvoiceId: string;
  prepaidBalanceRappen: number;
  creditRappen: number;
}): TransactionPlan | null {
  const b = input.prepaidBalanceRappen;
  if (b === 0) return null;
  const prepaid = accounts.prepaid(input.campaignId);
  const credit = accounts.credit(input.organizationId);
  if (b < 0)
    return balanced({
      key: input.key,
      kind: 'lateSpend',
      postings: [
        { account: prepaid, amountRappen: -b },
        { account: credit, amountRappen: b },
      ],
    });
  const fromCredit = Math.min(b, Math.max(0, input.creditRappen));
  return balanced({
    key: input.key,
    kind: 'lateSpend',
    invoiceId: input.finalInvoiceId,
    postings: [
      { account: prepaid, amountRappen: -b },
      { account: credit, amountRappen: fromCredit },
      { account: accounts.receivable(input.finalInvoiceId), amountRappen: b - fromCredit, role: 'amount' },
    ],
  });
}
