import type http from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { NatsConnection, Subscription } from 'nats';
import {
  IMPORT_PROGRESS_SOCKET_EVENT,
  IMPORT_PROGRESS_SUBJECT,
  importProgressMessageSchema,
  PLATFORM_TASKS_CHANGED_SUBJECT,
  PLATFORM_ADMIN,
  SESSION_COOKIE,
} from '@cadeau/contracts';
import type pino from 'pino';
import { readCookie } from './cookies';
import type { ResolvedSession, SessionResolver } from './sessions';

/** Platform administrators' room: they read every organisation's conversations. */
const PLATFORM_ROOM = 'platform';

/**
 * The rooms a socket of `session` belongs to besides its user's and its session's: its current organisation's,
 * and the platform administrators'. They follow the session (an organisation switch moves them).
 */
export function contextRooms(session: Pick<ResolvedSession, 'roles' | 'currentOrganizationId'>): string[] {
  return [
    ...(session.currentOrganizationId ? [`org:${session.currentOrganizationId}`] : []),
    ...(session.roles.includes(PLATFORM_ADMIN) ? [PLATFORM_ROOM] : []),
  ];
}

/**
 * Whether a socket's handshake comes from a page of the platform itself: a browser always sends `Origin` on a
 * WebSocket, and SameSite cookies do not stop a same-site page (another port, a sibling subdomain) from opening
 * one with the user's session. So a present `Origin` must be exactly this gateway's own origin (scheme, host and
 * port the request was sent to; X-Forwarded-Proto/Host only when the gateway trusts its proxy, as Koa does).
 * No `Origin` means no browser, hence no victim's ambient cookie (the rule of cross-site.ts, ADR 0029).
 */
export function isOwnOrigin(req: http.IncomingMessage, trustProxy: boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim() || undefined;
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  const proto = (trustProxy && first(req.headers['x-forwarded-proto'])) || (encrypted ? 'https' : 'http');
  const host = (trustProxy && first(req.headers['x-forwarded-host'])) || req.headers.host;
  return Boolean(host) && origin === `${proto}://${host}`;
}

/**
 * socket.io on the gateway's HTTP server, websocket transport only, authenticated by the session
 * cookie, opened only from the platform's own origin (isOwnOrigin). Each socket joins rooms for its user, its session and its current organisation, so events
 * from NATS reach exactly the people they concern.
 */
export function attachRealtime(
  server: http.Server,
  sessions: SessionResolver,
  logger: pino.Logger,
  opts: { trustProxy?: boolean } = {},
): Server {
  const io = new Server(server, { path: '/socket.io', transports: ['websocket'], serveClient: false, cors: undefined });
  // socket.io awaits nothing of a middleware: the lookup answers through next, and catches all it can throw.
  const admit = async (socket: Socket, next: (err?: Error) => void) => {
    if (!isOwnOrigin(socket.request, opts.trustProxy ?? false)) return next(new Error('error.forbidden'));
    try {
      const session = await sessions.resolve(readCookie(socket.handshake.headers.cookie, SESSION_COOKIE));
      if (!session) return next(new Error('error.unauthorized'));
      socket.data.session = session;
      next();
    } catch (err) {
      logger.warn({ err }, 'socket session lookup failed');
      next(new Error('error.serviceUnavailable'));
    }
  };
  io.use((socket, next) => void admit(socket, next));
  io.on('connection', (socket) => {
    const s = socket.data.session;
    void socket.join([`user:${s.userId}`, `session:${s.sessionId}`, ...contextRooms(s)]);
  });
  return io;
}

/** Subjects the gateway follows, and what each does. */
export const FOLLOWED_SUBJECTS = [
  'session.ended',
  'session.updated',
  'user.updated',
  'notification.created',
  'conversation.updated',
  // svc-campaign's campaign events (issue 11): the campaign's status changed (released, reviewed, started, ...).
  'campaign.*',
  // svc-billing's invoice and payout events (issue 19): the organisation's payment screens refresh.
  'invoice.*',
  'payout.*',
] as const;

/** What a browser is told when an invoice or payout changed: ids, type and status; the page reads the rest. */
export const INVOICE_UPDATED = 'invoice:updated';

/** What a browser is told when a campaign's status changed: only ids and the status; the page reads the rest. */
export const CAMPAIGN_UPDATED = 'campaign:updated';
/** Issue 20: the platform administrators' task list changed (GET /platform/tasks answers anew). */
export const PLATFORM_TASKS_CHANGED = 'platform:tasksChanged';

interface IdentityEvent {
  type: string;
  data: {
    userId?: string;
    sessionId?: string;
    reason?: string;
    notification?: unknown;
    conversationId?: string;
    organizationId?: string;
    status?: string;
    campaignId?: string;
    invoiceId?: string;
    type?: string;
  };
}

