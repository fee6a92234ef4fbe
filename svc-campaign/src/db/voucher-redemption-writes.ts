import type { VoucherFeedbackGiven, VoucherRedeemed } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { VoucherConsumption } from '../domain/order-saga';
import { closeCompensatedRound, consumeVoucher, saveFeedback } from './voucher-redemption';

type Writer = Pick<Kit<'campaign'>, 'db' | 'addEvent'>;

/**
 * Step 3 of the order saga (ADR 0021): the conditional UPDATE that consumes the voucher and the outbox event
 * `voucher.redeemed` in one transaction: the order exists for svc-catalog if and only if the code is used.
 * Returns false when another order consumed it first (nothing written).
 */
export async function redeemVoucher(
  kit: Writer,
  voucherId: string,
  consumption: VoucherConsumption,
  event: VoucherRedeemed,
): Promise<boolean> {
  return kit.db.transaction(async (trx) => {
    if (!(await consumeVoucher(trx, voucherId, consumption))) return false;
    await kit.addEvent(trx, 'voucher.redeemed', event);
    return true;
  });
}

/**
 * The saga's compensation (ADR 0021): gives the key's reservation back through `release` (svc-catalog) while the
 * voucher row is locked and its round closed, if the voucher is still unused. An order holding a key of that
 * round (a double click) waits for the lock and then cannot consume with a released unit; a retry with the
 * attempt's Idempotency-Key is refused later, a new attempt reserves under the next round. When `release` fails,
 * the transaction rolls back (nothing marked) and svc-catalog's sweeper releases the reservation later.
 * Returns whether it released.
 */
export async function releaseWhileUnused(
  kit: Writer,
  voucherId: string,
  attempt: { round: number; idempotencyKey: string | null },
  release: () => Promise<void>,
): Promise<boolean> {
  return kit.db.transaction(async (trx) => {
    if (!(await closeCompensatedRound(trx, voucherId, attempt.round, attempt.idempotencyKey))) return false;
    await release();
    return true;
  });
}

/** Stores a used voucher's feedback and publishes it for the giver (dashboard panel, statistics). */
export async function giveFeedback(kit: Writer, event: VoucherFeedbackGiven): Promise<void> {
  await kit.db.transaction(async (trx) => {
    await saveFeedback(trx, event.voucherId, event.feedback, new Date(event.at));
    await kit.addEvent(trx, 'voucher.feedbackGiven', event);
  });
}

/** The global failed-lookup budget ran out in this window: svc-identity tells the platform administrators. */
export async function recordLookupBudgetExhausted(
  kit: Writer,
  data: { at: string; failures: number; windowSec: number },
): Promise<void> {
  await kit.db.transaction(async (trx) => {
    await kit.addEvent(trx, 'voucher.lookupBudgetExhausted', data);
  });
}
