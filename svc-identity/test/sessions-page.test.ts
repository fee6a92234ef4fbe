import { SAFARI_IPHONE, startIdentity, type Identity } from './harness';

/** My settings → sessions (issue 9): a page from the server, "end all other sessions", recognised devices. */
describe('sessions page and ending the other sessions', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  /** Three sessions of one user, used one, two and three hours ago (the order the list shows). */
  async function threeSessions() {
    const user = await id.createUser();
    const a = await id.loginAs(user.email);
    const phone = await id.login(user.email, undefined, { userAgent: SAFARI_IPHONE });
    const script = await id.login(user.email, undefined, { userAgent: 'curl/8.0' });
    const ids = [a.body.sessionId, phone.res.body.sessionId, script.res.body.sessionId] as string[];
    for (const [i, sessionId] of ids.entries())
      await id
        .knex('sessions')
        .where({ id: sessionId })
        .update({ last_seen_at: id.knex.raw(`now() - make_interval(hours => ?)`, [i + 1]) });
    return { user, a, ids, tokens: [a.token, phone.token!, script.token!] };
  }

  it('pages, sorts and searches the open sessions on the server', async () => {
    const { user, a, ids } = await threeSessions();
    const get = (query: Record<string, string | number>) =>
      id.http().get(`/user/${user.id}/sessions`).query(query).set(a.headers);

    const first = await get({ pageSize: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.body.items.map((s: { id: string }) => s.id)).toEqual(ids.slice(0, 2));
    expect((await get({ pageSize: 2, page: 2 })).body.items.map((s: { id: string }) => s.id)).toEqual([ids[2]]);
    expect((await get({ sort: 'lastSeenAt', order: 'asc' })).body.items.map((s: { id: string }) => s.id)).toEqual(
      [...ids].reverse(),
    );
    const phones = await get({ q: 'iphone' });
    expect(phones.body.items).toEqual([
      expect.objectContaining({ id: ids[1], device: 'Apple iPhone (iOS 17.0)', browser: 'Mobile Safari 17' }),
    ]);
    expect(phones.body.total).toBe(1);

    const bad = await get({ sort: 'ip' });
    expect(bad.status).toBe(400);
  });

  it('answers null for a device and browser it does not recognise, for the page to say so in its language', async () => {
    const { user, a, ids } = await threeSessions();
    const list = await id.http().get(`/user/${user.id}/sessions`).set(a.headers);
    const script = list.body.items.find((s: { id: string }) => s.id === ids[2]);
    expect(script).toMatchObject({ device: null, browser: null, userAgent: 'curl/8.0', current: false });
    expect(list.body.items[0]).toMatchObject({ device: 'Linux', browser: 'Chrome 120', current: true });
  });

  it('ends every other session of the caller, keeps the current one, announces and audits it', async () => {
    const { user, a, ids, tokens } = await threeSessions();
    const res = await id.http().delete(`/user/${user.id}/sessions`).set(a.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect(res.headers['x-cadeau-clear-session']).toBeUndefined();
    expect((await id.resolve(tokens[0])).status).toBe(200);
    expect((await id.resolve(tokens[1])).status).toBe(404);
    expect((await id.resolve(tokens[2])).status).toBe(404);
    const ended = (await id.outboxEvents('session.ended')).map((e) => e.payload);
    expect(ended).toEqual(
      expect.arrayContaining([
        { userId: user.id, sessionId: ids[1] },
        { userId: user.id, sessionId: ids[2] },
      ]),
    );
    expect(ended).not.toContainEqual({ userId: user.id, sessionId: ids[0] });
    const entry = await id.knex('audit').where({ action: 'logout', entity: 'user', entity_id: user.id }).first();
    expect(entry).toMatchObject({ user_id: user.id, value: { endedSessions: 2, kept: ids[0] } });

    const list = await id.http().get(`/user/${user.id}/sessions`).set(a.headers);
    expect(list.body).toMatchObject({ total: 1, items: [expect.objectContaining({ id: ids[0], current: true })] });
    // Nothing left to end is not an error.
    expect((await id.http().delete(`/user/${user.id}/sessions`).set(a.headers)).body).toEqual({ ended: 0 });
  });

  it("ends an administrator's impersonations with the other sessions", async () => {
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const target = await id.createUser();
    const mine = await id.loginAs(admin.email);
    const start = await id.http().post('/user/inpersonate').set(mine.headers).send({ userId: target.id });
    const impToken: string = start.headers['x-cadeau-set-session'];
    expect((await id.resolve(impToken)).status).toBe(200);
    const res = await id.http().delete(`/user/${admin.id}/sessions`).set(mine.headers);
    expect(res.status).toBe(200);
    expect((await id.resolve(impToken)).status).toBe(404);
    expect((await id.resolve(mine.token)).status).toBe(200);
  });

  it("refuses another user's sessions, except to a platform administrator, who ends all of them", async () => {
    const { user, tokens } = await threeSessions();
    const stranger = await id.loginAs((await id.createUser()).email);
    const refused = await id.http().delete(`/user/${user.id}/sessions`).set(stranger.headers);
    expect([refused.status, refused.body.message]).toEqual([403, 'error.forbidden']);
    for (const token of tokens) expect((await id.resolve(token)).status).toBe(200);

    const admin = await id.loginAs((await id.createUser({ roles: ['platformAdmin'] })).email);
    const res = await id.http().delete(`/user/${user.id}/sessions`).set(admin.headers);
    expect(res.body).toEqual({ ended: 3 });
    for (const token of tokens) expect((await id.resolve(token)).status).toBe(404);
    expect((await id.resolve(admin.token)).status).toBe(200);
  });
});
