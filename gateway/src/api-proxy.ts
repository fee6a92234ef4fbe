import { EventEmitter } from 'node:events';
import { Transform } from 'node:stream';
import type Koa from 'koa';
import { findRoute, SESSION_COOKIE } from '@cadeau/contracts';
import { discardRequestBody, errors, signClientAddress, signUserContext, DomainError } from '@cadeau/service-kit';
import type { SessionResolver, ResolvedSession } from './sessions';
import { isTimeout, isUnavailable, type Upstreams } from './upstreams';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { RateLimits, type RateLimitSettings } from './rate-limits';

/** Request headers a service may see; everything else (cookies, forged x-cadeau-*) stays at the gateway. */
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'accept',
  'accept-language',
  'user-agent',
  'if-none-match',
  'if-modified-since',
];
/** Response headers that describe the hop, not the payload, or that are for the gateway only. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'trailer',
  'te',
  'x-cadeau-set-session',
  'x-cadeau-clear-session',
]);
const DEFAULT_BODY_LIMIT = 1024 * 1024;
const NO_STORE = 'no-store';
const BUFFERED_BODY_LIMIT = 64 * 1024;

export interface ApiProxyDeps {
  upstreams: Upstreams;
  sessions: SessionResolver;
  secret: string;
  production: boolean;
  rateLimits: RateLimitSettings;
  /** The route lookup; the contracts' table unless a test brings routes the platform does not have yet. */
  findRoute?: typeof findRoute;
}

declare module 'koa' {
  interface DefaultState {
    session?: ResolvedSession | null;
  }
}

/**
 * `/api/*`: finds the route in the contracts table, resolves the session cookie, refuses anonymous calls
 * to non-public routes early, and forwards the request to the owning service with a signed user context.
 * Routes owned by the gateway itself (`service: 'gateway'`) continue to the gateway's own router.
 */
export function apiProxy(deps: ApiProxyDeps): Koa.Middleware {
  const rateLimits = new RateLimits(deps.rateLimits);
  const find = deps.findRoute ?? findRoute;

  return async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    const subPath = ctx.path.slice('/api'.length) || '/';
    const match = find(ctx.method, subPath);
    // Internal routes are for services calling each other (ADR 0008): from outside they do not exist.
    if (!match || match.route.access === 'internal') throw errors.notFound();
    const { route } = match;

    if (route.rateLimit) await rateLimits.consume(ctx, route.rateLimit);

    const token = ctx.cookies.get(SESSION_COOKIE);
    const session = await upstreamCall(() => deps.sessions.resolve(token));
    // An unknown or ended token is answered as anonymous, and its cookie left alone: this answer may arrive after
    // one that set the browser a new session (a request that left with the impersonation's cookie while the end of
    // the impersonation resumed the administrator's), and clearing the cookie then logged the administrator out.
    // Only the answers to the browser's own logout or session change set or clear it.
    ctx.state.session = session;
    if (route.access !== 'public' && !session) throw errors.unauthorized();
    // Answers for a logged-in caller are that user's data: no browser or shared cache may keep them (issue 8).
    const authenticated = !!session || route.access !== 'public';
    if (authenticated) ctx.set('Cache-Control', NO_STORE);

    // SendGrid posts event batches of several MB; everything else stays within the default.
    const bodyLimit = route.bodyLimitBytes ?? DEFAULT_BODY_LIMIT;
    const declared = Number(ctx.get('content-length') || 0);
    if (declared > bodyLimit) throw new DomainError(413, 'error.payloadTooLarge');

    if (route.service === 'gateway') {
      ctx.state.user = session ? { ...session, iat: Math.floor(Date.now() / 1000) } : null;
      ctx.path = subPath;
      return next();
    }

    const headers: Record<string, string> = {};
    for (const name of [...FORWARDED_HEADERS, ...(route.forwardHeaders ?? [])]) {
      const value = ctx.get(name);
      if (value) headers[name] = value;
    }
    // For logs only: services take the caller's address from the signed header (ADR 0011), never from this.
    headers['x-forwarded-for'] = ctx.ip;
    Object.assign(headers, signClientAddress(ctx.ip, deps.secret));
    headers['x-forwarded-proto'] = ctx.protocol;
    const requestId = ctx.response.get('x-request-id');
    if (requestId) headers['x-request-id'] = requestId;
    if (session) Object.assign(headers, signedContext(session, deps.secret));

    const hasBody = !['GET', 'HEAD', 'DELETE'].includes(ctx.method) || declared > 0;
    // A browser that goes away (reload, navigation) cancels the upstream call instead of leaving it running.
    // undici takes an EventEmitter as signal: much cheaper per request than an AbortController (profiled).
    const aborted = new EventEmitter();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) aborted.emit('abort');
    });
    // The service answered before the client finished sending (an early refusal of an upload, e.g. a video past
    // Campaign.MaxVideoSize): undici drops its upstream connection and the request is unpiped, paused, with the
    // client still sending; its connection would hold up every close of the server. The rest is read and dropped.
    if (hasBody) ctx.res.once('finish', () => discardRequestBody(ctx.req, bodyLimit));
    const upstream = await upstreamCall(() =>
      deps.upstreams.pool(route.service).request({
        method: ctx.method as 'GET',
        path: subPath + (ctx.querystring ? `?${ctx.querystring}` : ''),
        headers,
        body: hasBody ? ctx.req.pipe(limitBytes(bodyLimit)) : undefined,
        signal: aborted,
        // A route doing bulk work in one request waits longer than the pool's default (contracts `timeoutMs`).
        ...(route.timeoutMs ? { headersTimeout: route.timeoutMs, bodyTimeout: route.timeoutMs } : {}),
      }),
    );

    ctx.status = upstream.statusCode;
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
      ctx.set(name, value as string | string[]);
    }
    const newToken = upstream.headers['x-cadeau-set-session'];
    // After the service's headers, so none of them loosens it; a login's answer is the new session's data.
    if (authenticated || newToken || upstream.headers['x-cadeau-clear-session']) ctx.set('Cache-Control', NO_STORE);
    if (typeof newToken === 'string') setSessionCookie(ctx, newToken, deps.production);
    if (upstream.headers['x-cadeau-clear-session']) {
      if (token) deps.sessions.forget(token);
      clearSessionCookie(ctx, deps.production);
    }
    if (upstream.statusCode === 204 || upstream.statusCode === 304 || ctx.method === 'HEAD') {
      await upstream.body.dump();
      ctx.body = null;
      ctx.status = upstream.statusCode;
    } else if (Number(upstream.headers['content-length'] ?? Infinity) <= BUFFERED_BODY_LIMIT) {
      // Small answers (nearly all JSON) are buffered: headers and body then leave in one write, which
      // on these machines costs about as much as the rest of the hop (profiled under `npm run bench`).
      ctx.body = Buffer.from(await upstreamCall(() => upstream.body.arrayBuffer()));
    } else {
      // Errors on the body stream after the answer started (client gone, upstream reset) must not
      // become uncaught exceptions; Koa ends the response either way.
      upstream.body.on('error', (err) => ctx.app.emit('proxy-stream-error', err));
      ctx.body = upstream.body;
    }
  };
}

