/**
 * Swiss VAT on gross prices (spec sections 3 and 5; DESIGN section 7), the one formula the service and the
 * browser share: svc-catalog computes with it, the product editor previews with it. Rates are in basis points
 * (810 = 8.1 %) so no rate is ever a float; amounts are integer Rappen.
 *
 * Its own subpath (`@cadeau/contracts/vat`) that imports nothing, like `errors.ts`: browsers may import it as a
 * value without bundling zod (`vat.test.ts` keeps it that way).
 */

/** One rate of a VAT category and the first day it applies (ISO date, `YYYY-MM-DD`). */
export interface DatedRate {
  rateBasisPoints: number;
  validFrom: string;
}

/**
 * The rate in force on `date` (ISO date): the latest rate whose valid-from is not after it. Null before the
 * first rate. ISO dates compare as strings, so a rate dated in the future waits for its day without code.
 */
export function rateInForce<R extends DatedRate>(rates: readonly R[], date: string): R | null {
  let best: R | null = null;
  for (const rate of rates) {
    if (rate.validFrom > date) continue;
    if (!best || rate.validFrom > best.validFrom) best = rate;
  }
  return best;
}

/**
 * The VAT contained in a gross amount: round(gross × rate / (100 % + rate)), in whole Rappen, half away
 * from zero. Integer arithmetic only: gross × bp stays far below 2^53 for any price the platform takes.
 */
export function vatOfGross(grossRappen: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(grossRappen) || !Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0)
    throw new RangeError('vatOfGross takes whole Rappen and a non-negative whole rate in basis points');
  const numerator = Math.abs(grossRappen) * rateBasisPoints;
  const denominator = 10_000 + rateBasisPoints;
  const rounded = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return grossRappen < 0 ? -rounded : rounded;
}
