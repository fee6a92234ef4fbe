import { startIdentity, type Identity } from './harness';

/**
 * Issue 8, "Bad input never gives a 5xx": each of these answered 500 before the contracts refused them
 * (Postgres refuses NUL in text and year 0; JSON lets a lone UTF-16 half through).
 */
describe('bad text and dates in svc-identity requests', () => {
  let id: Identity;
  let headers: Record<string, string>;
  beforeAll(async () => {
    id = await startIdentity();
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    headers = (await id.loginAs(admin.email)).headers;
  });
  afterAll(() => id.stop());

  const expectRefused = (res: { status: number; body: { message?: string; issues?: { message: string }[] } }) => {
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: 'zod.invalid' });
    expect(res.body.issues?.[0]?.message).toMatch(/^zod\./);
  };

  it('refuses a NUL character in a text field', async () => {
    expectRefused(await id.http().put('/user').set(headers).send({ lastName: 'Nul\u0000Name' }));
    expectRefused(await id.http().post('/auth/login').send({ email: 'a\u0000@example.ch', password: 'x' }));
  });

  it('refuses an unpaired surrogate in a JSON string', async () => {
    const res = await id
      .http()
      .put('/user')
      .set(headers)
      .set('content-type', 'application/json')
      .send('{"lastName":"Half \\ud800 pair"}');
    expectRefused(res);
    const lowHalf = await id
      .http()
      .post('/contact')
      .set('content-type', 'application/json')
      .send('{"name":"\\udc00","email":"x@example.ch","message":"hello"}');
    expectRefused(lowHalf);
  });

  it('refuses a date Postgres cannot hold', async () => {
    expectRefused(await id.http().get('/audit?from=0000-01-01T00:00:00Z').set(headers));
    expect((await id.http().get('/audit?from=0001-01-01T00:00:00Z').set(headers)).status).toBe(200);
  });

  it('refuses %00 in a list search', async () => {
    expectRefused(await id.http().get('/user?q=%00').set(headers));
    expectRefused(await id.http().get('/organization/list?q=a%00b').set(headers));
  });

  it('keeps whole surrogate pairs (emoji) and ordinary text', async () => {
    const res = await id.http().put('/user').set(headers).send({ lastName: 'Zoë 🎁' });
    expect(res.status).toBe(200);
  });
});
