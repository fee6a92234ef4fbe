import { Pool } from 'undici';

/**
 * One keep-alive connection pool per service. Reusing connections is what keeps the gateway hop cheap
 * (measured by `npm run bench`).
 */
export class Upstreams {
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly services: Record<string, string>,
    private readonly timeoutMs: number,
  ) {}

  pool(service: string): Pool {
    let pool = this.pools.get(service);
    if (!pool) {
      const url = this.services[service];
      if (!url) throw new Error(`No URL configured for service ${service}`);
      pool = new Pool(url, {
        connections: 128,
        pipelining: 1,
        keepAliveTimeout: 30_000,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        connectTimeout: 2_000,
      });
      this.pools.set(service, pool);
    }
    return pool;
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((p) => p.close()));
    this.pools.clear();
  }
}

/** Errors that mean "the service is not there", as opposed to a slow or broken answer. */
export function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? '';
  return ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'].includes(code);
}

export function isTimeout(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? '';
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}
