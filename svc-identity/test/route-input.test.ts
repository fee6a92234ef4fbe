import { startIdentity, type Identity } from './harness';

/**
 * Path parameters and query strings are validated from the route table before a handler runs (ADR 0009):
 * the issue's `GET /user/not-a-uuid/sessions` answered 500 from Postgres before.
 */
describe('path parameters and query strings of svc-identity routes', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('answers a malformed user id 404, never 500', async () => {
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const { headers } = await id.loginAs(admin.email);
    for (const path of ['/user/not-a-uuid/sessions', '/user/%ZZ/sessions', '/user/1/sessions']) {
      const res = await id.http().get(path).set(headers);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 404,
        message: 'error.notFound',
      });
    }
  });

  it('answers a malformed id with the key of an unknown one', async () => {
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const { headers } = await id.loginAs(admin.email);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [malformed, known] of [
      ['/organization/not-an-id', `/organization/${unknown}`],
      ['/conversation/not-an-id', `/conversation/${unknown}`],
    ]) {
      const a = await id.http().get(malformed).set(headers);
      const b = await id.http().get(known).set(headers);
      expect([a.status, a.body.message]).toEqual([404, b.body.message]);
    }
  });

  it('lets a user reach their own sessions by an upper-case id (ids are compared in lower case)', async () => {
    const user = await id.createUser();
    const { headers } = await id.loginAs(user.email);
    const res = await id.http().get(`/user/${user.id.toUpperCase()}/sessions`).set(headers);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
  });

  it('answers a malformed query 400 with zod keys, and parses a good one', async () => {
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const { headers } = await id.loginAs(admin.email);
    const bad = await id.http().get('/organization/list?page=zero&sort=password').set(headers);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('zod.invalid');
    expect((bad.body.issues as { path: string[] }[]).map((i) => i.path.join('.')).sort()).toEqual(['page', 'sort']);
    const good = await id.http().get('/user?blocked=false&pageSize=5').set(headers);
    expect(good.status).toBe(200);
    expect(good.body.pageSize).toBe(5);
  });
});
