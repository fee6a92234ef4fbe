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

/** Subjects the gateway follows, and what each does. */
export const FOLLOWED_SUBJECTS = ['session.ended', 'session.updated', 'user.updated', 'notification.created'] as const;

interface IdentityEvent {
  type: string;
  data: { userId?: string; sessionId?: string; reason?: string; notification?: unknown };
}

/**
 * Follows identity events on NATS: drops cached sessions and tells the affected browsers. A plain
 * subscription is enough here: the cache is per replica and missing an event costs at most the cache TTL.
 */
export function followIdentityEvents(
  nc: NatsConnection,
  sessions: SessionResolver,
  io: () => Server | null,
  logger: pino.Logger,
) {
  const subs = FOLLOWED_SUBJECTS.map((subject) => nc.subscribe(subject));
  for (const sub of subs) {
    void (async () => {
      for await (const msg of sub) {
        try {
          const event = JSON.parse(new TextDecoder().decode(msg.data)) as IdentityEvent;
          handleEvent(msg.subject, event.data ?? {}, sessions, io());
        } catch (err) {
          logger.warn({ err, subject: msg.subject }, 'could not handle identity event');
        }
      }
    })();
  }
  return () => subs.forEach((s) => s.unsubscribe());
}

function handleEvent(subject: string, data: IdentityEvent['data'], sessions: SessionResolver, io: Server | null): void {
  const { userId, sessionId } = data;
  switch (subject) {
    case 'session.ended':
      if (!sessionId) return;
      sessions.invalidate({ sessionId });
      // Ending an impersonation ends the impersonating token, but the administrator's browser already
      // holds the new one of its own session: it must reload its user, not go to /login.
      if (data.reason === 'impersonationEnded') {
        io?.to(`session:${sessionId}`).emit('session:updated', { sessionId });
        return;
      }
      io?.to(`session:${sessionId}`).emit('session:ended', { sessionId });
      io?.in(`session:${sessionId}`).disconnectSockets(true);
      return;
    case 'session.updated':
      if (sessionId) sessions.invalidate({ sessionId });
      if (sessionId) io?.to(`session:${sessionId}`).emit('session:updated', { sessionId });
      return;
    case 'user.updated':
      if (!userId) return;
      sessions.invalidate({ userId });
      io?.to(`user:${userId}`).emit('user:updated', { userId });
      return;
    case 'notification.created':
      if (userId) io?.to(`user:${userId}`).emit('notification', data.notification ?? null);
      return;
  }
}
