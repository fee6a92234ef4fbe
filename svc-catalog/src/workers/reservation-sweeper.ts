import type { Kit } from '@cadeau/service-kit';
import { schedule, type ScheduledTask } from 'node-cron';
import type { CampaignVouchers } from '../adapters/campaign-vouchers';
import { releaseUnit } from '../db/reservations';
import { staleVoucherReservations } from '../db/stale-reservations';
import { parseVoucherKey, reservationsToRelease, SWEEP_AGE_MS, SWEEP_BATCH } from '../domain/reservation-sweep';

/** Every five minutes: a unit left by a dead saga is free again within a quarter of an hour. */
export const SWEEP_SCHEDULE = '*/5 * * * *';

export type SweepDeps = Pick<Kit<'catalog'>, 'db' | 'addEvent' | 'logger'> & {
  vouchers: CampaignVouchers;
  now: () => Date;
};

/**
 * One sweep (domain/reservation-sweep.ts): the oldest stale reservations of the order saga without an order, their
 * vouchers asked at svc-campaign (`POST /internal/vouchers/consumption`, which fences the keys), and each unit whose voucher is unused,
 * unknown or used elsewhere released as the saga would have (`releaseUnit`: once per key, with its event). The
 * release itself leaves a reservation alone that got its order meanwhile. Returns how many units were freed.
 */
export async function sweepReservations(deps: SweepDeps): Promise<number> {
  const stale = await staleVoucherReservations(deps.db, new Date(deps.now().getTime() - SWEEP_AGE_MS), SWEEP_BATCH);
  if (!stale.length) return 0;
  const voucherIds = [...new Set(stale.flatMap((r) => parseVoucherKey(r.key)?.voucherId ?? []))];
  // The keys go along: svc-campaign fences each unused voucher's round first, so a late retry of that round cannot
  // consume with a unit released here (ADR 0021). An unused voucher's key is released below whatever the round.
  const answers = await deps.vouchers.consumption(
    voucherIds,
    stale.map((r) => r.key),
  );
  let released = 0;
  for (const r of reservationsToRelease(stale, answers)) {
    const result = await releaseUnit(deps, { productId: r.productId, week: r.week, key: r.key });
    if (result.released) released++;
  }
  if (released) deps.logger.info({ released, stale: stale.length }, 'reservation sweeper released units');
  return released;
}

/** Schedules the sweeper and runs it once at start (units left while the service was down); `stop()` at shutdown. */
export function startReservationSweeper(deps: SweepDeps, expression = SWEEP_SCHEDULE): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    // svc-campaign away: the next run asks again; nothing is released without its answer.
    running = sweepReservations(deps).catch((err) => deps.logger.warn({ err }, 'reservation sweep failed'));
    return running;
  };
  const task: ScheduledTask = schedule(expression, tick, { name: 'reservation-sweeper', noOverlap: true });
  void tick();
  return {
    async stop() {
      await task.stop();
      await running;
    },
  };
}
