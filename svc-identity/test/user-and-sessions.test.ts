import type { AddressInfo } from 'node:net';
import { resolveSessionRoute } from '@cadeau/contracts';
import { createInternalClient, DomainError, signInternalCall } from '@cadeau/service-kit';
import { SAFARI_IPHONE, SECRET, startIdentity, type Identity } from './harness';

describe('current user, profile and sessions', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('answers GET /user/myuser with roles and organisations, the first one current by default', async () => {
    const user = await id.createUser();
    const first = await id.createOrganization('First AG', [{ userId: user.id, roles: ['admin'] }]);
    await new Promise((r) => setTimeout(r, 5)); // joined later
    const second = await id.createOrganization('Second GmbH', [{ userId: user.id, roles: ['user'] }], 'pending', [
      'seller',
    ]);
    const { headers, body: loginBody } = await id.loginAs(user.email);
    const res = await id.http().get('/user/myuser').set(headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      firstName: 'Test',
      lastName: 'User',
      email: user.email,
      language: 'en',
      roles: [],
      isPlatformAdmin: false,
      organizations: [
        { id: first, name: 'First AG', status: 'approved', roles: ['admin'], features: ['giver'] },
        { id: second, name: 'Second GmbH', status: 'pending', roles: ['user'], features: ['seller'] },
      ],
      currentOrganizationId: first,
      inpersonated: false,
      sessionId: loginBody.sessionId,
    });
  });

  it('refuses anonymous callers', async () => {
    const res = await id.http().get('/user/myuser');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('error.unauthorized');
  });

  it('answers GET /auth/session with the current user, and with null instead of a 401 for anonymous callers', async () => {
    const anonymous = await id.http().get('/auth/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null });
    // Never kept by a cache: it would hide the login that follows.
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const user = await id.createUser();
    const { headers } = await id.loginAs(user.email);
    const [session, myUser] = await Promise.all([
      id.http().get('/auth/session').set(headers),
      id.http().get('/user/myuser').set(headers),
    ]);
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: myUser.body });
    expect(session.body.user.email).toBe(user.email);
  });

  it('updates the profile partially, audits the change and announces it', async () => {
    const user = await id.createUser();
    const { headers } = await id.loginAs(user.email);
    const res = await id.http().put('/user').set(headers).send({ firstName: '  Lea ', language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Lea', lastName: 'User', language: 'de' });
    const row = await id.knex('users').where({ id: user.id }).first();
    expect(row).toMatchObject({ first_name: 'Lea', last_name: 'User', language: 'de' });
    const [entry] = await id.knex('audit').where({ user_id: user.id, action: 'update' });
    expect(entry).toMatchObject({
      entity: 'user',
      entity_id: user.id,
      value: { firstName: { from: 'Test', to: 'Lea' }, language: { from: 'en', to: 'de' } },
    });
    expect((await id.outboxEvents('user.updated')).map((e) => e.payload)).toContainEqual({ userId: user.id });
    // The resolved context follows the new language.
    const { token } = await id.login(user.email);
    expect((await id.resolve(token!)).body.language).toBe('de');

    const bad = await id.http().put('/user').set(headers).send({ language: 'fr', lastName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['language'], message: 'zod.invalidValue' },
        { path: ['lastName'], message: 'zod.tooShort' },
      ]),
    );
  });

  it('lists the open sessions with the current one marked, and ends another one', async () => {
    const user = await id.createUser();
    const a = await id.loginAs(user.email);
    const { token: otherToken, res: other } = await id.login(user.email, undefined, { userAgent: SAFARI_IPHONE });
    const list = await id.http().get(`/user/${user.id}/sessions`).set(a.headers);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1 });
    expect(list.body.items).toHaveLength(2);
    const byId = Object.fromEntries(list.body.items.map((s: { id: string }) => [s.id, s]));
    expect(byId[a.body.sessionId]).toMatchObject({
      current: true,
      browser: 'Chrome 120',
      device: 'Linux',
      ip: '203.0.113.7',
    });
    expect(byId[other.body.sessionId]).toMatchObject({
      current: false,
      browser: 'Mobile Safari 17',
      userAgent: SAFARI_IPHONE,
    });

    const end = await id.http().delete(`/user/${user.id}/sessions/${other.body.sessionId}`).set(a.headers);
    expect(end.status).toBe(204);
    expect(end.headers['x-cadeau-clear-session']).toBeUndefined();
    const resolved = await id.resolve(otherToken!);
    expect(resolved.status).toBe(404);
    expect(resolved.body.message).toBe('error.session.notFound');
    expect((await id.http().get(`/user/${user.id}/sessions`).set(a.headers)).body.items).toHaveLength(1);
    expect((await id.outboxEvents('session.ended')).map((e) => e.payload)).toContainEqual({
      userId: user.id,
      sessionId: other.body.sessionId,
    });
    expect(await id.knex('audit').where({ action: 'logout', entity_id: other.body.sessionId })).toHaveLength(1);

    const again = await id.http().delete(`/user/${user.id}/sessions/${other.body.sessionId}`).set(a.headers);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('error.session.notFound');
    expect((await id.http().delete(`/user/${user.id}/sessions/not-a-uuid`).set(a.headers)).status).toBe(404);
  });

  it('ending the own current session clears the cookie', async () => {
    const user = await id.createUser();
    const a = await id.loginAs(user.email);
    const res = await id.http().delete(`/user/${user.id}/sessions/${a.body.sessionId}`).set(a.headers);
    expect(res.status).toBe(204);
    expect(res.headers['x-cadeau-clear-session']).toBe('1');
    expect((await id.resolve(a.token)).status).toBe(404);
  });

  it("refuses another user's sessions, except to a platform administrator", async () => {
    const owner = await id.createUser();
    const stranger = await id.createUser();
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const o = await id.loginAs(owner.email);
    const s = await id.loginAs(stranger.email);
    const list = await id.http().get(`/user/${owner.id}/sessions`).set(s.headers);
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('error.forbidden');
    const end = await id.http().delete(`/user/${owner.id}/sessions/${o.body.sessionId}`).set(s.headers);
    expect(end.status).toBe(403);
    // A session id of someone else under one's own user id is simply not found.
    const sneaky = await id.http().delete(`/user/${stranger.id}/sessions/${o.body.sessionId}`).set(s.headers);
    expect(sneaky.status).toBe(404);
    expect((await id.resolve(o.token)).status).toBe(200);

    const ad = await id.loginAs(admin.email);
    const adminList = await id.http().get(`/user/${owner.id}/sessions`).set(ad.headers);
    expect(adminList.status).toBe(200);
    expect(adminList.body.items.map((x: { id: string; current: boolean }) => [x.id, x.current])).toEqual([
      [o.body.sessionId, false],
    ]);
    expect((await id.http().delete(`/user/${owner.id}/sessions/${o.body.sessionId}`).set(ad.headers)).status).toBe(204);
    expect((await id.resolve(o.token)).status).toBe(404);
  });

  it('logs out: ends the session, clears the cookie, audits and announces it', async () => {
    const user = await id.createUser();
    const a = await id.loginAs(user.email);
    const res = await id.http().post('/auth/logout').set(a.headers);
    expect(res.status).toBe(204);
    expect(res.headers['x-cadeau-clear-session']).toBe('1');
    expect((await id.resolve(a.token)).status).toBe(404);
    expect(
      await id.knex('audit').where({ user_id: user.id, action: 'logout', entity_id: a.body.sessionId }),
    ).toHaveLength(1);
    expect((await id.outboxEvents('session.ended')).map((e) => e.payload)).toContainEqual({
      userId: user.id,
      sessionId: a.body.sessionId,
    });
    expect((await id.http().post('/auth/logout')).status).toBe(401);
  });
});

