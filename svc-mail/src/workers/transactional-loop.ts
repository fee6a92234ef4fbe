import { PollingWorker } from '@cadeau/service-kit';
import type { Logger } from '../logger';
import type { Dispatcher } from './dispatcher';

export interface TransactionalLoopOptions {
  batchSize: number;
  /** Poll interval: catches retries coming due and messages inserted by another replica. */
  pollMs: number;
}

/**
 * Sends transactional mail at once, at any hour: woken by the intake after each committed message
 * (`nudge`), otherwise polling. Batches follow each other without a pause while there is a backlog; while
 * the provider pauses sending (429, refused key) the loop waits for the pause, up to a minute. `stop()`
 * lets the batch in flight finish (its sends are bounded by the provider timeout).
 */
export function transactionalLoop(dispatcher: Dispatcher, opts: TransactionalLoopOptions, logger: Logger) {
  return new PollingWorker({
    name: 'transactional mail batch',
    logger,
    pollMs: opts.pollMs,
    // A failing batch (database away) is tried again after twice the poll interval, doubling, at most 30 s.
    backoff: { initialMs: opts.pollMs * 2, maxMs: 30_000 },
    async tick() {
      const result = await dispatcher.sendBatch('transactional', opts.batchSize);
      if (result.paused) return { waitMs: Math.max(opts.pollMs, Math.min(dispatcher.pausedForMs(), 60_000)) };
      if (result.claimed === opts.batchSize) return 'again';
    },
  });
}
