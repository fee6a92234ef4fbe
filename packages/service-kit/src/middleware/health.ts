import { ErrorKeys } from '@cadeau/contracts/errors';
import type { Middleware } from 'koa';

export interface ReadinessProbe {
  /** False once shutdown began: the load balancer stops sending new requests before we stop listening. */
  accepting(): boolean;
  /** Throws (or resolves false) when a dependency is not usable. */
  check(): Promise<Record<string, boolean>>;
}

/** `GET /healthz`: the process is alive. `GET /readyz`: it can serve (DB answers, NATS connected, not shutting down). */
export function health(probe: ReadinessProbe): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || (ctx.path !== '/healthz' && ctx.path !== '/readyz')) return next();
    ctx.set('cache-control', 'no-store');
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (!probe.accepting()) {
      ctx.status = 503;
      ctx.body = { message: ErrorKeys.serviceUnavailable, status: 'shutting down' };
      return;
    }
    const checks = await probe.check();
    const ok = Object.values(checks).every(Boolean);
    ctx.status = ok ? 200 : 503;
    ctx.body = ok ? { status: 'ready', checks } : { message: ErrorKeys.serviceUnavailable, checks };
  };
}
