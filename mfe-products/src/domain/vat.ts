/**
 * The VAT rules the editor shows live while a seller types, the same as svc-catalog's `domain/vat.ts` (the
 * server's answer is what counts; this only previews it). Rates are basis points (810 = 8.1 %), amounts Rappen.
 */

export interface DatedRate {
  rateBasisPoints: number;
  validFrom: string;
}

/** The rate in force on `date` (ISO `YYYY-MM-DD`): the latest whose valid-from is not after it; null before the first. */
export function rateInForce<R extends DatedRate>(rates: readonly R[], date: string): R | null {
  let best: R | null = null;
  for (const rate of rates) {
    if (rate.validFrom > date) continue;
    if (!best || rate.validFrom > best.validFrom) best = rate;
  }
  return best;
}

/** The VAT inside a gross amount: round(gross × rate / (100 % + rate)), whole Rappen, half away from zero. */
export function vatOfGross(grossRappen: number, rateBasisPoints: number): number {
  const numerator = Math.abs(grossRappen) * rateBasisPoints;
  const denominator = 10_000 + rateBasisPoints;
  const rounded = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return grossRappen < 0 ? -rounded : rounded;
}

/** 810 → "8.1", 250 → "2.5", 0 → "0": a rate as people read it, without trailing zeros. */
export function formatRate(rateBasisPoints: number): string {
  return String(rateBasisPoints / 100);
}

/** Today as an ISO date in the browser's time zone (the day a person means by "today"). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
