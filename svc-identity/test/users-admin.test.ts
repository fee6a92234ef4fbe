import { startIdentity, type Identity } from './harness';

describe('users: platform lists, detail, block, impersonation, current organisation', () => {
  let id: Identity;
  let admin: { id: string; email: string };
  let adminSession: Awaited<ReturnType<Identity['loginAs']>>;
  beforeAll(async () => {
    id = await startIdentity();
    admin = await id.createUser({ email: 'root@cadeau.test', roles: ['platformAdmin'] });
    adminSession = await id.loginAs(admin.email);
  });
  afterAll(() => id.stop());

  it('lists users paginated, sorted and filtered on the server (platform administrators only)', async () => {
    const org = await id.createOrganization('List AG', []);
    for (const [first, last, blocked] of [
      ['Zoe', 'Ammann', false],
      ['Yann', 'Berger', true],
      ['Xaver', 'Christen', false],
    ] as const) {
      const u = await id.createUser({ email: `${first.toLowerCase()}@list.ch`, blocked });
      await id.knex('users').where({ id: u.id }).update({ first_name: first, last_name: last });
      if (!blocked) await id.knex('memberships').insert({ user_id: u.id, organization_id: org, roles: ['user'] });
    }
    const get = (q: Record<string, string>) => id.http().get('/user').query(q).set(adminSession.headers);
    const page = await get({ q: '@list.ch', sort: 'lastName', order: 'desc', pageSize: '2' });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page.body.items.map((u: { lastName: string }) => u.lastName)).toEqual(['Christen', 'Berger']);
    expect(
      (await get({ q: '@list.ch', sort: 'lastName', order: 'desc', pageSize: '2', page: '2' })).body.items.map(
        (u: { lastName: string }) => u.lastName,
      ),
    ).toEqual(['Ammann']);
    expect(
      (await get({ q: '@list.ch', blocked: 'true' })).body.items.map((u: { firstName: string }) => u.firstName),
    ).toEqual(['Yann']);
    const inOrg = await get({ organizationId: org, sort: 'firstName' });
    expect(inOrg.body.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Xaver', 'Zoe']);
    expect(inOrg.body.items[0].organizations).toEqual([
      { id: org, name: 'List AG', status: 'approved', roles: ['user'] },
    ]);
    expect((await get({ sort: 'password_hash' })).status).toBe(400);
    const plain = await id.loginAs((await id.createUser()).email);
    expect((await id.http().get('/user').set(plain.headers)).status).toBe(403);
  });

  it('sorts names as people read them, case and accents aside, not in byte order (issue 23)', async () => {
    for (const [first, last] of [
      ['émile', 'Zürcher'],
      ['Bea', 'de Weck'],
      ['Anna', 'Ämmer'],
      ['Dora', 'Berger'],
    ] as const) {
      const u = await id.createUser({ email: `${last.replace(/\W/g, '').toLowerCase()}@words.ch` });
      await id.knex('users').where({ id: u.id }).update({ first_name: first, last_name: last });
    }
    const names = async (sort: string, order: string, field: 'lastName' | 'firstName') =>
      (await id.http().get('/user').query({ q: '@words.ch', sort, order }).set(adminSession.headers)).body.items.map(
        (u: Record<string, string>) => u[field],
      );
    expect(await names('lastName', 'asc', 'lastName')).toEqual(['Ämmer', 'Berger', 'de Weck', 'Zürcher']);
    expect(await names('lastName', 'desc', 'lastName')).toEqual(['Zürcher', 'de Weck', 'Berger', 'Ämmer']);
    expect(await names('firstName', 'asc', 'firstName')).toEqual(['Anna', 'Bea', 'Dora', 'émile']);
  });

  it('shows a user to themself and to platform administrators only', async () => {
    const a = await id.createUser();
    const b = await id.createUser();
    const asA = await id.loginAs(a.email);
    expect((await id.http().get(`/user/${a.id}`).set(asA.headers)).body).toMatchObject({
      id: a.id,
      email: a.email,
      openSessions: 1,
      blocked: false,
    });
    expect((await id.http().get(`/user/${b.id}`).set(asA.headers)).status).toBe(403);
    expect((await id.http().get(`/user/${b.id}`).set(adminSession.headers)).body.id).toBe(b.id);
    expect((await id.http().get('/user/not-a-uuid').set(adminSession.headers)).body.message).toBe('error.noUserFound');
  });

  it('blocks a user: every session ends at once, login is refused, and unblocking restores it', async () => {
    const user = await id.createUser();
    const one = await id.loginAs(user.email);
    const two = await id.loginAs(user.email);
    const res = await id
      .http()
      .put(`/user/${user.id}/block`)
      .set(adminSession.headers)
      .send({ blocked: true, reason: 'fraud' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ blocked: true, openSessions: 0 });
    expect((await id.resolve(one.token)).status).toBe(404);
    expect((await id.resolve(two.token)).status).toBe(404);
    const ended = (await id.outboxEvents('session.ended')).map((e) => e.payload.sessionId);
    expect(ended).toEqual(expect.arrayContaining([one.body.sessionId, two.body.sessionId]));
    expect((await id.outboxEvents('user.blocked')).map((e) => e.payload)).toContainEqual({
      userId: user.id,
      blocked: true,
    });
    expect((await id.login(user.email)).res.body.message).toBe('error.login.userBlocked');
    const entry = await id.knex('audit').where({ entity: 'user', entity_id: user.id, user_id: admin.id }).first();
    expect(entry.value).toEqual({ blocked: { from: false, to: true }, reason: 'fraud', endedSessions: 2 });

    await id.http().put(`/user/${user.id}/block`).set(adminSession.headers).send({ blocked: false });
    expect((await id.login(user.email)).res.status).toBe(200);
    expect(
      (await id.http().put(`/user/${admin.id}/block`).set(adminSession.headers).send({ blocked: true })).body.message,
    ).toBe('error.user.cannotBlockSelf');
    // Issue 8: the own id in upper case is still oneself (the route's uuidParam lower-cases it).
    const upper = `/user/${admin.id.toUpperCase()}/block`;
    expect((await id.http().put(upper).set(adminSession.headers).send({ blocked: true })).body.message).toBe(
      'error.user.cannotBlockSelf',
    );
    expect(await id.knex('users').where({ id: admin.id }).first()).toMatchObject({ blocked: false });
  });

  it('ends the impersonations of a blocked administrator', async () => {
    const other = await id.createUser({ roles: ['platformAdmin'] });
    const victim = await id.createUser();
    const otherSession = await id.loginAs(other.email);
    const start = await id.http().post('/user/inpersonate').set(otherSession.headers).send({ userId: victim.id });
    const impToken = start.headers['x-cadeau-set-session'];
    expect((await id.resolve(impToken)).status).toBe(200);
    await id.http().put(`/user/${other.id}/block`).set(adminSession.headers).send({ blocked: true });
    expect((await id.resolve(impToken)).status).toBe(404);
  });

  it('impersonates a user (marked, audited) and ends it by resuming the administrator session', async () => {
    const target = await id.createUser({ email: 'target@example.ch' });
    const org = await id.createOrganization('Target AG', [{ userId: target.id, roles: ['manager'] }]);
    const admin2 = await id.createUser({ roles: ['platformAdmin'] });
    // Issue 8: a GET (which a cross-site navigation sends with the SameSite=Lax cookie) starts nothing.
    const byGet = await id.http().get('/user/inpersonate').query({ userId: target.id }).set(adminSession.headers);
    expect(byGet.status).toBe(404);
    expect(byGet.headers['x-cadeau-set-session']).toBeUndefined();
    const start = await id.http().post('/user/inpersonate').set(adminSession.headers).send({ userId: target.id });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ id: target.id, inpersonated: true, currentOrganizationId: org });
    const impToken = start.headers['x-cadeau-set-session'];
    const ctx = (await id.resolve(impToken)).body;
    expect(ctx).toMatchObject({ userId: target.id, impersonatorId: admin.id, roles: [] });
    const imp = await id.headersFor(impToken);
    expect((await id.http().get('/user/myuser').set(imp)).body.inpersonated).toBe(true);
    // The impersonated context is the user's: no platform rights.
    expect((await id.http().get('/user').set(imp)).status).toBe(403);
    expect(
      await id
        .knex('audit')
        .where({ user_id: admin.id, action: 'login', entity: 'impersonation', entity_id: target.id }),
    ).toHaveLength(1);

    const end = await id.http().post('/user/inpersonate/end').set(imp).send({});
    expect(end.status).toBe(200);
    expect(end.body).toMatchObject({ id: admin.id, inpersonated: false, sessionId: adminSession.body.sessionId });
    const resumed = end.headers['x-cadeau-set-session'];
    expect((await id.resolve(resumed)).body).toMatchObject({
      userId: admin.id,
      sessionId: adminSession.body.sessionId,
      impersonatorId: null,
    });
    expect((await id.resolve(impToken)).status).toBe(404);
    expect((await id.outboxEvents('session.ended')).map((e) => e.payload)).toContainEqual({
      userId: target.id,
      sessionId: ctx.sessionId,
      reason: 'impersonationEnded',
    });
    expect(await id.knex('audit').where({ user_id: admin.id, action: 'logout', entity: 'impersonation' })).toHaveLength(
      1,
    );
    adminSession = { ...adminSession, token: resumed, headers: await id.headersFor(resumed) };

    expect((await id.http().post('/user/inpersonate/end').set(adminSession.headers).send({})).body.message).toBe(
      'error.user.notImpersonating',
    );
    for (const who of [admin2.id, admin.id])
      expect(
        (await id.http().post('/user/inpersonate').set(adminSession.headers).send({ userId: who })).body.message,
      ).toBe('error.user.cannotImpersonate');
    const plain = await id.loginAs(target.email);
    expect((await id.http().post('/user/inpersonate').set(plain.headers).send({ userId: admin.id })).status).toBe(403);
  });

  it('switches the current organisation: members among theirs, never cleared by a non-admin, admins anywhere', async () => {
    const user = await id.createUser();
    const a = await id.createOrganization('Switch A', [{ userId: user.id, roles: ['user'] }]);
    const b = await id.createOrganization('Switch B', [{ userId: user.id, roles: ['admin'] }]);
    const foreign = await id.createOrganization('Switch C', []);
    const s = await id.loginAs(user.email);
    const put = (organizationId: string | null, headers = s.headers) =>
      id.http().put('/user/current-organization').set(headers).send({ organizationId });
    const switched = await put(b);
    expect(switched.body).toMatchObject({ currentOrganizationId: b });
    expect((await id.resolve(s.token)).body.currentOrganizationId).toBe(b);
    expect((await id.outboxEvents('session.updated')).map((e) => e.payload)).toContainEqual({
      userId: user.id,
      sessionId: s.body.sessionId,
    });
    expect((await put(foreign)).body.message).toBe('error.organization.userNotInOrganization');
    const cleared = await put(null);
    expect([cleared.status, cleared.body.message]).toEqual([400, 'error.organization.noneSelected']);
    expect((await id.resolve(s.token)).body.currentOrganizationId).toBe(b);
    expect(a).toBeTruthy();

    expect((await put(foreign, adminSession.headers)).body.currentOrganizationId).toBe(foreign);
    expect((await id.resolve(adminSession.token)).body.currentOrganizationId).toBe(foreign);
    expect((await put(null, adminSession.headers)).body.currentOrganizationId).toBeNull();
    expect((await id.resolve(adminSession.token)).body.currentOrganizationId).toBeNull();
  });
});
