import { ErrorKeys } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit/errors';

/**
 * The journal's one unit of change (ADR 0028): a transaction of postings that sum to zero, with the key that makes
 * it idempotent. Plans in `plans/` build transactions; `db/journal.ts` only writes them.
 */

/**
 * What a posting on an invoice's account does to the invoice: `amount` changes what it asks for (issue,
 * correction, settlement at final billing), `payment` is money from the bank set against it, `credit` is the
 * organisation's credit set against it (or given back to it), `offset` settles it by what was already deducted
 * (an order billing's fees).
 */
export type PostingRole = 'amount' | 'payment' | 'credit' | 'offset';

export interface Posting {
  account: string;
  /** Positive: debit; negative: credit. Whole Rappen. */
  amountRappen: number;
  /** Set on postings to an invoice's own account (receivable or payout). */
  role?: PostingRole;
}

export const transactionKinds = [
  'depositIssued',
  'depositChanged',
  'payment',
  'paymentUnmatched',
  'paymentAssigned',
  'paymentReversed',
  'creditApplied',
  'orderPlaced',
  'orderDone',
  'orderCanceled',
  'lateSpend',
  'finalBilling',
  'orderBilling',
  'manualInvoice',
  'amountCorrected',
  'reopened',
  'payoutRequested',
  'paidOut',
] as const;
export type TransactionKind = (typeof transactionKinds)[number];

export interface TransactionPlan {
  /** Idempotency key: the same key with the same content is the same transaction; with other content, refused. */
  key: string;
  kind: TransactionKind;
  postings: Posting[];
  /** The invoice the transaction is about (its history shows it). */
  invoiceId?: string | null;
  /** The transaction this one corrects or reverses. */
  correctsId?: string | null;
  byUserId?: string | null;
  reason?: string | null;
}

export class UnbalancedTransaction extends Error {}

/** Drops zero postings and refuses what cannot be booked: fractions of a Rappen, a sum other than zero. */
export function balanced(plan: TransactionPlan): TransactionPlan {
  const postings = plan.postings.filter((p) => p.amountRappen !== 0);
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountRappen))
      throw new UnbalancedTransaction(`${plan.key}: ${p.account} is not whole Rappen`);
    sum += p.amountRappen;
  }
  if (sum !== 0) throw new UnbalancedTransaction(`${plan.key}: postings sum to ${sum}`);
  return { ...plan, postings };
}

/** Balances by account of a list of postings. */
export function balancesOf(postings: Iterable<Pick<Posting, 'account' | 'amountRappen'>>): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of postings) out.set(p.account, (out.get(p.account) ?? 0) + p.amountRappen);
  return out;
}

/** The same postings with every sign turned: what reverses a transaction. */
export const reversed = (postings: readonly Posting[]): Posting[] =>
  postings.map((p) => ({ ...p, amountRappen: -p.amountRappen }));

/**
 * A fingerprint of a transaction's content (not its key), to tell a retry from a different request under the same
 * key: account, amount and role of every posting, in order, plus the kind and invoice.
 */
export function contentOf(plan: TransactionPlan): string {
  return JSON.stringify([
    plan.kind,
    plan.invoiceId ?? null,
    plan.postings.map((p) => [p.account, p.amountRappen, p.role ?? null]),
  ]);
}

/**
 * The booking a key already has, as the journal's idempotency answers it (Formance's): with the same content it is
 * a replay (the caller answers it and writes nothing); with other content the key is refused, 409
 * `error.invoice.idempotencyConflict` (the key in the log's details). No prior booking: undefined.
 */
export function priorBookingOf<B extends { content: string }>(
  prior: B | undefined,
  content: string,
  key: string,
): B | undefined {
  if (prior && prior.content !== content) throw new DomainError(409, ErrorKeys.invoice.idempotencyConflict, { key });
  return prior;
}

/**
 * The verdict on a batch of new transactions inserted `on conflict do nothing`: null when every one was written,
 * else 409 `error.invoice.idempotencyConflict` (keys a concurrent booking wrote first; the batch rolls back).
 */
export function concurrentBookingRefusal(inserted: number, planned: number): DomainError | null {
  return inserted === planned
    ? null
    : new DomainError(409, ErrorKeys.invoice.idempotencyConflict, { key: 'booked concurrently' });
}
