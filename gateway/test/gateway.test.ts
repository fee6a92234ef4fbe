import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import request from 'supertest';
import { connect, type NatsConnection } from 'nats';
import { io as connectSocket } from 'socket.io-client';
import { signInternalCall } from '@cadeau/service-kit';
import { createGateway, type Gateway } from '../src/app';
import type { GatewayConfig } from '../src/config';
import {
  ADMIN_TOKEN,
  MEMBER_SESSION_ID,
  MEMBER_TOKEN,
  startIdentityStandIn,
  VALID_TOKEN,
  SESSION_ID,
  USER_ID,
} from './standin-identity';
import { connectedSocket, eventEnvelope } from './sockets';

const SECRET = 'test-secret-'.padEnd(48, 'x');
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

let identity: Awaited<ReturnType<typeof startIdentityStandIn>>;
let gateway: Gateway;
let server: http.Server;
let base: string;
let nc: NatsConnection;
let distRoot: string;

function makeDist(): GatewayConfig['staticRoots'] {
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-dist-'));
  const shell = path.join(distRoot, 'shell');
  const remote = path.join(distRoot, 'orgs');
  fs.mkdirSync(shell, { recursive: true });
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Cadeau</title>');
  fs.writeFileSync(path.join(shell, 'main.0123abcd4567.js'), 'console.log(1)');
  fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'var mfe_orgs;');
  return { shell, remotes: { orgs: { dir: remote, urlPrefix: '/mfe/orgs/', remoteName: 'mfe_orgs' } } };
}

function config(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    port: 0,
    services: { identity: identity.url },
    natsUrl: NATS_URL,
    secret: SECRET,
    production: false,
    envName: 'test',
    staticRoots: makeDist(),
    sessionCacheMs: 60_000,
    upstreamTimeoutMs: 1000,
    loginRatePerMinute: 5,
    errorLogRatePerMinute: 100,
    ...overrides,
  };
}

beforeAll(async () => {
  identity = await startIdentityStandIn(SECRET);
  gateway = await createGateway(config());
  server = await gateway.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  nc = await connect({ servers: NATS_URL });
});

afterAll(async () => {
  await nc.drain();
  await gateway.close();
  await identity.close();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

const cookie = `cadeau_session=${VALID_TOKEN}`;
/** A browser's socket with the session of `token`, once connected. */
const connected = (token: string) => connectedSocket(base, token);

describe('api forwarding', () => {
  it('refuses anonymous calls to non-public routes before they reach the service', async () => {
    const before = identity.seen.filter((s) => s.path === '/user/myuser').length;
    const res = await request(base).get('/api/user/myuser');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('error.unauthorized');
    expect(identity.seen.filter((s) => s.path === '/user/myuser').length).toBe(before);
  });

  it("answers an ended session's cookie as anonymous without clearing it: a later answer must not undo a newer cookie", async () => {
    const res = await request(base)
      .get('/api/user/myuser')
      .set('Cookie', `cadeau_session=${'e'.repeat(43)}`);
    expect(res.status).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('forwards a signed user context that the service can verify, and the client IP', async () => {
    const res = await request(base).get('/api/user/myuser').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ userId: USER_ID, sessionId: SESSION_ID });
    expect(res.body.forwardedFor).toBeTruthy();
  });

  it('never forwards a context or cookie sent by the client', async () => {
    await request(base)
      .get('/api/user/myuser')
      .set('Cookie', cookie)
      .set('x-cadeau-user', 'forged')
      .set('x-cadeau-signature', 'forged');
    const last = identity.seen.filter((s) => s.path === '/user/myuser').at(-1)!;
    expect(last.headers['x-cadeau-user']).not.toBe('forged');
    expect(last.headers.cookie).toBeUndefined();
  });

  it('answers 404 with a message key for calls that are not in the route table', async () => {
    const res = await request(base).get('/api/no/such/route').set('Cookie', cookie);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('error.notFound');
  });

  it('turns the login answer into an httpOnly SameSite=Lax cookie and hides the internal header', async () => {
    const res = await request(base).post('/api/auth/login').send({ email: 'a@b.ch', password: 'x' });
    expect(res.status).toBe(200);
    const setCookie = res.headers['set-cookie'] as unknown as string[];
    const session = setCookie.find((c) => c.startsWith('cadeau_session='))!;
    expect(session).toMatch(/httponly/i);
    expect(session).toMatch(/samesite=lax/i);
    expect(session).toMatch(/path=\//i);
    expect(session).not.toMatch(/secure/i);
    expect(res.headers['x-cadeau-set-session']).toBeUndefined();
  });

  it('clears the cookie on logout', async () => {
    const res = await request(base).post('/api/auth/logout').set('Cookie', cookie);
    expect(res.status).toBe(204);
    const setCookie = (res.headers['set-cookie'] as unknown as string[]).join(';');
    expect(setCookie).toMatch(/cadeau_session=;/);
    expect(res.headers['x-cadeau-clear-session']).toBeUndefined();
  });

  it('passes request bodies through and refuses bodies over the limit with 413', async () => {
    const ok = await request(base).put('/api/user').set('Cookie', cookie).send({ firstName: 'Anna' });
    expect(ok.status).toBe(200);
    const big = await request(base)
      .put('/api/user')
      .set('Cookie', cookie)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ firstName: 'x'.repeat(1024 * 1024 + 10) }));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('error.payloadTooLarge');
  });

  it('answers 504 with a clear message when a service is too slow', async () => {
    const res = await request(base).get('/api/user/slow/sessions').set('Cookie', cookie);
    expect(res.status).toBe(504);
    expect(res.body.message).toBe('error.serviceUnavailable');
  });

  it('rate-limits login attempts per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await request(base).post('/api/auth/login').send({})).status);
    expect(statuses).toContain(429);
  });
});

