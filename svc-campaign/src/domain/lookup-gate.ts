/**
 * How a gift-code lookup is let through, from the failed lookups counted so far (ADR 0029, "one office behind one
 * address"):
 * - `open`: under both budgets, every code is looked up and answered as it stands;
 * - `unusedOnly`: this address spent its budget of failures (guessing, or a hundred colleagues behind one NAT who
 *   mistype now and then), but not its ceiling: a code that exists and is unused is still served, so the office
 *   keeps redeeming; anything else is refused (429) as before and a failure still counts in both budgets;
 * - `closed`: the address reached its ceiling or everyone's budget is spent: refused before looking.
 */
export type LookupGate = 'open' | 'unusedOnly' | 'closed';

export interface LookupCounts {
  /** Failed lookups of this address in its window. */
  clientFailures: number;
  /** Failed lookups of everyone in the global window. */
  globalFailures: number;
}

export interface LookupGateLimits {
  /** Failures of one address before only unused codes get through. */
  clientBudget: number;
  /** Failures of one address before nothing gets through (a guesser's hard stop). */
  clientCeiling: number;
  /** Failures of everyone before nothing gets through. */
  globalBudget: number;
}

export function lookupGate(counts: LookupCounts, limits: LookupGateLimits): LookupGate {
  if (counts.globalFailures >= limits.globalBudget || counts.clientFailures >= limits.clientCeiling) return 'closed';
  return counts.clientFailures >= limits.clientBudget ? 'unusedOnly' : 'open';
}

/** What a looked-up code gets through the gate: served, or refused (counting a failure only for a wrong code). */
export type LookupVerdict = 'serve' | 'notFound' | 'refused';

export function lookupVerdict(gate: Exclude<LookupGate, 'closed'>, found: { status: 'unused' | 'used' } | null) {
  if (found && (gate === 'open' || found.status === 'unused')) return 'serve' as const;
  return gate === 'open' ? ('notFound' as const) : ('refused' as const);
}
