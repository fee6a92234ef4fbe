import { PASSWORD, startIdentity, type Identity } from './harness';

const NEW = 'Brand-New-Secret-77';

/** The "if this wasn't you" mails of issue 9: queued with the change, in the account's language. */
describe('account change notices', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('mails the account after a password change in the settings, and not after a refused one', async () => {
    const user = await id.createUser({ language: 'de' });
    const { headers } = await id.loginAs(user.email);
    const put = (oldPassword: string) =>
      id
        .http()
        .put('/user/password')
        .set(headers)
        .send({ oldPassword, newPassword: NEW, newPasswordConfirmation: NEW });
    expect((await put('not-it')).status).toBe(400);
    expect(await id.mails({ template: 'passwordChanged', to: user.email })).toEqual([]);

    expect((await put(PASSWORD)).status).toBe(204);
    const mails = await id.mails({ template: 'passwordChanged', to: user.email });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      locale: 'de',
      class: 'transactional',
      data: { firstName: 'Test', via: 'change' },
    });
  });

  it('mails the account after a reset through a mailed link', async () => {
    const user = await id.createUser();
    await id.http().post('/auth/forgot-password').send({ email: user.email });
    const token = await id.lastToken('passwordReset', user.email);
    expect(await id.mails({ template: 'passwordChanged', to: user.email })).toEqual([]);
    const reset = await id
      .http()
      .post('/auth/reset-password')
      .send({ token, password: NEW, passwordConfirmation: NEW });
    expect(reset.status).toBe(204);
    const mails = await id.mails({ template: 'passwordChanged', to: user.email });
    expect(mails.map((m) => [m.locale, m.data])).toEqual([['en', { firstName: 'Test', via: 'reset' }]]);
    // A used link changes nothing, so it mails nothing either.
    await id.http().post('/auth/reset-password').send({ token, password: NEW, passwordConfirmation: NEW });
    expect(await id.mails({ template: 'passwordChanged', to: user.email })).toHaveLength(1);
  });

  it('mails the previous address once a change of address completes, not before', async () => {
    const user = await id.createUser({ email: 'notice-old@example.ch', language: 'de' });
    const { headers } = await id.loginAs(user.email);
    await id
      .http()
      .post('/user/email-change')
      .set(headers)
      .send({ newEmail: 'notice-new@example.ch', password: PASSWORD });
    const confirm = (token: string) => id.http().post('/user/confirm-email-change').send({ token });
    expect((await confirm(await id.lastToken('emailChangeNew', 'notice-new@example.ch'))).status).toBe(200);
    expect(await id.mails({ template: 'emailChanged' })).toEqual([]);

    const done = await confirm(await id.lastToken('emailChangeOld', 'notice-old@example.ch'));
    expect(done.body).toMatchObject({ completed: true });
    const mails = await id.mails({ template: 'emailChanged' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'notice-old@example.ch',
      locale: 'de',
      data: { firstName: 'Test', newEmail: 'notice-new@example.ch' },
    });
  });
});
