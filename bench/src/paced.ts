import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { round, type LoadResult } from './load';

export interface PacedOptions {
  label: string;
  url: string;
  headers: Record<string, string>;
  durationSeconds: number;
  connections: number;
  rate: number;
}

/**
 * An open-loop load at an even rate: request i is due at start + i/rate, whatever earlier answers do.
 * autocannon's `overallRate` spends each second's budget in a burst at the start of the second, so its
 * latency at a "fixed rate" mostly measures the queue that burst builds, not the service. Latency here
 * counts from when a request was due (not when it was sent), so a generator that falls behind cannot
 * hide a slow server (no coordinated omission).
 */
export async function runPaced(opts: PacedOptions): Promise<LoadResult> {
  const url = new URL(opts.url);
  const pool = new Pool(url.origin, { connections: opts.connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const total = Math.round(opts.rate * opts.durationSeconds);
  const intervalMs = 1000 / opts.rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let issued = 0;
  const inFlight = new Set<Promise<void>>();

  const fire = (dueAt: number) => {
    const p = pool
      .request({ method: 'GET', path: url.pathname + url.search, headers: opts.headers })
      .then(async (res) => {
        await res.body.dump();
        latencies.push(performance.now() - dueAt);
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
      })
      .catch(() => {
        errors++;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Issue everything that is due by now (timers fire at ~1 ms granularity, so a tick may owe a few).
      while (issued < total && start + issued * intervalMs <= now) fire(start + issued++ * intervalMs);
      if (issued >= total) return resolve();
      setTimeout(tick, Math.max(0, start + issued * intervalMs - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  await pool.close();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : 0;
  const mean = latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length);
  return {
    label: opts.label,
    mode: 'fixed-rate',
    requestsPerSecond: round(latencies.length / elapsedSeconds),
    meanMs: round(mean),
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    errors,
    non2xx,
  };
}
