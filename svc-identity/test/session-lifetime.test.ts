import { startIdentity, type Identity } from './harness';

/**
 * ADR 0010 fixes both limits; they are written here as numbers, never read from the code under test (issue 23: a
 * test that aged sessions by the constant itself let 90 become 900 unnoticed).
 */
const SESSION_MAX_DAYS = 90;
const SESSION_IDLE_DAYS = 30;

/** Issue 8: besides the idle limit, a session ends a fixed time after its login however much it is used. */
describe('absolute session lifetime', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  const age = (sessionId: string, createdDaysAgo: number) =>
    id
      .knex('sessions')
      .where({ id: sessionId })
      .update({
        created_at: id.knex.raw(`now() - make_interval(days => ?)`, [createdDaysAgo]),
        last_seen_at: id.knex.fn.now(),
      });

  it('refuses a session used every day once it is older than its lifetime, and no longer lists it', async () => {
    const user = await id.createUser();
    const old = await id.loginAs(user.email);
    const young = await id.loginAs(user.email);
    await age(old.body.sessionId, SESSION_MAX_DAYS + 1);
    await age(young.body.sessionId, SESSION_MAX_DAYS - 1);

    expect((await id.resolve(old.token)).status).toBe(404);
    expect((await id.resolve(young.token)).status).toBe(200);
    const list = await id.http().get(`/user/${user.id}/sessions`).set(young.headers);
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([young.body.sessionId]);
  });

  it('does not resume an administrator session past its lifetime when an impersonation ends', async () => {
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const target = await id.createUser();
    const adminSession = await id.loginAs(admin.email);
    const start = await id.http().post('/user/inpersonate').set(adminSession.headers).send({ userId: target.id });
    const imp = await id.headersFor(start.headers['x-cadeau-set-session']);
    await age(adminSession.body.sessionId, SESSION_MAX_DAYS + 1);
    const end = await id.http().post('/user/inpersonate/end').set(imp).send({});
    expect(end.status).toBe(401);
    expect(end.headers['x-cadeau-set-session']).toBeUndefined();
  });

  /** The impersonation's own row is fresh: only the administrator session it belongs to has run out. */
  it.each([
    ['its absolute lifetime', { created_at: `now() - make_interval(days => ${SESSION_MAX_DAYS + 1})` }],
    ['its idle limit', { last_seen_at: `now() - make_interval(days => ${SESSION_IDLE_DAYS + 1})` }],
  ])('no longer resolves an impersonation once the administrator session passed %s', async (_limit, change) => {
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const target = await id.createUser();
    const adminSession = await id.loginAs(admin.email);
    const start = await id.http().post('/user/inpersonate').set(adminSession.headers).send({ userId: target.id });
    const impToken = start.headers['x-cadeau-set-session'] as string;
    expect((await id.resolve(impToken)).status).toBe(200);

    const [column, value] = Object.entries(change)[0];
    await id
      .knex('sessions')
      .where({ id: adminSession.body.sessionId })
      .update({ [column]: id.knex.raw(value) });

    expect((await id.resolve(impToken)).status).toBe(404);
  });

  it('counts use of an impersonation as use of its administrator session', async () => {
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const target = await id.createUser();
    const adminSession = await id.loginAs(admin.email);
    const start = await id.http().post('/user/inpersonate').set(adminSession.headers).send({ userId: target.id });
    const lastSeen = () =>
      id
        .knex('sessions')
        .where({ id: adminSession.body.sessionId })
        .first('last_seen_at', id.knex.raw(`now() - interval '1 hour' as hour_ago`));
    await id
      .knex('sessions')
      .where({ id: adminSession.body.sessionId })
      .update({ last_seen_at: id.knex.raw(`now() - interval '2 days'`) });

    expect((await id.resolve(start.headers['x-cadeau-set-session'])).status).toBe(200);
    const row = await lastSeen();
    expect(row.last_seen_at.getTime()).toBeGreaterThan(row.hour_ago.getTime());
  });
});
