import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  mode: 'fixed-rate' | 'full-speed';
  requestsPerSecond: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  label: string;
  url: string;
  headers: Record<string, string>;
  durationSeconds: number;
  connections: number;
}

/** As many requests as the connections carry (autocannon); fixed rates use paced.ts. */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    headers: opts.headers,
    duration: opts.durationSeconds,
    connections: opts.connections,
    pipelining: 1,
  });
  return {
    label: opts.label,
    mode: 'full-speed',
    requestsPerSecond: round(result.requests.average),
    meanMs: round(result.latency.mean),
    p50Ms: round(result.latency.p50),
    p99Ms: round(result.latency.p99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const round = (n: number) => Math.round(n * 100) / 100;
