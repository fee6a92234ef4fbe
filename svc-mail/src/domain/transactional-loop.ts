import type { Dispatcher } from './dispatcher';
import type { Logger } from './logger';
import { Sleeper } from '@cadeau/service-kit';

export interface TransactionalLoopOptions {
  batchSize: number;
  /** Poll interval: catches retries coming due and messages inserted by another replica. */
  pollMs: number;
}

/**
 * Sends transactional mail at once, at any hour: woken by the intake after each committed message,
 * otherwise polling. Batches follow each other without a pause while there is a backlog.
 */
export class TransactionalLoop {
  private readonly sleeper = new Sleeper();
  private loop: Promise<void> | null = null;
  private failures = 0;

  constructor(
    private readonly dispatcher: Dispatcher,
    private readonly opts: TransactionalLoopOptions,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (!this.loop) this.loop = this.run();
  }

  /** A message was queued: look now instead of at the next poll. */
  nudge = (): void => this.sleeper.wake();

  /** Lets the batch in flight finish (its sends are bounded by the provider timeout), then stops. */
  async stop(): Promise<void> {
    this.sleeper.stop();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.sleeper.isStopped) {
      let wait = this.opts.pollMs;
      try {
        const result = await this.dispatcher.sendBatch('transactional', this.opts.batchSize);
        this.failures = 0;
        if (result.claimed === this.opts.batchSize && !result.paused) continue;
        if (result.paused) wait = Math.max(wait, Math.min(this.dispatcher.pausedForMs(), 60_000));
      } catch (err) {
        this.failures++;
        wait = Math.min(this.opts.pollMs * 2 ** this.failures, 30_000);
        this.logger.warn({ err, retryInMs: wait }, 'transactional mail batch failed');
      }
      await this.sleeper.sleep(wait);
    }
  }
}
