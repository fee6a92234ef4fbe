import type { InvoiceLine } from '@cadeau/contracts';
import { accounts } from '../accounts';
import { balanced, type TransactionPlan } from '../journal';
import { percentOf, vatOnNet } from '../money';

export interface DepositTerms {
  budgetRappen: number;
  /** Payment.FeeGiver, percent with two fraction digits. */
  feeGiverPercent: number;
  /** Payment.BaseFeeGiver. */
  baseFeeGiverRappen: number;
  /** The standard VAT rate in force on the day of issue (the catalog's default category), basis points. */
  vatRateBasisPoints: number;
}

/**
 * The lines of a deposit (issue 19): the budget, the fee of FeeGiver % of the budget and the base fee as separate
 * lines (fees are never inside the budget) and VAT on the fees only: the budget prepays multi-purpose gift
 * vouchers, taxed when the gifts are delivered (EXTERNAL.md, A-2587/2020).
 */
export function depositLines(t: DepositTerms): { lines: InvoiceLine[]; totalRappen: number } {
  const fee = percentOf(t.budgetRappen, t.feeGiverPercent);
  const vat = vatOnNet(fee + t.baseFeeGiverRappen, t.vatRateBasisPoints);
  const lines: InvoiceLine[] = [
    { kind: 'budget', text: '', amountRappen: t.budgetRappen, vatRateBasisPoints: null },
    { kind: 'feeGiver', text: `${t.feeGiverPercent}`, amountRappen: fee, vatRateBasisPoints: null },
    { kind: 'baseFeeGiver', text: '', amountRappen: t.baseFeeGiverRappen, vatRateBasisPoints: null },
    { kind: 'vat', text: '', amountRappen: vat, vatRateBasisPoints: t.vatRateBasisPoints },
  ];
  return { lines, totalRappen: t.budgetRappen + fee + t.baseFeeGiverRappen + vat };
}

export interface DepositInput extends DepositTerms {
  key: string;
  invoiceId: string;
  campaignId: string;
  organizationId: string;
  /** The organisation's credit now: offered first, it reduces what is still to pay. */
  creditRappen: number;
}

/**
 * Issues a campaign's deposit: the whole amount is held for the campaign (prepaid) until its final billing
 * recognises fees and returns the unspent rest as credit; available credit is applied at once.
 */
export function planDeposit(input: DepositInput): {
  lines: InvoiceLine[];
  totalRappen: number;
  transaction: TransactionPlan;
} {
  const { lines, totalRappen } = depositLines(input);
  const applied = Math.max(0, Math.min(input.creditRappen, totalRappen));
  const receivable = accounts.receivable(input.invoiceId);
  const shown =
    applied > 0
      ? [...lines, { kind: 'creditApplied' as const, text: '', amountRappen: -applied, vatRateBasisPoints: null }]
      : lines;
  return {
    lines: shown,
    totalRappen,
    transaction: balanced({
      key: input.key,
      kind: 'depositIssued',
      invoiceId: input.invoiceId,
      postings: [
        { account: receivable, amountRappen: totalRappen, role: 'amount' },
        { account: accounts.prepaid(input.campaignId), amountRappen: -totalRappen },
        { account: accounts.credit(input.organizationId), amountRappen: applied },
        { account: receivable, amountRappen: -applied, role: 'credit' },
      ],
    }),
  };
}
