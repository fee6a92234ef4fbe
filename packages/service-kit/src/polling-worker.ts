import type pino from 'pino';
import { Backoff, Sleeper } from './sleeper';

/**
 * What one tick asks for next: nothing (wait the poll interval), `'again'` (there is more work: run the
 * next tick at once) or an explicit wait, e.g. a provider that paused sending for a while.
 */
export type TickResult = void | 'again' | { waitMs: number };

export interface PollingWorkerOptions {
  /** Shown in the logs of a failing tick. */
  name: string;
  logger: pino.Logger;
  /** The work of one round; it is never run twice at the same time. */
  tick(): Promise<TickResult>;
  /** Wait between rounds when a tick found nothing more to do. */
  pollMs: number;
  /** Waits after failed ticks, doubling from `initialMs` up to `maxMs`; reset by a successful tick. */
  backoff?: { initialMs: number; maxMs: number };
}

/**
 * A polling loop: runs `tick`, then sleeps `pollMs` unless woken by `nudge()` (new work was committed),
 * backs off after failures, and `stop()` waits for the tick in flight to finish. Ticks never overlap:
 * a nudge during a tick makes the next tick start right after it instead of waiting.
 */
export class PollingWorker {
  private readonly sleeper = new Sleeper();
  private readonly backoff: Backoff;
  private loop: Promise<void> | null = null;

  constructor(private readonly opts: PollingWorkerOptions) {
    const b = opts.backoff ?? { initialMs: Math.max(opts.pollMs, 250), maxMs: 30_000 };
    this.backoff = new Backoff(b.initialMs, b.maxMs);
  }

  get isStopped(): boolean {
    return this.sleeper.isStopped;
  }

  /** Starts the loop (idempotent); the first tick runs at once. */
  start(): void {
    if (!this.loop && !this.sleeper.isStopped) this.loop = this.run();
  }

  /** New work is there: run a tick now rather than at the end of the current wait. */
  nudge = (): void => this.sleeper.wake();

  /** Ends the loop; resolves when the tick in flight (if any) has finished. */
  async stop(): Promise<void> {
    this.sleeper.stop();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.sleeper.isStopped) {
      let wait: number;
      try {
        const result = await this.opts.tick();
        this.backoff.reset();
        if (result === 'again') continue;
        wait = result && typeof result === 'object' ? result.waitMs : this.opts.pollMs;
      } catch (err) {
        wait = this.backoff.next();
        this.opts.logger.warn({ err, worker: this.opts.name, retryInMs: wait }, `${this.opts.name} failed, retrying`);
      }
      await this.sleeper.sleep(wait);
    }
  }
}
