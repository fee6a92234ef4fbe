import http from 'node:http';
import {
  IDEMPOTENCY_KEY_HEADER,
  INTERNAL_CALL_MAX_AGE_SEC,
  INTERNAL_CALLER_HEADER,
  INTERNAL_SIGNATURE_HEADER,
  INTERNAL_TIMESTAMP_HEADER,
  signInternalCall,
  verifyUserContext,
} from '@cadeau/service-kit';

export const VALID_TOKEN = 'A'.repeat(43);
export const OTHER_TOKEN = 'B'.repeat(43);
export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const SESSION_ID = '22222222-2222-4222-8222-222222222222';
/** A member of an organisation (`setMemberOrganization` switches it) and a platform administrator. */
export const MEMBER_TOKEN = 'C'.repeat(43);
export const MEMBER_SESSION_ID = '44444444-4444-4444-8444-444444444444';
export const ADMIN_TOKEN = 'D'.repeat(43);

/** Whether a request is a fresh internal call signed with `secret` over what arrived (as the kit checks it). */
function signedBy(secret: string, req: http.IncomingMessage, body: string): boolean {
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const caller = header(INTERNAL_CALLER_HEADER) ?? '';
  const timestampSec = Number(header(INTERNAL_TIMESTAMP_HEADER));
  if (!caller || !Number.isInteger(timestampSec)) return false;
  if (Math.abs(Date.now() / 1000 - timestampSec) > INTERNAL_CALL_MAX_AGE_SEC) return false;
  const expected = signInternalCall(secret, {
    method: req.method ?? '',
    path: req.url ?? '',
    body,
    caller,
    idempotencyKey: header(IDEMPOTENCY_KEY_HEADER),
    timestampSec,
  });
  return header(INTERNAL_SIGNATURE_HEADER) === expected[INTERNAL_SIGNATURE_HEADER];
}

/**
 * A small HTTP server that answers like svc-identity on the calls the gateway makes, so the gateway's
 * proxying is tested over real HTTP without a database. It records what reached it. `dropResolves(n)`
 * closes the connection of the next n session lookups without an answer (a connection lost under a call).
 */
export function startIdentityStandIn(secret: string) {
  const seen: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let toDrop = 0;
  let memberOrganization = '55555555-5555-4555-8555-555555555555';
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/internal/sessions/resolve') {
        if (!signedBy(secret, req, body)) return json(403, { message: 'error.forbidden' });
        if (toDrop > 0) {
          toDrop--;
          return req.socket.destroy();
        }
        const { token } = JSON.parse(body);
        if (token === VALID_TOKEN || token === OTHER_TOKEN) {
          return json(200, {
            userId: USER_ID,
            sessionId: token === VALID_TOKEN ? SESSION_ID : '33333333-3333-4333-8333-333333333333',
            roles: [],
            organizations: [],
            currentOrganizationId: null,
            impersonatorId: null,
            language: 'en',
          });
        }
        if (token === MEMBER_TOKEN || token === ADMIN_TOKEN) {
          const member = token === MEMBER_TOKEN;
          return json(200, {
            userId: member ? '66666666-6666-4666-8666-666666666666' : '77777777-7777-4777-8777-777777777777',
            sessionId: member ? MEMBER_SESSION_ID : '88888888-8888-4888-8888-888888888888',
            roles: member ? [] : ['platformAdmin'],
            organizations: member ? [{ id: memberOrganization, roles: ['user'], features: [] }] : [],
            currentOrganizationId: member ? memberOrganization : null,
            impersonatorId: null,
            language: 'en',
          });
        }
        return json(404, { message: 'error.session.notFound' });
      }
      if (req.url === '/user/myuser') {
        try {
          const user = verifyUserContext(req.headers as Record<string, string>, secret);
          return json(200, { user, forwardedFor: req.headers['x-forwarded-for'] ?? null });
        } catch {
          return json(401, { message: 'error.unauthorized' });
        }
      }
      if (req.url === '/auth/login') return json(200, { ok: true }, { 'x-cadeau-set-session': OTHER_TOKEN });
      if (req.url === '/auth/logout') {
        res.writeHead(204, { 'x-cadeau-clear-session': '1' });
        return res.end();
      }
      if (req.url?.startsWith('/user/stream/sessions')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        setTimeout(() => res.end(']'), 400);
        return;
      }
      if (req.url?.startsWith('/user/slow/sessions')) {
        // Never answers: the gateway's upstream timeout must end the call, whatever the machine's load
        // (an answer after a fixed delay raced undici's coarse timeout timer on a busy machine).
        return;
      }
      if (req.url === '/user') return json(200, { received: body.length });
      json(404, { message: 'error.notFound' });
    });
  });
  return new Promise<{
    url: string;
    seen: typeof seen;
    dropResolves(n: number): void;
    setMemberOrganization(id: string): void;
    close(): Promise<void>;
  }>((resolve) => {
    server.keepAliveTimeout = 60_000;
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        dropResolves: (n: number) => {
          toDrop = n;
        },
        setMemberOrganization: (id: string) => {
          memberOrganization = id;
        },
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
