import { findRoute, toKoaPath } from '@cadeau/contracts';
import { METRICS_PATH, UNMATCHED_ROUTE } from '@cadeau/service-kit';
import type Koa from 'koa';
import { Gauge, type Registry } from 'prom-client';
import type { Server as SocketServer } from 'socket.io';
import type { GatewayConfig } from './config';
import { isFrameworkPath } from './framework-paths';

/**
 * The `route` label of a gateway request (ADR 0033), never its raw path: a proxied call is its route table template
 * under /api (`/api/voucher/:code`), an unknown or internal /api path `unmatched` (it is answered 404), the
 * manifest its path, a bundle or other file `static`, any other page path `page` (the shell's document).
 * Undefined leaves it to the kit (its probes, the gateway's own routes).
 */
export function gatewayRouteLabel(
  roots: GatewayConfig['staticRoots'],
  find: typeof findRoute = findRoute,
): (ctx: Koa.Context) => string | undefined {
  const remotePrefixes = Object.values(roots.remotes).map((r) => r.urlPrefix);
  return (ctx) => {
    // The original path: the proxy hands a gateway-owned route on with `/api` taken off.
    const path = ctx.originalUrl.split(/[?#]/)[0];
    if (path === '/api' || path.startsWith('/api/')) {
      const match = find(ctx.method, path.slice('/api'.length) || '/');
      return match && match.route.access !== 'internal' ? `/api${toKoaPath(match.route.path)}` : UNMATCHED_ROUTE;
    }
    if (path === '/healthz' || path === '/readyz') return undefined;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return UNMATCHED_ROUTE;
    if (path === METRICS_PATH || path.startsWith(`${METRICS_PATH}/`) || isFrameworkPath(path)) return UNMATCHED_ROUTE;
    if (path === '/mfe-manifest.json') return path;
    if (remotePrefixes.some((p) => path.startsWith(p))) return 'static';
    if (/\.[A-Za-z0-9]+$/.test(path)) return 'static';
    return 'page';
  };
}

/**
 * The public port has no metrics: `/metrics` answers 404 (ADR 0033) rather than the shell's page, and is never
 * proxied. Prometheus scrapes the gateway on its own listener (METRICS_PORT).
 */
export function noPublicMetrics(): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== METRICS_PATH && !ctx.path.startsWith(`${METRICS_PATH}/`)) return next();
    ctx.status = 404;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { message: 'error.notFound' };
  };
}

/** `gateway_socket_connections`: socket.io clients connected to this gateway, read at scrape time. */
export function watchSockets(registry: Registry, io: () => SocketServer | null): void {
  new Gauge({
    name: 'gateway_socket_connections',
    help: 'Realtime (socket.io) connections open on this gateway.',
    registers: [registry],
    collect() {
      this.set(io()?.engine.clientsCount ?? 0);
    },
  });
}
