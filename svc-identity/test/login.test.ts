import { createHash } from 'node:crypto';
import { myUserResponse } from '@cadeau/contracts';
import { connect, JSONCodec } from 'nats';
import { MAX_ACCOUNT_FAILURES } from '../src/db/login-limits';
import { PASSWORD, SAFARI_IPHONE, startIdentity, type Identity } from './harness';

async function until<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('POST /auth/login', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('logs in: MyUser body, session token header, hashed token, device and IP, audit, event', async () => {
    const user = await id.createUser({ email: 'anna@example.ch' });
    const { res, token } = await id.login('Anna@Example.CH', PASSWORD, {
      userAgent: SAFARI_IPHONE,
      ip: '198.51.100.4',
    });
    expect(res.status).toBe(200);
    const body = myUserResponse.parse(res.body);
    expect(body).toMatchObject({
      id: user.id,
      email: 'anna@example.ch',
      isPlatformAdmin: false,
      organizations: [],
      currentOrganizationId: null,
      inpersonated: false,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = await id.knex('sessions').where({ id: body.sessionId }).first();
    expect(Buffer.from(session.token_hash).equals(createHash('sha256').update(token!).digest())).toBe(true);
    expect(JSON.stringify(session)).not.toContain(token);
    expect(session).toMatchObject({
      user_id: user.id,
      ip: '198.51.100.4',
      device: 'Apple iPhone (iOS 17.0)',
      browser: 'Mobile Safari 17',
      user_agent: SAFARI_IPHONE,
    });

    const audit = await id.knex('audit').where({ user_id: user.id, action: 'login' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'session', entity_id: body.sessionId, ip: '198.51.100.4' });
    const events = await id.outboxEvents('user.loggedIn');
    expect(events.map((e) => e.payload)).toContainEqual({ userId: user.id, sessionId: body.sessionId });
  });

  it('publishes its events to the IDENTITY stream', async () => {
    const user = await id.createUser();
    const { res } = await id.login(user.email);
    const [row] = await id
      .knex('outbox')
      .where({ subject: 'user.loggedIn' })
      .whereRaw(`payload->>'sessionId' = ?`, [res.body.sessionId]);
    await until(async () => (await id.knex('outbox').where({ id: row.id }).first()).published_at);
    const nc = await connect({ servers: id.nats.url });
    try {
      const jsm = await nc.jetstreamManager();
      const info = await jsm.streams.info('IDENTITY');
      expect(info.config.subjects).toEqual(expect.arrayContaining(['user.>', 'session.>', 'organization.>']));
      const msg = await jsm.streams.getMessage('IDENTITY', { last_by_subj: 'user.loggedIn' });
      expect(JSONCodec().decode(msg.data)).toMatchObject({
        id: row.id,
        type: 'user.loggedIn',
        version: 1,
        data: { userId: user.id },
      });
    } finally {
      await nc.close();
    }
  });

  it('answers unknown e-mail and wrong password identically', async () => {
    const user = await id.createUser();
    const wrong = await id.login(user.email, 'not-the-password', { ip: '192.0.2.1' });
    const unknown = await id.login('nobody-here@example.ch', PASSWORD, { ip: '192.0.2.1' });
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.body.message).toBe('error.login.invalidCredentials');
    expect(unknown.res.body.message).toBe('error.login.invalidCredentials');
    expect(Object.keys(wrong.res.body).sort()).toEqual(Object.keys(unknown.res.body).sort());
    expect(wrong.token).toBeUndefined();
  });

  it('refuses a blocked user, but only to someone who knows the password', async () => {
    const user = await id.createUser({ blocked: true });
    const right = await id.login(user.email);
    expect(right.res.status).toBe(403);
    expect(right.res.body.message).toBe('error.login.userBlocked');
    expect(right.token).toBeUndefined();
    const wrong = await id.login(user.email, 'nope');
    expect(wrong.res.body.message).toBe('error.login.invalidCredentials');
  });

  it('refuses an unconfirmed e-mail and asks for a new confirmation mail', async () => {
    const user = await id.createUser({ confirmed: false, language: 'de' });
    const { res, token } = await id.login(user.email);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('error.login.emailNotConfirmed');
    expect(token).toBeUndefined();
    const events = await id.outboxEvents('user.confirmationRequested');
    expect(events.map((e) => e.payload)).toContainEqual({ userId: user.id, email: user.email, language: 'de' });
    expect(await id.knex('sessions').where({ user_id: user.id })).toHaveLength(0);
  });

  it('locks an e-mail and IP after five consecutive failures, not other IPs, and a success resets the count', async () => {
    const user = await id.createUser();
    const ip = '203.0.113.50';
    for (let i = 0; i < 4; i++) expect((await id.login(user.email, 'wrong', { ip })).res.status).toBe(401);
    expect((await id.login(user.email, PASSWORD, { ip })).res.status).toBe(200); // resets
    for (let i = 0; i < 5; i++) expect((await id.login(user.email, 'wrong', { ip })).res.status).toBe(401);
    const locked = await id.login(user.email, PASSWORD, { ip });
    expect(locked.res.status).toBe(429);
    expect(locked.res.body.message).toBe('error.tooManyRequests');
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.token).toBeUndefined();
    expect((await id.login(user.email, PASSWORD, { ip: '203.0.113.51' })).res.status).toBe(200);
  });

  it('locks an account after too many failures from any addresses, so rotating addresses does not help (issue 8)', async () => {
    const user = await id.createUser();
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++)
      expect((await id.login(user.email, 'wrong', { ip: `198.18.${Math.floor(i / 200)}.${i % 200}` })).res.status).toBe(
        401,
      );
    const locked = await id.login(user.email, PASSWORD, { ip: '198.18.255.1' });
    expect(locked.res.status).toBe(429);
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.token).toBeUndefined();
    // Another account at the same addresses is not affected.
    const other = await id.createUser();
    expect((await id.login(other.email, PASSWORD, { ip: '198.18.0.1' })).res.status).toBe(200);
  });

  it('counts failures per account only until a success, which clears them', async () => {
    const user = await id.createUser();
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 1; i++)
      expect((await id.login(user.email, 'wrong', { ip: `198.19.0.${i}` })).res.status).toBe(401);
    expect((await id.login(user.email, PASSWORD, { ip: '198.19.1.1' })).res.status).toBe(200);
    expect((await id.login(user.email, 'wrong', { ip: '198.19.1.2' })).res.status).toBe(401);
    expect((await id.login(user.email, PASSWORD, { ip: '198.19.1.3' })).res.status).toBe(200);
  });

  it('validates the body with zod keys', async () => {
    const res = await id.http().post('/auth/login').send({ email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('zod.invalid');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['email'], message: 'zod.invalidEmail' },
        { path: ['password'], message: 'zod.tooShort' },
      ]),
    );
  });
});
