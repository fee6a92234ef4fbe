import { MAX_CONSECUTIVE_FAILURES } from '../src/db/login-limits';
import { PASSWORD, startIdentity, type Identity } from './harness';

/**
 * Issue 8: a session (stolen or left open) must not become a way to guess the account's password. The
 * current-password checks of password change and e-mail change count like failed logins: the same lock
 * answers 429 with `retry-after`, there and at login.
 */
describe('current-password checks are rate-limited like login', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  const NEW = 'Another-Secret-77';

  it('locks the password change after repeated wrong current passwords', async () => {
    const user = await id.createUser();
    const session = await id.loginAs(user.email);
    const put = (oldPassword: string) =>
      id
        .http()
        .put('/user/password')
        .set(session.headers)
        .send({ oldPassword, newPassword: NEW, newPasswordConfirmation: NEW });
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES; i++)
      expect((await put('not-it')).body.message).toBe('error.password.oldPasswordInvalid');
    const locked = await put(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('error.tooManyRequests');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change.
    expect((await id.knex('audit').where({ entity: 'user', entity_id: user.id, action: 'update' })).length).toBe(0);
  });

  it('locks the e-mail change after repeated wrong current passwords', async () => {
    const user = await id.createUser();
    const session = await id.loginAs(user.email);
    const post = (password: string) =>
      id
        .http()
        .post('/user/email-change')
        .set(session.headers)
        .send({ newEmail: `new-${user.email}`, password });
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES; i++)
      expect((await post('not-it')).body.message).toBe('error.password.oldPasswordInvalid');
    const locked = await post(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('error.tooManyRequests');
    expect(await id.knex('email_changes').where({ user_id: user.id })).toHaveLength(0);
  });

  it('lets a right current password through and clears the count', async () => {
    const user = await id.createUser();
    const session = await id.loginAs(user.email);
    const post = (password: string) =>
      id
        .http()
        .post('/user/email-change')
        .set(session.headers)
        .send({ newEmail: `next-${user.email}`, password });
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES - 1; i++) expect((await post('not-it')).status).toBe(400);
    expect((await post(PASSWORD)).status).toBe(200);
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES - 1; i++) expect((await post('not-it')).status).toBe(400);
    expect((await post(PASSWORD)).status).toBe(200);
  });
});
