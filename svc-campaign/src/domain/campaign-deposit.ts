import type { CampaignDeposit, DepositPreview, InvoiceFacts } from '@cadeau/contracts';

/**
 * A campaign's deposit (issue 19). svc-billing issues the deposit invoice when the campaign is released
 * (`campaign.released` carries the budget) and tells its state by `invoice.issued|paid|reopened` on its BILLING
 * stream; svc-campaign keeps the latest state per campaign (workers/deposits-consumer.ts, db/deposits.ts) for
 * the detail, the review screen and the approval, which needs the deposit paid (campaign-review.ts).
 */

/** VAT on a net amount at `rateBasisPoints`, half up to the Rappen (amounts here are never negative). */
export function vatOnNet(netRappen: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(netRappen) || netRappen < 0) throw new RangeError(`not whole Rappen: ${netRappen}`);
  return Math.floor((2 * netRappen * rateBasisPoints + 10_000) / 20_000);
}

/**
 * The deposit a release would issue for the campaign as it is now: its budget, the fee on it and the base fee,
 * VAT on the two fees only (the budget prepays the gifts, taxed when they are delivered) at the standard rate in
 * force (svc-catalog's default category, as svc-billing invoices it), and the total. Null while the campaign has
 * no budget (a release needs one) or no rate is known (never a guessed rate).
 */
export function depositPreviewOf(
  budgetRappen: number | null,
  fees: { feeRappen: number; baseFeeRappen: number },
  vatRateBasisPoints: number | null,
): DepositPreview | null {
  if (budgetRappen === null || vatRateBasisPoints === null) return null;
  const vatRappen = vatOnNet(fees.feeRappen + fees.baseFeeRappen, vatRateBasisPoints);
  return {
    budgetRappen,
    feeRappen: fees.feeRappen,
    baseFeeRappen: fees.baseFeeRappen,
    vatRappen,
    vatRateBasisPoints,
    totalRappen: budgetRappen + fees.feeRappen + fees.baseFeeRappen + vatRappen,
  };
}

/** Whether the deposit allows the approval: issued and paid in full. */
export const depositPaid = (deposit: Pick<CampaignDeposit, 'status'> | null | undefined): boolean =>
  deposit?.status === 'paid';

/** The invoice events svc-campaign follows (`invoice.updated`: a partial payment, a corrected amount; issue 20). */
export const DEPOSIT_SUBJECTS = ['invoice.issued', 'invoice.paid', 'invoice.reopened', 'invoice.updated'] as const;
export type DepositSubject = (typeof DEPOSIT_SUBJECTS)[number];

/**
 * The order of a deposit's events that share one time: svc-billing writes the events of one transaction with the
 * same time (an issue that the organisation's credit pays at once is `invoice.issued` and `invoice.paid`
 * together), and an invoice is issued before anything else happens to it.
 */
const RANK: Record<DepositSubject, number> = {
  'invoice.issued': 0,
  'invoice.paid': 1,
  'invoice.reopened': 1,
  'invoice.updated': 1,
};

/** One state of a campaign's deposit as an event tells it. */
export interface DepositFact extends CampaignDeposit {
  campaignId: string;
  /** The event's time. */
  occurredAt: Date;
  /** Orders facts of the same time (see RANK). */
  rank: number;
}

/** The deposit state an invoice event tells, or null when it is not about a campaign's deposit. */
export function depositFactOf(subject: DepositSubject, invoice: InvoiceFacts, occurredAt: string): DepositFact | null {
  if (invoice.type !== 'deposit' || !invoice.campaignId) return null;
  return {
    campaignId: invoice.campaignId,
    invoiceId: invoice.invoiceId,
    number: invoice.number,
    status: invoice.status,
    amountRappen: invoice.amountRappen,
    openRappen: invoice.openRappen,
    occurredAt: new Date(occurredAt),
    rank: RANK[subject],
  };
}

/**
 * Whether `incoming` replaces the stored state: when it is not older. Events of one stream arrive in order, so a
 * later one of the same time wins; a replayed older one (an earlier time, or `invoice.issued` of the same time as
 * a stored payment) changes nothing. A deposit issued later (another invoice) replaces an earlier one.
 */
export function supersedes(stored: Pick<DepositFact, 'occurredAt' | 'rank'>, incoming: DepositFact): boolean {
  const a = stored.occurredAt.getTime();
  const b = incoming.occurredAt.getTime();
  return b > a || (b === a && incoming.rank >= stored.rank);
}