describe('POST /internal/sessions/resolve', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('takes only a signed call of another service (ADR 0008): unsigned, foreign-signed, altered or stale calls are 403', async () => {
    const user = await id.createUser();
    const { token } = await id.login(user.email);
    const path = '/internal/sessions/resolve';
    expect((await id.http().post(path).send({ token })).status).toBe(403);
    const wrong = await id.internalCall(path, { token }, 'another-secret-0123456789abcdef');
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('error.forbidden');

    // A platform administrator's signed user context is no service signature.
    const admin = await id.createUser({ roles: ['admin'] });
    const adminHeaders = await id.headersFor((await id.login(admin.email)).token!);
    const asAdmin = await id.http().post(path).set(adminHeaders).send({ token });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe('error.forbidden');

    const now = Math.floor(Date.now() / 1000);
    const signed = (body: string, timestampSec = now) =>
      signInternalCall(SECRET, { method: 'POST', path, body, caller: 'gateway', timestampSec });
    // The signature covers the body: another token under a captured signature is refused.
    const altered = await id
      .http()
      .post(path)
      .set(signed(JSON.stringify({ token })))
      .set('content-type', 'application/json')
      .send(JSON.stringify({ token: 'A'.repeat(43) }));
    expect(altered.status).toBe(403);
    const stale = JSON.stringify({ token });
    const old = await id
      .http()
      .post(path)
      .set(signed(stale, now - 120))
      .set('content-type', 'application/json')
      .send(stale);
    expect(old.status).toBe(403);
  });

  it("serves the gateway's typed internal client over HTTP: the context, or error.session.notFound", async () => {
    const user = await id.createUser();
    const { token, res: login } = await id.login(user.email);
    const server = id.service.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const client = createInternalClient({
        caller: 'gateway',
        service: 'identity',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        secret: SECRET,
      });
      const context = await client.call(resolveSessionRoute, { body: { token: token! } });
      expect(context).toMatchObject({ userId: user.id, sessionId: login.body.sessionId });
      const unknown = await client.call(resolveSessionRoute, { body: { token: 'A'.repeat(43) } }).catch((e) => e);
      expect(unknown).toBeInstanceOf(DomainError);
      expect(unknown).toMatchObject({ status: 404, message: 'error.session.notFound' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('answers the user context without iat, and 404 for unknown tokens and blocked users', async () => {
    const user = await id.createUser({ language: 'de' });
    const org = await id.createOrganization('Ctx AG', [{ userId: user.id, roles: ['admin', 'manager'] }], 'approved', [
      'giver',
      'seller',
    ]);
    const blockedOrg = await id.createOrganization('Blocked AG', [{ userId: user.id, roles: ['admin'] }], 'blocked');
    const { token, res: login } = await id.login(user.email);
    const res = await id.resolve(token!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: user.id,
      sessionId: login.body.sessionId,
      roles: [],
      organizations: [{ id: org, roles: ['admin', 'manager'], features: ['giver', 'seller'] }],
      currentOrganizationId: org,
      impersonatorId: null,
      language: 'de',
    });
    expect(res.body.organizations.map((o: { id: string }) => o.id)).not.toContain(blockedOrg);

    expect((await id.resolve('A'.repeat(43))).status).toBe(404);
    const bad = await id.internalCall('/internal/sessions/resolve', {});
    expect(bad.status).toBe(400);

    await id.knex('users').where({ id: user.id }).update({ blocked: true });
    const blocked = await id.resolve(token!);
    expect(blocked.status).toBe(404);
    expect(blocked.body.message).toBe('error.session.notFound');
  });

  it('updates last_seen_at at most once a minute', async () => {
    const user = await id.createUser();
    const { token, res } = await id.login(user.email);
    const sessionId = res.body.sessionId;
    const seen = async () => (await id.knex('sessions').where({ id: sessionId }).first()).last_seen_at.getTime();
    const before = await seen();
    await id.resolve(token!);
    expect(await seen()).toBe(before);
    await id
      .knex('sessions')
      .where({ id: sessionId })
      .update({ last_seen_at: id.knex.raw(`now() - interval '2 minutes'`) });
    const old = await seen();
    await id.resolve(token!);
    expect(await seen()).toBeGreaterThan(old + 60_000);
  });

  it('forgets sessions idle for 30 days', async () => {
    const user = await id.createUser();
    const { token, res } = await id.login(user.email);
    await id
      .knex('sessions')
      .where({ id: res.body.sessionId })
      .update({ last_seen_at: id.knex.raw(`now() - interval '31 days'`) });
    expect((await id.resolve(token!)).status).toBe(404);
  });
});
