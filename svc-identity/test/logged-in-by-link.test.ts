import { randomBytes } from 'node:crypto';
import { hashLinkToken } from '../src/domain/tokens';
import { CHROME_LINUX, startIdentity, type Identity } from './harness';

const NEW_PASSWORD = 'Another-Secret-77';
const SESSION_HEADER = 'x-cadeau-set-session';

/** A mailed link's token stored as svc-identity stores it (only its hash). */
async function storeToken(id: Identity, table: 'invitations' | 'user_tokens', row: Record<string, unknown>) {
  const token = randomBytes(32).toString('base64url');
  await id.knex(table).insert({ ...row, token_hash: hashLinkToken(token) });
  return token;
}

const confirmationOf = (id: Identity, userId: string) =>
  storeToken(id, 'user_tokens', {
    user_id: userId,
    purpose: 'confirmation',
    expires_at: id.knex.raw(`now() + interval '1 day'`),
  });

/**
 * Issue 9: after registering through an invitation and after confirming a new organisation's admin address,
 * the person is logged in by the answer (as POST /auth/login does: the session header the gateway turns into
 * the cookie), in the organisation they joined or registered.
 */
describe('logged in by the registration and the confirmation link', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('logs the invited person in after registering, in the inviting organisation, audited and announced', async () => {
    const org = await id.createOrganization('Auto Login AG', []);
    const email = `invited-${randomBytes(4).toString('hex')}@example.ch`;
    const token = await storeToken(id, 'invitations', { organization_id: org, email, roles: ['user'] });
    const res = await id.http().post('/auth/registration').set('user-agent', CHROME_LINUX).send({
      token,
      firstName: 'Nina',
      lastName: 'Neu',
      language: 'en',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ userId: expect.any(String), email, organizationId: org });

    const session = await id.resolve(res.headers[SESSION_HEADER]);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ userId: res.body.userId, currentOrganizationId: org });
    const me = await id
      .http()
      .get('/user/myuser')
      .set(await id.headersFor(res.headers[SESSION_HEADER]));
    expect(me.body).toMatchObject({ email, currentOrganizationId: org, organizations: [{ id: org, roles: ['user'] }] });
    const login = await id.knex('audit').where({ user_id: res.body.userId, action: 'login', entity: 'session' });
    expect(login).toHaveLength(1);
    expect(login[0].value).toEqual({ device: expect.any(String), browser: expect.stringContaining('Chrome') });
    expect((await id.outboxEvents('user.loggedIn')).map((e) => e.payload)).toContainEqual({
      userId: res.body.userId,
      sessionId: session.body.sessionId,
    });
  });

  it('logs in nobody when the registration is refused', async () => {
    const res = await id
      .http()
      .post('/auth/registration')
      .send({
        token: 'x'.repeat(43),
        firstName: 'Nina',
        lastName: 'Neu',
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      });
    expect(res.status).toBe(404);
    expect(res.headers[SESSION_HEADER]).toBeUndefined();
  });

  it("logs a new organisation's admin in by the confirmation link, once, in their organisation", async () => {
    const user = await id.createUser({ confirmed: false });
    const org = await id.createOrganization('Confirmed GmbH', [{ userId: user.id, roles: ['admin'] }], 'pending');
    const token = await confirmationOf(id, user.id);

    const res = await id.http().post('/auth/confirmation').send({ token });
    expect(res.status).toBe(204);
    const session = await id.resolve(res.headers[SESSION_HEADER]);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ userId: user.id, currentOrganizationId: org });
    expect(await id.knex('audit').where({ user_id: user.id, action: 'login', entity: 'session' })).toHaveLength(1);

    // A used link logs nobody in again.
    const again = await id.http().post('/auth/confirmation').send({ token });
    expect(again.status).toBe(409);
    expect(again.headers[SESSION_HEADER]).toBeUndefined();
  });

  it('confirms a blocked account without logging it in', async () => {
    const user = await id.createUser({ confirmed: false, blocked: true });
    const res = await id
      .http()
      .post('/auth/confirmation')
      .send({ token: await confirmationOf(id, user.id) });
    expect(res.status).toBe(204);
    expect(res.headers[SESSION_HEADER]).toBeUndefined();
    expect((await id.knex('users').where({ id: user.id }).first()).email_confirmed_at).not.toBeNull();
    expect(await id.knex('sessions').where({ user_id: user.id })).toHaveLength(0);
  });
});
