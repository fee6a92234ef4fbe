import { PASSWORD, startIdentity, type Identity } from './harness';

/** Issue 8: invitation links expire after the Invitation.ValidDays setting (default 14 days). */
describe('invitation links expire', () => {
  let id: Identity;
  let asAdmin: Record<string, string>;
  let asPlatformAdmin: Record<string, string>;
  beforeAll(async () => {
    id = await startIdentity();
    const admin = await id.createUser();
    await id.createOrganization('Expiry AG', [{ userId: admin.id, roles: ['admin'] }]);
    asAdmin = (await id.loginAs(admin.email)).headers;
    const root = await id.createUser({ roles: ['platformAdmin'] });
    asPlatformAdmin = (await id.loginAs(root.email)).headers;
  });
  afterAll(() => id.stop());

  async function invite(email: string, issuedDaysAgo: number) {
    expect(
      (
        await id
          .http()
          .post('/organization/invitation')
          .set(asAdmin)
          .send({ email, roles: ['user'] })
      ).status,
    ).toBe(201);
    await id
      .knex('invitations')
      .where({ email })
      .update({ created_at: id.knex.raw(`now() - make_interval(days => ?)`, [issuedDaysAgo]) });
    return id.lastToken('invitation', email);
  }
  const preview = (token: string) => id.http().post('/organization/invitation/preview').send({ token });

  it('refuses preview, registration and acceptance of a link older than the default 14 days', async () => {
    const fresh = await invite('fresh@example.ch', 13);
    expect((await preview(fresh)).status).toBe(200);

    const old = await invite('old@example.ch', 15);
    const previewed = await preview(old);
    expect([previewed.status, previewed.body.message]).toEqual([404, 'error.invitation.expired']);
    const registered = await id.http().post('/auth/registration').send({
      token: old,
      firstName: 'Olga',
      lastName: 'Alt',
      language: 'de',
      password: 'Fresh-Secret-42',
      passwordConfirmation: 'Fresh-Secret-42',
    });
    expect(registered.body.message).toBe('error.invitation.expired');
    expect(await id.knex('users').where({ email: 'old@example.ch' })).toHaveLength(0);

    const member = await id.createUser({ email: 'stale@example.ch' });
    const stale = await invite(member.email, 20);
    const accepted = await id
      .http()
      .post('/organization/invitation/accept')
      .send({ token: stale, email: member.email, password: PASSWORD });
    expect(accepted.body.message).toBe('error.invitation.expired');
    expect(await id.knex('memberships').where({ user_id: member.id })).toHaveLength(0);
    expect(await id.knex('invitations').where({ email: member.email }).first()).toMatchObject({ status: 'pending' });
  });

  it('follows the setting a platform administrator changes', async () => {
    const token = await invite('setting@example.ch', 3);
    expect((await preview(token)).status).toBe(200);
    const put = await id
      .http()
      .put('/setting')
      .set(asPlatformAdmin)
      .send({ scope: 'global', values: [{ key: 'Invitation.ValidDays', value: 2 }] });
    expect(put.status).toBeLessThan(300);
    expect((await preview(token)).body.message).toBe('error.invitation.expired');
  });
});
