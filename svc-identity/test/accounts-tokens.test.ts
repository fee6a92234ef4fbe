import { PASSWORD, startIdentity, type Identity } from './harness';

const NEW = 'Brand-New-Secret-9';

describe('e-mail confirmation', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('a login with an unconfirmed address mails a new link, at most one a minute; the link confirms once', async () => {
    const user = await id.createUser({ confirmed: false, language: 'de' });
    expect((await id.login(user.email)).res.body.message).toBe('error.login.emailNotConfirmed');
    expect((await id.login(user.email)).res.body.message).toBe('error.login.emailNotConfirmed');
    const sent = await id.mails({ template: 'emailConfirmation', to: user.email });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ locale: 'de', idempotencyKey: expect.stringMatching(/^identity:confirmation:/) });

    const token = sent[0].data.token as string;
    const ok = await id.http().post('/auth/confirmation').send({ token });
    expect(ok.status).toBe(204);
    expect((await id.login(user.email)).res.status).toBe(200);
    expect((await id.knex('audit').where({ entity_id: user.id, action: 'update' }).first()).value).toEqual({
      emailConfirmed: { from: false, to: true },
    });

    const again = await id.http().post('/auth/confirmation').send({ token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('error.confirmation.alreadyConfirmed');
    const unknown = await id
      .http()
      .post('/auth/confirmation')
      .send({ token: 'y'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('error.confirmation.notFound');
  });

  it('an expired link says so, and the same token asks for a new mail', async () => {
    const user = await id.createUser({ confirmed: false });
    await id.login(user.email);
    const token = await id.lastToken('emailConfirmation', user.email);
    await id
      .knex('user_tokens')
      .where({ user_id: user.id })
      .update({
        expires_at: id.knex.raw(`now() - interval '1 minute'`),
        created_at: id.knex.raw(`now() - interval '3 days'`),
      });
    const expired = await id.http().post('/auth/confirmation').send({ token });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('error.confirmation.expired');

    expect((await id.http().post('/auth/confirmation/resend').send({ token })).status).toBe(204);
    const fresh = await id.lastToken('emailConfirmation', user.email);
    expect(fresh).not.toBe(token);
    expect((await id.http().post('/auth/confirmation').send({ token: fresh })).status).toBe(204);
  });

  it('resend by address answers the same for unknown, confirmed and unconfirmed addresses', async () => {
    const unconfirmed = await id.createUser({ confirmed: false });
    const confirmed = await id.createUser();
    const answers = [];
    for (const email of [unconfirmed.email, confirmed.email, 'nobody@nowhere.example']) {
      const res = await id.http().post('/auth/confirmation/resend').send({ email });
      answers.push([res.status, res.text]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await id.mails({ template: 'emailConfirmation', to: unconfirmed.email })).toHaveLength(1);
    expect(await id.mails({ template: 'emailConfirmation', to: confirmed.email })).toHaveLength(0);
  });
});

describe('forgot and reset password', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('answers the same whether the address exists or not, and mails only real accounts', async () => {
    const user = await id.createUser();
    const known = await id.http().post('/auth/forgot-password').send({ email: user.email });
    const unknown = await id.http().post('/auth/forgot-password').send({ email: 'ghost@example.ch' });
    expect([known.status, known.text]).toEqual([unknown.status, unknown.text]);
    expect(known.status).toBe(204);
    expect(await id.mails({ template: 'passwordReset', to: user.email })).toHaveLength(1);
    expect(await id.mails({ template: 'passwordReset', to: 'ghost@example.ch' })).toHaveLength(0);
    const stored = await id.knex('user_tokens').where({ user_id: user.id, purpose: 'passwordReset' });
    const token = await id.lastToken('passwordReset', user.email);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('resets with the newest link, ends every session, and refuses used, replaced, expired and unknown links', async () => {
    const user = await id.createUser();
    const session = await id.loginAs(user.email);
    await id.http().post('/auth/forgot-password').send({ email: user.email });
    const first = await id.lastToken('passwordReset', user.email);
    await id.http().post('/auth/forgot-password').send({ email: user.email });
    const second = await id.lastToken('passwordReset', user.email);
    const reset = (token: string, pw = NEW, confirm = pw) =>
      id.http().post('/auth/reset-password').send({ token, password: pw, passwordConfirmation: confirm });

    const replaced = await reset(first);
    expect([replaced.status, replaced.body.message]).toEqual([409, 'error.passwordReset.replaced']);
    expect((await reset(second, NEW, 'Mismatch-Secret-9')).body.message).toBe('error.password.newPasswordsMismatch');
    expect((await reset(second)).status).toBe(204);
    const used = await reset(second);
    expect([used.status, used.body.message]).toEqual([409, 'error.passwordReset.alreadyUsed']);
    expect((await reset('z'.repeat(43))).body.message).toBe('error.passwordReset.notFound');

    expect((await id.resolve(session.token)).status).toBe(404);
    expect((await id.outboxEvents('session.ended')).map((e) => e.payload)).toContainEqual({
      userId: user.id,
      sessionId: session.body.sessionId,
    });
    expect((await id.login(user.email)).res.status).toBe(401);
    expect((await id.login(user.email, NEW)).res.status).toBe(200);

    await id.http().post('/auth/forgot-password').send({ email: user.email });
    const late = await id.lastToken('passwordReset', user.email);
    await id
      .knex('user_tokens')
      .where({ user_id: user.id })
      .whereNull('used_at')
      .update({ expires_at: id.knex.raw(`now() - interval '1 second'`) });
    const expired = await reset(late);
    expect([expired.status, expired.body.message]).toEqual([410, 'error.passwordReset.expired']);
  });
});

describe('password change', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  it('needs the valid old password and matching new ones, keeps the current session and ends the others', async () => {
    const user = await id.createUser();
    const a = await id.loginAs(user.email);
    const b = await id.loginAs(user.email);
    const put = (body: object) => id.http().put('/user/password').set(a.headers).send(body);
    const wrongOld = await put({ oldPassword: 'not-it', newPassword: NEW, newPasswordConfirmation: NEW });
    expect([wrongOld.status, wrongOld.body.message]).toEqual([400, 'error.password.oldPasswordInvalid']);
    expect(
      (await put({ oldPassword: PASSWORD, newPassword: NEW, newPasswordConfirmation: 'Other-Secret-99' })).body.message,
    ).toBe('error.password.newPasswordsMismatch');
    expect((await put({ oldPassword: PASSWORD, newPassword: NEW, newPasswordConfirmation: NEW })).status).toBe(204);
    expect((await id.resolve(a.token)).status).toBe(200);
    expect((await id.resolve(b.token)).status).toBe(404);
    expect((await id.login(user.email, NEW)).res.status).toBe(200);
    const [entry] = await id.knex('audit').where({ entity_id: user.id, action: 'update', entity: 'user' });
    expect(entry.value).toEqual({ password: 'changed', endedSessions: 1 });
    expect(JSON.stringify(entry.value)).not.toContain(NEW);
  });
});
