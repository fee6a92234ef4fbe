import { PASSWORD, startIdentity, type Identity } from './harness';

/** Issue 8: an impersonation session belongs to the administrator session that started it. */
describe('impersonation sessions belong to the administrator session', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  /** A fresh administrator, logged in, impersonating a fresh user: every test owns its sessions. */
  async function impersonating() {
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const target = await id.createUser();
    const adminSession = await id.loginAs(admin.email);
    const start = await id.http().post('/user/inpersonate').set(adminSession.headers).send({ userId: target.id });
    expect(start.status).toBe(200);
    const impToken: string = start.headers['x-cadeau-set-session'];
    const impSessionId: string = (await id.resolve(impToken)).body.sessionId;
    return { admin, target, adminSession, impToken, impSessionId, imp: await id.headersFor(impToken) };
  }
  const sessionCount = () => id.knex('sessions').count<{ count: string }[]>('* as count');

  it('ends with the administrator logout, and ending it then opens no new administrator session', async () => {
    const { target, adminSession, impToken, impSessionId } = await impersonating();
    expect((await id.http().post('/auth/logout').set(adminSession.headers).send()).status).toBe(204);
    expect((await id.resolve(impToken)).status).toBe(404);
    expect((await id.outboxEvents('session.ended')).map((e) => e.payload)).toContainEqual({
      userId: target.id,
      sessionId: impSessionId,
    });

    // The admin session ended some other way (here: straight in the database) while the impersonation
    // lived on: ending it clears the cookie and answers 401 instead of minting an administrator session.
    const again = await impersonating();
    await id.knex('sessions').where({ id: again.adminSession.body.sessionId }).update({ ended_at: id.knex.fn.now() });
    const [{ count: before }] = await sessionCount();
    const end = await id.http().post('/user/inpersonate/end').set(again.imp).send({});
    expect(end.status).toBe(401);
    expect(end.headers['x-cadeau-clear-session']).toBe('1');
    expect(end.headers['x-cadeau-set-session']).toBeUndefined();
    expect((await sessionCount())[0].count).toBe(before);
    expect((await id.resolve(again.impToken)).status).toBe(404);
    expect(await id.knex('sessions').where({ user_id: again.admin.id }).whereNull('ended_at')).toHaveLength(0);
  });

  it('ends when the administrator session is ended from the list, which shows the impersonation', async () => {
    const { admin, target, adminSession, impToken, impSessionId } = await impersonating();
    const list = await id.http().get(`/user/${admin.id}/sessions`).set(adminSession.headers);
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual(
      expect.objectContaining({ id: impSessionId, impersonating: { userId: target.id, email: target.email } }),
    );
    expect(list.body.items.find((s: { current: boolean }) => s.current)).not.toHaveProperty('impersonating');

    // The administrator may end the impersonation alone from its own list...
    const second = await id.http().post('/user/inpersonate').set(adminSession.headers).send({ userId: target.id });
    const secondToken: string = second.headers['x-cadeau-set-session'];
    const secondId: string = (await id.resolve(secondToken)).body.sessionId;
    expect((await id.http().delete(`/user/${admin.id}/sessions/${secondId}`).set(adminSession.headers)).status).toBe(
      204,
    );
    expect((await id.resolve(secondToken)).status).toBe(404);
    expect((await id.resolve(adminSession.token)).status).toBe(200);

    // ...and ending its own session (from another of its sessions) ends the impersonation with it.
    const other = await id.loginAs(admin.email);
    const del = await id.http().delete(`/user/${admin.id}/sessions/${adminSession.body.sessionId}`).set(other.headers);
    expect(del.status).toBe(204);
    expect((await id.resolve(impToken)).status).toBe(404);
  });

  it('ends when the administrator changes or resets its password', async () => {
    const changed = await impersonating();
    const change = await id.http().put('/user/password').set(changed.adminSession.headers).send({
      oldPassword: PASSWORD,
      newPassword: 'Another-Secret-77',
      newPasswordConfirmation: 'Another-Secret-77',
    });
    expect(change.status).toBeLessThan(300);
    expect((await id.resolve(changed.impToken)).status).toBe(404);

    const reset = await impersonating();
    await id.http().post('/auth/forgot-password').send({ email: reset.admin.email });
    const token = await id.lastToken('passwordReset', reset.admin.email);
    const done = await id
      .http()
      .post('/auth/reset-password')
      .send({ token, password: 'Another-Secret-77', passwordConfirmation: 'Another-Secret-77' });
    expect(done.status).toBe(204);
    expect((await id.resolve(reset.impToken)).status).toBe(404);
  });
});
