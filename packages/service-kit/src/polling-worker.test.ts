import pino from 'pino';
import { PollingWorker, type TickResult } from './polling-worker';

const logger = pino({ level: 'silent' });

/** A tick whose every run is recorded and held until the test releases it. */
function heldTicks(results: Array<TickResult | Error> = []) {
  const starts: number[] = [];
  let running = 0;
  let maxRunning = 0;
  const releases: Array<() => void> = [];
  const tick = async (): Promise<TickResult> => {
    starts.push(Date.now());
    running++;
    maxRunning = Math.max(maxRunning, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running--;
    const next = results.shift();
    if (next instanceof Error) throw next;
    return next;
  };
  return {
    tick,
    starts,
    maxRunning: () => maxRunning,
    running: () => running,
    /** Resolves once the nth tick (1-based) has started. */
    started: (n: number) => until(() => starts.length >= n),
    release: () => releases.shift()?.(),
  };
}

async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
}

describe('PollingWorker', () => {
  it('runs a tick at start and then after each poll interval', async () => {
    let ticks = 0;
    const worker = new PollingWorker({ name: 't', logger, pollMs: 20, tick: async () => void ticks++ });
    worker.start();
    await until(() => ticks >= 3);
    await worker.stop();
    const after = ticks;
    await new Promise((r) => setTimeout(r, 60));
    expect(ticks).toBe(after);
  });

  it('runs the next tick at once when a tick says there is more', async () => {
    const t = heldTicks(['again', undefined]);
    const worker = new PollingWorker({ name: 't', logger, pollMs: 60_000, tick: t.tick });
    worker.start();
    await t.started(1);
    t.release();
    await t.started(2); // no 60 s wait in between
    t.release();
    await new Promise((r) => setTimeout(r, 30));
    expect(t.starts).toHaveLength(2);
    await worker.stop();
  });

  it('a nudge ends the wait; a nudge during a tick makes one more tick right after it, never a parallel one', async () => {
    const t = heldTicks();
    const worker = new PollingWorker({ name: 't', logger, pollMs: 60_000, tick: t.tick });
    worker.start();
    await t.started(1);
    worker.nudge();
    worker.nudge();
    expect(t.running()).toBe(1);
    t.release();
    await t.started(2);
    t.release();
    // Two nudges during one tick still mean one more tick, then the long wait.
    await new Promise((r) => setTimeout(r, 30));
    expect(t.starts).toHaveLength(2);
    worker.nudge();
    await t.started(3);
    t.release();
    expect(t.maxRunning()).toBe(1);
    await worker.stop();
  });

  it('waits what a tick asks for', async () => {
    const t = heldTicks([{ waitMs: 60_000 }]);
    const worker = new PollingWorker({ name: 't', logger, pollMs: 1, tick: t.tick });
    worker.start();
    await t.started(1);
    t.release();
    await new Promise((r) => setTimeout(r, 40));
    expect(t.starts).toHaveLength(1);
    await worker.stop();
  });

  it('backs off after failures, doubling, and resets after a success', async () => {
    const failure = new Error('down');
    const t = heldTicks([failure, failure, failure, undefined, failure]);
    const worker = new PollingWorker({
      name: 't',
      logger,
      pollMs: 5,
      backoff: { initialMs: 100, maxMs: 250 },
      tick: t.tick,
    });
    worker.start();
    const releasedAt: number[] = [];
    for (let n = 1; n <= 6; n++) {
      await t.started(n);
      releasedAt.push(Date.now());
      t.release();
    }
    const gaps = [1, 2, 3, 4, 5].map((i) => t.starts[i] - releasedAt[i - 1]);
    // 100, 200, 250 (capped) after the three failures, the poll interval after the success, 100 again after a
    // failure. Timers never fire early, so the lower bounds are exact; the upper ones leave 100 ms for a busy CI.
    expect(gaps[0]).toBeGreaterThanOrEqual(98);
    expect(gaps[0]).toBeLessThan(198);
    expect(gaps[1]).toBeGreaterThanOrEqual(198);
    expect(gaps[2]).toBeGreaterThanOrEqual(248);
    expect(gaps[3]).toBeLessThan(98);
    expect(gaps[4]).toBeGreaterThanOrEqual(98);
    expect(gaps[4]).toBeLessThan(198);
    await worker.stop();
  });

  it('stop waits for the tick in flight and starts no other', async () => {
    const t = heldTicks();
    const worker = new PollingWorker({ name: 't', logger, pollMs: 1, tick: t.tick });
    worker.start();
    await t.started(1);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    t.release();
    await stopping;
    expect(t.running()).toBe(0);
    expect(t.starts).toHaveLength(1);
    worker.start();
    worker.nudge();
    await new Promise((r) => setTimeout(r, 20));
    expect(t.starts).toHaveLength(1);
  });
});