describe("session lookup: svc-identity's internal route, a signed call (ADR 0008)", () => {
  const lookups = (from: number) => identity.seen.slice(from).filter((s) => s.path === '/internal/sessions/resolve');

  it('resolves the cookie by a call signed as the gateway, without the old fixed token', async () => {
    gateway.sessions.forget(VALID_TOKEN);
    const before = identity.seen.length;
    const res = await request(base).get('/api/user/myuser').set('Cookie', cookie);
    expect(res.status).toBe(200);
    const [lookup] = lookups(before);
    expect(JSON.parse(lookup.body)).toEqual({ token: VALID_TOKEN });
    expect(lookup.headers).toMatchObject({
      'x-cadeau-caller': 'gateway',
      'x-cadeau-call-signature': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(lookup.headers).not.toHaveProperty('x-cadeau-internal');
    // The next request of the session is served from the cache.
    await request(base).get('/api/user/myuser').set('Cookie', cookie);
    expect(lookups(before)).toHaveLength(1);
  });

  it('repeats a lookup whose connection was lost, as the same call (one idempotency key)', async () => {
    gateway.sessions.forget(VALID_TOKEN);
    const before = identity.seen.length;
    identity.dropResolves(1);
    const res = await request(base).get('/api/user/myuser').set('Cookie', cookie);
    expect(res.status).toBe(200);
    const [lost, retried] = lookups(before);
    expect(retried).toBeDefined();
    expect(retried.headers['idempotency-key']).toMatch(/^session-lookup-/);
    expect(retried.headers['idempotency-key']).toBe(lost.headers['idempotency-key']);
  });

  it('answers the internal route 404 from outside and forwards nothing, even a correctly signed call', async () => {
    const before = identity.seen.length;
    const body = JSON.stringify({ token: VALID_TOKEN });
    const signed = signInternalCall(SECRET, {
      method: 'POST',
      path: '/internal/sessions/resolve',
      body,
      caller: 'gateway',
      timestampSec: Math.floor(Date.now() / 1000),
    });
    for (const headers of [{}, signed]) {
      const res = await request(base)
        .post('/api/internal/sessions/resolve')
        .set('Cookie', cookie)
        .set('content-type', 'application/json')
        .set(headers)
        .send(body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('error.notFound');
    }
    expect(identity.seen.length).toBe(before);
  });
});

describe('service down', () => {
  it('answers 503 with a clear message when the owning service does not answer', async () => {
    const down = await createGateway(config({ services: { identity: 'http://127.0.0.1:1' }, natsUrl: null }));
    const s = await down.listen(0, '127.0.0.1');
    try {
      const res = await request(s).get('/api/user/myuser').set('Cookie', cookie);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('error.serviceUnavailable');
    } finally {
      await down.close();
    }
  });
});

describe('production mode', () => {
  it('sends HSTS and a Secure session cookie behind the TLS-terminating proxy', async () => {
    const prod = await createGateway(config({ production: true, natsUrl: null }));
    const s = await prod.listen(0, '127.0.0.1');
    try {
      const page = await request(s).get('/').set('X-Forwarded-Proto', 'https');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const login = await request(s)
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: 'a@b.ch', password: 'x' });
      expect(login.status).toBe(200);
      const session = (login.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.startsWith('cadeau_session='),
      )!;
      expect(session).toMatch(/; secure/i);
      expect(session).toMatch(/httponly/i);
      // Reached without the proxy's header (a misrouted request): still a Secure cookie, never a 500.
      const direct = await request(s).post('/api/auth/login').send({ email: 'a@b.ch', password: 'x' });
      expect(direct.status).toBe(200);
      expect(
        (direct.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('cadeau_session=')),
      ).toMatch(/; secure/i);
    } finally {
      await prod.close();
    }
  });
});

describe('client error reports', () => {
  it('accepts a bounded report', async () => {
    const res = await request(base).post('/api/log/error').send({ message: 'boom', stack: 'at x' });
    expect(res.status).toBe(204);
  });

  it('refuses an oversized report with a zod message', async () => {
    const res = await request(base)
      .post('/api/log/error')
      .send({ message: 'x'.repeat(5000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^zod\./);
  });
});

describe('pages and headers', () => {
  it('sets security headers', async () => {
    const res = await request(base).get('/');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the runtime manifest with the environment', async () => {
    const res = await request(base).get('/mfe-manifest.json');
    expect(res.body).toEqual({ env: 'test', remotes: { mfe_orgs: '/mfe/orgs/remoteEntry.js' } });
  });

  it('serves the shell for page paths and lets the shell decide about 404', async () => {
    const res = await request(base).get('/cockpit/anything/here');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Cadeau</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and remote entries not at all', async () => {
    const hashed = await request(base).get('/main.0123abcd4567.js');
    expect(hashed.headers['cache-control']).toContain('immutable');
    const entry = await request(base).get('/mfe/orgs/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await request(base).get('/mfe/orgs/missing.js')).status).toBe(404);
  });
});

describe('sessions follow identity events', () => {
  it('drops a cached session on session.ended and tells its socket', async () => {
    const socket = await connected(VALID_TOKEN);
    const ended = new Promise((resolve) => socket.on('session:ended', resolve));

    const before = identity.seen.length;
    await request(base).get('/api/user/myuser').set('Cookie', cookie);
    expect(identity.seen.length).toBe(before + 1); // served from the cache: no resolve call

    nc.publish(
      'session.ended',
      new TextEncoder().encode(
        JSON.stringify({
          id: 'e1',
          type: 'session.ended',
          version: 1,
          occurredAt: new Date().toISOString(),
          data: { userId: USER_ID, sessionId: SESSION_ID },
        }),
      ),
    );
    await expect(ended).resolves.toEqual({ sessionId: SESSION_ID });

    const after = identity.seen.length;
    await request(base).get('/api/user/myuser').set('Cookie', cookie);
    expect(identity.seen.slice(after).map((s) => s.path)).toContain('/internal/sessions/resolve');
    socket.close();
  });

  it('refuses a socket without a session', async () => {
    const socket = connectSocket(base, { transports: ['websocket'], reconnection: false });
    const err = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(err.message).toBe('error.unauthorized');
    socket.close();
  });

  // Issue 23: a same-site page on another port read a logged-in user's notifications through the socket.
  it("opens a socket only from the gateway's own origin: another port, host or scheme is refused", async () => {
    const withOrigin = (origin: string) =>
      connectSocket(base, {
        transports: ['websocket'],
        extraHeaders: { cookie, origin },
        reconnection: false,
      });
    const port = new URL(base).port;
    for (const origin of [
      `http://127.0.0.1:${Number(port) + 1}`,
      'http://127.0.0.1',
      `https://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      'null',
    ]) {
      const socket = withOrigin(origin);
      const err = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      expect([origin, err.message]).toEqual([origin, 'error.forbidden']);
      socket.close();
    }
    const own = withOrigin(base);
    await new Promise<void>((resolve, reject) => {
      own.on('connect', () => resolve());
      own.on('connect_error', reject);
    });
    own.close();
  });
});

describe('live pushes', () => {
  it('pushes notification.created to the user and drops the cache on session.updated', async () => {
    const socket = await connected(VALID_TOKEN);
    const received = new Promise((resolve) => socket.on('notification', resolve));
    nc.publish(
      'notification.created',
      eventEnvelope('notification.created', { userId: USER_ID, notification: { id: 'n1', title: 'Hello' } }),
    );
    await expect(received).resolves.toEqual({ id: 'n1', title: 'Hello' });

    await request(base).get('/api/user/myuser').set('Cookie', cookie); // warm the cache
    const afterImpersonation = new Promise((resolve) => socket.once('session:updated', resolve));
    nc.publish(
      'session.ended',
      eventEnvelope('session.ended', { userId: USER_ID, sessionId: SESSION_ID, reason: 'impersonationEnded' }),
    );
    await expect(afterImpersonation).resolves.toEqual({ sessionId: SESSION_ID });
    expect(socket.connected).toBe(true);
    const updated = new Promise((resolve) => socket.on('session:updated', resolve));
    nc.publish('session.updated', eventEnvelope('session.updated', { userId: USER_ID, sessionId: SESSION_ID }));
    await updated;
    const before = identity.seen.length;
    await request(base).get('/api/user/myuser').set('Cookie', cookie);
    expect(identity.seen.slice(before).map((s) => s.path)).toContain('/internal/sessions/resolve');
    socket.close();
  });
});

describe('live campaign changes (issue 11)', () => {
  const ORG_A = '55555555-5555-4555-8555-555555555555';
  const ORG_B = '99999999-9999-4999-8999-999999999999';

  it("tells the campaign's organisation and the platform administrators, and nobody else, that its status changed", async () => {
    const member = await connected(MEMBER_TOKEN);
    const admin = await connected(ADMIN_TOKEN);
    const outsider = await connected(VALID_TOKEN);
    const heard = { member: [] as unknown[], admin: [] as unknown[], outsider: [] as unknown[] };
    member.on('campaign:updated', (e) => heard.member.push(e));
    admin.on('campaign:updated', (e) => heard.admin.push(e));
    outsider.on('campaign:updated', (e) => heard.outsider.push(e));
    const memberHeard = new Promise((resolve) => member.once('campaign:updated', resolve));
    const adminHeardOther = new Promise((resolve) =>
      admin.on('campaign:updated', (e: { organizationId: string }) => e.organizationId === ORG_B && resolve(e)),
    );

    const released = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const facts = { campaignId: released, organizationId: ORG_A, name: 'Weihnachten', status: 'pending' };
    nc.publish('campaign.released', eventEnvelope('campaign.released', { ...facts, actorUserId: released }));
    // Only ids and the status go out: the name and the actor stay with the API, which checks who may read them.
    await expect(memberHeard).resolves.toEqual({ campaignId: released, organizationId: ORG_A, status: 'pending' });
    // Another organisation's campaign reaches only the administrator; events arrive in order, so once the admin
    // heard the second one the member would have heard it too.
    const other = { ...facts, campaignId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', organizationId: ORG_B };
    nc.publish('campaign.rejected', eventEnvelope('campaign.rejected', { ...other, status: 'rejected', reason: 'x' }));
    await adminHeardOther;
    expect(heard.admin).toEqual([
      { campaignId: released, organizationId: ORG_A, status: 'pending' },
      { campaignId: other.campaignId, organizationId: ORG_B, status: 'rejected' },
    ]);
    expect(heard.member).toHaveLength(1);
    expect(heard.outsider).toHaveLength(0);
    for (const s of [member, admin, outsider]) s.close();
  });
});

describe('live invoices and payouts (issue 19)', () => {
  const ORG_A = '55555555-5555-4555-8555-555555555555';
  const ORG_B = '99999999-9999-4999-8999-999999999999';
  const facts = (invoiceId: string, organizationId: string, type: string, status: string) => ({
    invoiceId,
    number: '2026-000001',
    type,
    status,
    organizationId,
    campaignId: null,
    amountRappen: 1_000,
    openRappen: 0,
  });

  it("tells the invoice's organisation and the platform administrators, and nobody else, that it changed", async () => {
    const member = await connected(MEMBER_TOKEN);
    const admin = await connected(ADMIN_TOKEN);
    const outsider = await connected(VALID_TOKEN);
    const heard = { member: [] as unknown[], admin: [] as unknown[], outsider: [] as unknown[] };
    member.on('invoice:updated', (e) => heard.member.push(e));
    admin.on('invoice:updated', (e) => heard.admin.push(e));
    outsider.on('invoice:updated', (e) => heard.outsider.push(e));
    const memberHeard = new Promise((resolve) => member.once('invoice:updated', resolve));
    const adminHeardOther = new Promise((resolve) =>
      admin.on('invoice:updated', (e: { organizationId: string }) => e.organizationId === ORG_B && resolve(e)),
    );
    const paid = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    nc.publish('invoice.paid', eventEnvelope('invoice.paid', facts(paid, ORG_A, 'deposit', 'paid')));
    // Only ids, type and status go out: amounts stay with the API, which checks who may read them.
    await expect(memberHeard).resolves.toEqual({
      invoiceId: paid,
      organizationId: ORG_A,
      type: 'deposit',
      status: 'paid',
    });
    const payout = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
    nc.publish('payout.done', eventEnvelope('payout.done', facts(payout, ORG_B, 'payout', 'paidOut')));
    await adminHeardOther;
    expect(heard.admin).toEqual([
      { invoiceId: paid, organizationId: ORG_A, type: 'deposit', status: 'paid' },
      { invoiceId: payout, organizationId: ORG_B, type: 'payout', status: 'paidOut' },
    ]);
    expect(heard.member).toHaveLength(1);
    expect(heard.outsider).toHaveLength(0);
    for (const s of [member, admin, outsider]) s.close();
  });
});

describe('live conversations (issue 9)', () => {
  const ORG_A = '55555555-5555-4555-8555-555555555555';
  const ORG_B = '99999999-9999-4999-8999-999999999999';
  /** Publishes `conversation.updated` of `organizationId` and answers the ids each socket was told about. */
  const updated = (organizationId: string, conversationId: string) =>
    nc.publish(
      'conversation.updated',
      eventEnvelope('conversation.updated', { conversationId, organizationId, status: 'open' }),
    );

  it("tells the organisation's members and the platform administrators, and nobody else, which thread changed", async () => {
    const member = await connected(MEMBER_TOKEN);
    const admin = await connected(ADMIN_TOKEN);
    const outsider = await connected(VALID_TOKEN);
    const heard = { member: [] as unknown[], admin: [] as unknown[], outsider: [] as unknown[] };
    member.on('conversation:updated', (e) => heard.member.push(e));
    admin.on('conversation:updated', (e) => heard.admin.push(e));
    outsider.on('conversation:updated', (e) => heard.outsider.push(e));
    const memberHeard = new Promise((resolve) => member.once('conversation:updated', resolve));
    const adminHeardOther = new Promise((resolve) =>
      admin.on('conversation:updated', (e: { organizationId: string }) => e.organizationId === ORG_B && resolve(e)),
    );

    const first = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    updated(ORG_A, first);
    await expect(memberHeard).resolves.toEqual({ conversationId: first, organizationId: ORG_A, status: 'open' });
    // Another organisation's thread reaches only the administrator; events arrive in order, so once the admin
    // heard the second one the member would have heard it too.
    updated(ORG_B, 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb');
    await adminHeardOther;
    expect(heard.admin.map((e) => (e as { conversationId: string }).conversationId)).toEqual([
      first,
      'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    ]);
    expect(heard.member).toHaveLength(1);
    expect(heard.outsider).toHaveLength(0);
    for (const s of [member, admin, outsider]) s.close();
  });

  it('moves a socket to the organisation its session switched to', async () => {
    const member = await connected(MEMBER_TOKEN);
    identity.setMemberOrganization(ORG_B);
    const switched = new Promise((resolve) => member.once('session:updated', resolve));
    nc.publish(
      'session.updated',
      eventEnvelope('session.updated', {
        userId: '66666666-6666-4666-8666-666666666666',
        sessionId: MEMBER_SESSION_ID,
      }),
    );
    await switched;
    // The move follows a fresh lookup: publish until the new organisation's event arrives (each publish is an
    // event of its own; the old organisation's must no longer arrive once it does).
    const heard: { organizationId: string }[] = [];
    member.on('conversation:updated', (e) => heard.push(e));
    const inNewOrg = new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        if (heard.some((e) => e.organizationId === ORG_B)) {
          clearInterval(tick);
          resolve();
        } else updated(ORG_B, 'cccccccc-cccc-4ccc-8ccc-cccccccccccc');
      }, 50);
    });
    await inNewOrg;
    const after = heard.length;
    updated(ORG_A, 'dddddddd-dddd-4ddd-8ddd-dddddddddddd');
    updated(ORG_B, 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee');
    await new Promise<void>((resolve) =>
      member.on('conversation:updated', (e: { conversationId: string }) => {
        if (e.conversationId === 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee') resolve();
      }),
    );
    expect(heard.slice(after).map((e) => e.organizationId)).not.toContain(ORG_A);
    identity.setMemberOrganization(ORG_A);
    member.close();
  });
});

describe('route-specific forwarding', () => {
  it('passes a webhook signature header only on the route that declares it', async () => {
    const mailSeen: { path: string; headers: Record<string, unknown> }[] = [];
    const http = await import('node:http');
    const mail = http.createServer((req, res) => {
      mailSeen.push({ path: req.url ?? '', headers: req.headers });
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => mail.listen(0, '127.0.0.1', () => r()));
    const gw = await createGateway(
      config({
        services: { identity: identity.url, mail: `http://127.0.0.1:${(mail.address() as { port: number }).port}` },
        natsUrl: null,
      }),
    );
    const s = await gw.listen(0, '127.0.0.1');
    try {
      const signature = 'x-twilio-email-event-webhook-signature';
      await request(s)
        .post('/api/mail/webhook/sendgrid')
        .set(signature, 'sig')
        .send([{ event: 'open' }])
        .expect(200);
      await request(s).post('/api/dev/render-mail').set(signature, 'sig').send({}).expect(200);
      expect(mailSeen[0].headers[signature]).toBe('sig');
      expect(mailSeen[1].headers[signature]).toBeUndefined();
    } finally {
      await gw.close();
      mail.closeAllConnections();
      mail.close();
    }
  });
});

describe('clients that leave early', () => {
  it('survives a browser that aborts while the answer is streaming or still pending', async () => {
    const http = await import('node:http');
    const abortAfter = (path: string, when: 'first-byte' | 'at-once') =>
      new Promise<void>((resolve) => {
        const req = http.get(`${base}${path}`, { headers: { cookie } }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => resolve());
        if (when === 'at-once') setTimeout(() => req.destroy(), 100);
      });
    await abortAfter('/api/user/stream/sessions', 'first-byte');
    await abortAfter('/api/user/slow/sessions', 'at-once');
    await new Promise((r) => setTimeout(r, 600));
    const res = await request(base).get('/api/user/myuser').set('Cookie', cookie);
    expect(res.status).toBe(200);
  });
});