/**
 * Moves the sockets of a session whose context changed (organisation switched, roles changed) to the rooms of
 * its new context, looked up afresh (the cache entry was just dropped). A failed lookup leaves the old rooms
 * until the browser reconnects; it reloads its user on `session:updated` anyway.
 */
async function followContext(io: Server, sessionId: string, sessions: SessionResolver): Promise<void> {
  for (const socket of await io.in(`session:${sessionId}`).fetchSockets()) {
    const token = readCookie(socket.handshake.headers.cookie, SESSION_COOKIE);
    const session = await sessions.resolve(token);
    if (!session) continue;
    const before = contextRooms(socket.data.session as ResolvedSession);
    const after = contextRooms(session);
    for (const room of before.filter((r) => !after.includes(r))) socket.leave(room);
    socket.join(after);
    socket.data.session = session;
  }
}

/**
 * Follows identity events (and svc-campaign's campaign events) on NATS: drops cached sessions and tells the
 * affected browsers. A plain subscription is enough here: the cache is per replica and missing an event costs
 * at most the cache TTL (a missed campaign change at most a stale panel until the next load).
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
          handleEvent(msg.subject, event.data ?? {}, sessions, io(), logger);
        } catch (err) {
          logger.warn({ err, subject: msg.subject }, 'could not handle identity event');
        }
      }
    })();
  }
  const progress = followImportProgress(nc, io, logger);
  // Issue 20: svc-campaign's hint that the platform's tasks changed goes to the administrators' sockets.
  const tasks = nc.subscribe(PLATFORM_TASKS_CHANGED_SUBJECT, {
    callback: () => io()?.to(PLATFORM_ROOM).emit(PLATFORM_TASKS_CHANGED, {}),
  });
  return () => [...subs, progress, tasks].forEach((s) => s.unsubscribe());
}

/**
 * Issue 11: a recipients CSV import's progress, published by svc-campaign on core NATS (no stream: only fresh
 * progress is worth anything) every few thousand rows and at each phase, goes to the importing user's browsers as
 * `campaign:importProgress` {campaignId, rows, phase}. A malformed message is dropped.
 */
function followImportProgress(nc: NatsConnection, io: () => Server | null, logger: pino.Logger): Subscription {
  const sub = nc.subscribe(IMPORT_PROGRESS_SUBJECT);
  void (async () => {
    for await (const msg of sub) {
      try {
        const parsed = importProgressMessageSchema.safeParse(JSON.parse(new TextDecoder().decode(msg.data)));
        if (!parsed.success) continue;
        const { userId, campaignId, rows, phase } = parsed.data;
        io()?.to(`user:${userId}`).emit(IMPORT_PROGRESS_SOCKET_EVENT, { campaignId, rows, phase });
      } catch (err) {
        logger.warn({ err, subject: msg.subject }, 'could not handle import progress');
      }
    }
  })();
  return sub;
}

function handleEvent(
  subject: string,
  data: IdentityEvent['data'],
  sessions: SessionResolver,
  io: Server | null,
  logger: pino.Logger,
): void {
  const { userId, sessionId } = data;
  if (subject.startsWith('campaign.')) {
    // Issue 11: the dashboard's campaign panels and an open campaign refresh when a campaign changes status, for
    // its organisation's members and the platform administrators (who review it); the API checks the rest.
    const { campaignId, organizationId, status } = data;
    if (campaignId && organizationId)
      io?.to([`org:${organizationId}`, PLATFORM_ROOM]).emit(CAMPAIGN_UPDATED, { campaignId, organizationId, status });
    return;
  }
  if (subject.startsWith('invoice.') || subject.startsWith('payout.')) {
    const { invoiceId, organizationId, status, type } = data;
    if (invoiceId && organizationId)
      io?.to([`org:${organizationId}`, PLATFORM_ROOM]).emit(INVOICE_UPDATED, {
        invoiceId,
        organizationId,
        type,
        status,
      });
    return;
  }
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
      if (!sessionId) return;
      sessions.invalidate({ sessionId });
      io?.to(`session:${sessionId}`).emit('session:updated', { sessionId });
      if (io)
        followContext(io, sessionId, sessions).catch((err) =>
          logger.warn({ err, sessionId }, 'could not move a socket to its new context'),
        );
      return;
    case 'user.updated':
      if (!userId) return;
      sessions.invalidate({ userId });
      io?.to(`user:${userId}`).emit('user:updated', { userId });
      return;
    case 'notification.created':
      if (userId) io?.to(`user:${userId}`).emit('notification', data.notification ?? null);
      return;
    case 'conversation.updated': {
      // Issue 9: an open thread refreshes when the other side writes. Only ids and the status go out, to the
      // organisation's members and the platform administrators; the page reads the messages through the API,
      // which checks who may see them.
      const { conversationId, organizationId, status } = data;
      if (!conversationId || !organizationId) return;
      io?.to([`org:${organizationId}`, PLATFORM_ROOM]).emit('conversation:updated', {
        conversationId,
        organizationId,
        status,
      });
      return;
    }
  }
}
