import type { InternalTransport } from '@cadeau/service-kit';
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

  /** The base URL of a service (`http://127.0.0.1:3101`). */
  url(service: string): string {
    const url = this.services[service];
    if (!url) throw new Error(`No URL configured for service ${service}`);
    return url;
  }

  /**
   * Internal calls (service-kit `createInternalClient`) over the service's pool, so they share its warm
   * keep-alive connections instead of opening their own.
   */
  transport(service: string): InternalTransport {
    return async ({ path, method, headers, body, timeoutMs }) => {
      const res = await this.pool(service).request({
        path,
        method,
        headers,
        body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      return { status: res.statusCode, text: await res.body.text() };
    };
  }

  pool(service: string): Pool {
    let pool = this.pools.get(service);
    if (!pool) {
      pool = new Pool(this.url(service), {
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

  /**
   * Called after the gateway's server has closed: a proxied request still running then (an upload whose body stopped
   * arriving) has nobody left to answer, so the pools are destroyed instead of waiting for it until its body timeout.
   */
  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((p) => p.destroy()));
    this.pools.clear();
  }
}

/** Errors that mean "the service is not there", as opposed to a slow or broken answer. */
export function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? '';
  return [
    'ECONNREFUSED',
    'ECONNRESET',
    'ENOTFOUND',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
    'UND_ERR_SOCKET',
    'UND_ERR_CLOSED',
  ].includes(code);
}

export function isTimeout(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? '';
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}
