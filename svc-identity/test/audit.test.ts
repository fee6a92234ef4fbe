import { startIdentity, type Identity } from './harness';

describe('GET /audit', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('records insert, update, delete, login and logout with the changed values, and shows each organisation only its own', async () => {
    const platform = await id.createUser({ roles: ['platformAdmin'] });
    const a = await id.createUser({ email: 'admin-a@example.ch' });
    const b = await id.createUser({ email: 'admin-b@example.ch' });
    const member = await id.createUser();
    const orgA = await id.createOrganization('Audit A', [
      { userId: a.id, roles: ['admin'] },
      { userId: member.id, roles: ['user'] },
    ]);
    const orgB = await id.createOrganization('Audit B', [{ userId: b.id, roles: ['admin'] }]);
    const asA = await id.loginAs(a.email);
    const asB = (await id.loginAs(b.email)).headers;
    const asPlatform = (await id.loginAs(platform.email)).headers;

    await id.http().put('/organization').set(asA.headers).send({ name: 'Audit A renamed' });
    const inv = await id.http().post('/organization/invitation').set(asA.headers).send({ email: 'guest@example.ch' });
    await id.http().delete(`/organization/invitation/${inv.body.id}`).set(asA.headers);
    await id.http().put('/organization').set(asB).send({ name: 'Audit B renamed' });
    await id.http().post('/auth/logout').set(asA.headers);

    const mine = await id.http().get('/audit').set(asB).query({ organizationId: orgA });
    expect(mine.status).toBe(200);
    expect(mine.body.items.every((e: { organizationId: string }) => e.organizationId === orgB)).toBe(true);
    expect(mine.body.items.map((e: { entity: string; action: string }) => `${e.action} ${e.entity}`)).toEqual([
      'update organization',
    ]);

    const all = await id.http().get('/audit').set(asPlatform).query({ organizationId: orgA });
    const actions = all.body.items.map((e: { entity: string; action: string }) => `${e.action} ${e.entity}`);
    expect(actions).toEqual(['delete invitation', 'insert invitation', 'update organization']);
    const update = all.body.items.find((e: { entity: string }) => e.entity === 'organization');
    expect(update).toMatchObject({
      value: { name: { from: 'Audit A', to: 'Audit A renamed' } },
      user: { id: a.id, email: 'admin-a@example.ch', name: 'Test User' },
    });

    const logins = await id.http().get('/audit').set(asPlatform).query({ userId: a.id, sort: 'action', order: 'asc' });
    expect(logins.body.items.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'insert',
      'login',
      'logout',
      'update',
    ]);
    const paged = await id.http().get('/audit').set(asPlatform).query({ userId: a.id, pageSize: 2, page: 3 });
    expect(paged.body).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(paged.body.items).toHaveLength(1);
    const later = await id
      .http()
      .get('/audit')
      .set(asPlatform)
      .query({ userId: a.id, from: new Date(Date.now() + 60_000).toISOString() });
    expect(later.body.total).toBe(0);

    const plain = await id.loginAs(member.email);
    expect((await id.http().get('/audit').set(plain.headers)).status).toBe(403);
    expect((await id.http().get('/audit').set(asPlatform).query({ action: 'explode' })).status).toBe(400);
  });
});