/** Signed context headers per resolved session (one object per session-cache entry, so at most a few seconds). */
const signed = new WeakMap<ResolvedSession, { headers: Record<string, string>; atSec: number }>();
/** Re-signed after this long; services accept a context for USER_CONTEXT_MAX_AGE_SEC (60 s). */
const RESIGN_AFTER_SEC = 10;

/**
 * The same signed headers for the requests of one session within a few seconds: signing anew each time
 * cost an HMAC and a JSON encoding per request, and lets the services' verification cache hit.
 */
function signedContext(session: ResolvedSession, secret: string): Record<string, string> {
  const nowSec = Math.floor(Date.now() / 1000);
  const known = signed.get(session);
  if (known && nowSec - known.atSec < RESIGN_AFTER_SEC) return known.headers;
  const headers = signUserContext(session, secret, nowSec);
  signed.set(session, { headers, atSec: nowSec });
  return headers;
}

/** Maps "service not there" to 503 and "service too slow" to 504, both with a message the client translates. */
async function upstreamCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isUnavailable(err)) throw errors.serviceUnavailable();
    if (isTimeout(err)) throw new DomainError(504, 'error.serviceUnavailable');
    // The client left before the service answered: nobody is waiting for a status any more.
    if ((err as { code?: string }).code === 'UND_ERR_ABORTED' || (err as Error).name === 'AbortError')
      throw new DomainError(400, 'error.network'); // status unseen: the socket is closed
    if ((err as { code?: string }).code === 'PAYLOAD_TOO_LARGE') throw new DomainError(413, 'error.payloadTooLarge');
    throw err;
  }
}

/** Stops a request body that grows past the limit while streaming (chunked uploads have no length). */
function limitBytes(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit) done(Object.assign(new Error('request body too large'), { code: 'PAYLOAD_TOO_LARGE' }));
      else done(null, chunk);
    },
  });
}
