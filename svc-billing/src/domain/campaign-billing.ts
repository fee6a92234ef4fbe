import type { CampaignBilling, InvoiceLine } from '@cadeau/contracts';
import { openOf, paidOf, type InvoiceMoney } from './invoice-state';
import { planFinalBilling } from './plans/final-billing';

/** Sum of the lines of `kinds` (a final billing's fees: the fee, the base fee and their VAT). */
const sumOf = (lines: readonly InvoiceLine[], kinds: readonly InvoiceLine['kind'][]) =>
  lines.filter((l) => kinds.includes(l.kind)).reduce((sum, l) => sum + l.amountRappen, 0);
const FEE_LINES = ['feeGiver', 'baseFeeGiver', 'vat'] as const;

/**
 * A campaign's money for its giver (issue 20): after its end the final billing that was issued (its fees and the
 * credit it kept; what was spent and what is left to pay as they are now: a late order or cancellation moves the
 * spending, a payment the open amount); before, the final billing `planFinalBilling` would make today (a dry run of
 * the very rule that bills it, nothing booked).
 */
export function campaignForecastOf(input: {
  campaignId: string;
  organizationId: string;
  deposit: { id: string; money: InvoiceMoney };
  prepaidBalanceRappen: number;
  spentRappen: number;
  terms: { feeGiverPercent: number; baseFeeGiverRappen: number };
  vatRateBasisPoints: number;
  final: { id: string; lines: InvoiceLine[]; money: InvoiceMoney } | null;
}): NonNullable<CampaignBilling['forecast']> {
  const depositRappen = input.deposit.money.amountRappen;
  const depositPaidRappen = paidOf(input.deposit.money);
  if (input.final) {
    return {
      depositRappen,
      depositPaidRappen,
      spentRappen: input.spentRappen,
      feesRappen: sumOf(input.final.lines, FEE_LINES),
      creditRemainingRappen: sumOf(input.final.lines, ['creditKept']),
      toPayRappen: Math.max(0, openOf(input.final.money)),
      settled: true,
      finalInvoiceId: input.final.id,
    };
  }
  const plan = planFinalBilling({
    key: `forecast:${input.campaignId}`,
    campaignId: input.campaignId,
    organizationId: input.organizationId,
    finalInvoiceId: 'forecast',
    depositInvoiceId: input.deposit.id,
    deposit: input.deposit.money,
    prepaidBalanceRappen: input.prepaidBalanceRappen,
    spentRappen: input.spentRappen,
    feeGiverPercent: input.terms.feeGiverPercent,
    baseFeeGiverRappen: input.terms.baseFeeGiverRappen,
    vatRateBasisPoints: input.vatRateBasisPoints,
  });
  return {
    depositRappen,
    depositPaidRappen,
    spentRappen: input.spentRappen,
    feesRappen: sumOf(plan.lines, FEE_LINES),
    creditRemainingRappen: plan.creditKeptRappen,
    toPayRappen: plan.amountRappen,
    settled: false,
    finalInvoiceId: null,
  };
}
