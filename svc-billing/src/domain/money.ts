/**
 * Fees and VAT in whole Rappen (ADR 0028). Percent settings have two fraction digits (0.1 means 0.1 %), so they
 * are taken as hundredths of a percent and every product stays an integer far below 2^53; rounding is half away
 * from zero, the same on every line.
 */

/** Half away from zero of numerator / denominator, both integers, denominator positive. */
export function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/** `percent` % of `amountRappen`: FeeGiver of a budget, FeeSeller of an order. */
export function percentOf(amountRappen: number, percent: number): number {
  assertWhole(amountRappen);
  const hundredthsOfPercent = Math.round(percent * 100);
  return divideRounded(amountRappen * hundredthsOfPercent, 10_000);
}

/** VAT on a net amount at a rate in basis points (810 = 8.1 %): the platform's fees are net, VAT comes on top. */
export function vatOnNet(netRappen: number, rateBasisPoints: number): number {
  assertWhole(netRappen);
  return divideRounded(netRappen * rateBasisPoints, 10_000);
}

function assertWhole(amountRappen: number) {
  if (!Number.isSafeInteger(amountRappen)) throw new RangeError(`not whole Rappen: ${amountRappen}`);
}
