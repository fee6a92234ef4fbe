import { parseVoucherReservationKey, type VoucherConsumption } from '@cadeau/contracts';

/**
 * The reservation sweeper's rules (issue 12). The order saga of svc-campaign reserves a unit under the key
 * `voucher:<voucherId>:<productId>:<YYYY-Www>` (with `:<round>` appended in a later attempt round, ADR 0021)
 * before it consumes the code; when it dies in between (a crash, a lost connection) nobody releases the unit. A
 * reservation is swept when it is older than the saga could still be running (SWEEP_AGE_MS), has no order
 * attached, and svc-campaign says its voucher is unused, unknown, or was used under another key (another attempt
 * of the same recipient won: another gift, week or round). The key the consuming order holds keeps its unit: its
 * order is on its way through `voucher.redeemed`.
 */
export const SWEEP_AGE_MS = 10 * 60 * 1000;
/** The key prefix of the saga's reservations; other callers' reservations are never swept. */
export const VOUCHER_KEY_PREFIX = 'voucher:';
/** Most reservations one sweep asks about (svc-campaign answers at most 1000 vouchers per call). */
export const SWEEP_BATCH = 1000;

/** The voucher, product and week a saga's key names (of any attempt round), or null for a key of another shape. */
export function parseVoucherKey(key: string): { voucherId: string; productId: string; week: string } | null {
  const parsed = parseVoucherReservationKey(key);
  return parsed ? { voucherId: parsed.voucherId, productId: parsed.productId, week: parsed.week } : null;
}

/** A stale reservation as the sweeper found it: its key, and the product and ISO week it holds. */
export interface StaleReservation {
  key: string;
  productId: string;
  week: string;
}

/**
 * Which of `stale` to release, given svc-campaign's answer about their vouchers. A reservation whose key does not
 * parse, or whose voucher the answer leaves out, is kept (nothing is released on a guess).
 */
export function reservationsToRelease(
  stale: readonly StaleReservation[],
  answers: readonly VoucherConsumption[],
): StaleReservation[] {
  const byVoucher = new Map(answers.map((a) => [a.voucherId, a]));
  return stale.filter((r) => {
    const key = parseVoucherKey(r.key);
    const answer = key && byVoucher.get(key.voucherId);
    if (!answer) return false;
    if (answer.status !== 'used') return true;
    // An answer without the order's key (svc-campaign before attempt rounds) names its product and week only.
    if (answer.reservationKey == null) return answer.productId !== r.productId || answer.week !== r.week;
    return answer.reservationKey !== r.key;
  });
}
