import type http from 'node:http';
import { Server } from 'socket.io';
import type { NatsConnection } from 'nats';
import { SESSION_COOKIE } from '@cadeau/contracts';
import type pino from 'pino';
import { readCookie } from './cookies';
import type { SessionResolver } from './sessions';

/**
 * socket.io on the gateway's HTTP server, websocket transport only, authenticated by the session
 * cookie. Each socket joins rooms for its user, its session and its current organisation, so events
 * from NATS reach exactly the people they concern.
 */
export function attachRealtime(server: http.Server, sessions: SessionResolver, logger: pino.Logger): Server {
  const io = new Server(server, { path: '/socket.io', transports: ['websocket'], serveClient: false, cors: undefined });
  io.use(async (socket, next) => {
    try {
      const session = await sessions.resolve(readCookie(socket.handshake.headers.cookie, SESSION_COOKIE));
      if (!session) return next(new Error('error.unauthorized'));
      socket.data.session = session;
      next();
    } catch (err) {
      logger.warn({ err }, 'socket session lookup failed');
      next(new Error('error.serviceUnavailable'));
    }
  });
  io.on('connection', (socket) => {
    const s = socket.data.session;
    void socket.join([`user:${s.userId}`, `session:${s.sessionId}`]);
    if (s.currentOrganizationId) void socket.join(`org:${s.currentOrganizationId}`);
  });
  return io;
}

/**
 * Follows identity events on NATS: drops cached sessions and tells the affected browsers. A plain
 * subscription is enough here: the cache is per replica and missing an event costs at most the cache TTL.
 */
export function followIdentityEvents(nc: NatsConnection, sessions: SessionResolver, io: () => Server | null, logger: pino.Logger) {
  const subs = [nc.subscribe('session.ended'), nc.subscribe('user.updated')];
  for (const sub of subs) {
    void (async () => {
      for await (const msg of sub) {
        try {
          const event = JSON.parse(new TextDecoder().decode(msg.data)) as { type: string; data: { userId?: string; sessionId?: string } };
          const { userId, sessionId } = event.data ?? {};
          if (msg.subject === 'session.ended' && sessionId) {
            sessions.invalidate({ sessionId });
            const server = io();
            if (server) {
              server.to(`session:${sessionId}`).emit('session:ended', { sessionId });
              server.in(`session:${sessionId}`).disconnectSockets(true);
            }
          } else if (userId) {
            sessions.invalidate({ userId });
            io()?.to(`user:${userId}`).emit('user:updated', { userId });
          }
        } catch (err) {
          logger.warn({ err, subject: msg.subject }, 'could not handle identity event');
        }
      }
    })();
  }
  return () => subs.forEach((s) => s.unsubscribe());
}
