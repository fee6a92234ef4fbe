import type { LedgerMovedFacts } from '@cadeau/contracts';
import { kindOf } from './accounts';
import type { TransactionKind, TransactionPlan } from './journal';

/**
 * What a booked transaction changes in the platform's money figures (issue 20, GET /platform/statistics): the fees
 * the platform earned (net of VAT: the credit side of `fees`, a reversal counts negative) and the credit it holds for
 * organisations (the credit side of every `credit:<org>`). Null when it changes neither: most payments and orders
 * tell nothing, so a bank file of thousands of payments publishes only what moved fees or credit.
 */
export function ledgerMovesOf(
  transactionId: string,
  plan: Pick<TransactionPlan, 'kind' | 'postings'>,
): LedgerMovedFacts | null {
  let feesRappen = 0;
  let creditRappen = 0;
  for (const p of plan.postings) {
    const kind = kindOf(p.account);
    // Postings are debits positive: what the platform earns or holds is the negated sum.
    if (kind === 'fees') feesRappen -= p.amountRappen;
    else if (kind === 'credit') creditRappen -= p.amountRappen;
  }
  if (feesRappen === 0 && creditRappen === 0) return null;
  return { transactionId, kind: plan.kind satisfies TransactionKind, feesRappen, creditRappen };
}
