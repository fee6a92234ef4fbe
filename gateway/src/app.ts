import type http from 'node:http';
import compress from 'koa-compress';
import { createService, type Service } from '@cadeau/service-kit';
import type { Server as SocketServer } from 'socket.io';
import type { GatewayConfig } from './config';
import { securityHeaders } from './security-headers';
import { staticFiles } from './static-files';
import { apiProxy } from './api-proxy';
import { SessionResolver } from './sessions';
import { Upstreams } from './upstreams';
import { attachRealtime, followIdentityEvents } from './realtime';
import { registerErrorLog } from './error-log';

export interface Gateway {
  service: Service;
  sessions: SessionResolver;
  listen(port?: number, host?: string): Promise<http.Server>;
  close(): Promise<void>;
}

export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const upstreams = new Upstreams(config.services, config.upstreamTimeoutMs);
  const sessions = new SessionResolver(upstreams, config.secret, config.sessionCacheMs);
  let io: SocketServer | null = null;
  let stopFollowing: (() => void) | null = null;

  const service = await createService({
    name: 'gateway',
    secret: config.secret,
    nats: config.natsUrl ? { url: config.natsUrl } : undefined,
    setup(kit) {
      // Behind the ingress in production: trust X-Forwarded-* for the client IP and https.
      kit.app.proxy = config.production;
      kit.app.use(securityHeaders(config.production));
      kit.app.use(compress({ threshold: 1024, br: false }));
      kit.app.use(staticFiles(config.staticRoots, config.envName));
      kit.app.use(
        apiProxy({
          upstreams,
          sessions,
          secret: config.secret,
          production: config.production,
          rateLimits: { login: config.loginRatePerMinute, errorLog: config.errorLogRatePerMinute },
        }),
      );
      registerErrorLog(kit);
      if (kit.nats) stopFollowing = followIdentityEvents(kit.nats, sessions, () => io, kit.logger);
    },
  });

  return {
    service,
    sessions,
    async listen(port = config.port, host = '0.0.0.0') {
      const server = await service.listen(port, host);
      io = attachRealtime(server, sessions, service.kit.logger);
      return server;
    },
    async close() {
      stopFollowing?.();
      if (io) await new Promise<void>((resolve) => io!.close(() => resolve()));
      await service.close();
      await upstreams.close();
    },
  };
}
