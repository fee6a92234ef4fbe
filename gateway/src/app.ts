import type http from 'node:http';
import compress from 'koa-compress';
import { createService, listenMetrics, watchPool, type Service } from '@cadeau/service-kit';
import type { Server as SocketServer } from 'socket.io';
import type { GatewayConfig } from './config';
import { securityHeaders } from './security-headers';
import { frameworkPaths } from './framework-paths';
import { staticFiles } from './static-files';
import { apiProxy } from './api-proxy';
import { refuseCrossSite } from './cross-site';
import { SessionResolver } from './sessions';
import { Upstreams } from './upstreams';
import { attachRealtime, followIdentityEvents } from './realtime';
import { registerErrorLog } from './error-log';
import { gatewayRouteLabel, noPublicMetrics, watchSockets } from './metrics';
import { openRateLimitDatabase } from './db/rate-limit-table';

export interface Gateway {
  service: Service;
  sessions: SessionResolver;
  listen(port?: number, host?: string): Promise<http.Server>;
  /** The metrics listener (ADR 0033): `GET /metrics` on a port of its own, never on the public one. */
  listenMetrics(port: number, host?: string): Promise<http.Server>;
  close(): Promise<void>;
}

export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const upstreams = new Upstreams(config.services, config.upstreamTimeoutMs);
  const sessions = new SessionResolver(upstreams, config.secret, config.sessionCacheMs);
  let io: SocketServer | null = null;
  let stopFollowing: (() => void) | null = null;
  const rateLimitDb = config.databaseUrl ? await openRateLimitDatabase(config.databaseUrl) : null;

  const service = await createService({
    name: 'gateway',
    secret: config.secret,
    nats: config.natsUrl ? { url: config.natsUrl } : undefined,
    // The public port serves no metrics: they have their own listener (listenMetrics).
    metrics: { endpoint: false, routeLabel: gatewayRouteLabel(config.staticRoots) },
    setup(kit) {
      // Behind proxies: trust X-Forwarded-* for exactly the configured hops (ADR 0011). Koa then takes the
      // client from the last `maxIpsCount` entries of X-Forwarded-For, so a client-written entry on the left
      // never becomes the address (app.proxy alone took the leftmost one, which anyone can write).
      const hops = config.trustedProxyHops ?? (config.production ? 1 : 0);
      kit.app.proxy = hops > 0;
      kit.app.maxIpsCount = hops;
      kit.app.use(securityHeaders(config.production));
      kit.app.use(compress({ threshold: 1024, br: false }));
      kit.app.use(frameworkPaths());
      kit.app.use(noPublicMetrics());
      kit.app.use(staticFiles(config.staticRoots, config.envName));
      kit.app.use(refuseCrossSite());
      kit.app.use(
        apiProxy({
          upstreams,
          sessions,
          secret: config.secret,
          production: config.production,
          rateLimits: {
            points: {
              login: config.loginRatePerMinute,
              errorLog: config.errorLogRatePerMinute,
              ...config.rateLimitPoints,
            },
            scale: config.rateLimitScale,
            ...(rateLimitDb ? { store: rateLimitDb } : {}),
          },
        }),
      );
      registerErrorLog(kit);
      if (kit.nats) stopFollowing = followIdentityEvents(kit.nats, sessions, () => io, kit.logger);
    },
  });

  watchSockets(service.kit.metrics, () => io);
  if (rateLimitDb) watchPool(service.kit.metrics, rateLimitDb);
  let metricsServer: http.Server | null = null;

  return {
    service,
    sessions,
    async listen(port = config.port, host = config.host ?? '0.0.0.0') {
      const server = await service.listen(port, host);
      io = attachRealtime(server, sessions, service.kit.logger, { trustProxy: service.kit.app.proxy });
      return server;
    },
    async listenMetrics(port, host = config.host ?? '0.0.0.0') {
      metricsServer = await listenMetrics(service.kit.metrics, port, host);
      return metricsServer;
    },
    async close() {
      // First the drain, listener open: socket.io's close() below closes the HTTP server at once, which would
      // refuse what the balancer still sends while /readyz already answers 503.
      await service.drain();
      const metricsClosed = metricsServer && new Promise((resolve) => metricsServer!.close(resolve));
      metricsServer?.closeAllConnections();
      stopFollowing?.();
      // socket.io's close() disconnects the realtime clients, then closes the HTTP server as well and waits for
      // every connection without a bound. The kit closes that server with one (shutdownTimeoutMs), so both run
      // together: the realtime close then finds the server already closing and returns.
      const realtimeClosed = io?.close();
      await service.close();
      await realtimeClosed;
      await upstreams.close();
      await rateLimitDb?.destroy();
      await metricsClosed;
    },
  };
}
