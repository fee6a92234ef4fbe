import { randomUUID } from 'node:crypto';
import { MAIL_LIMITS, PENDING_ORGANIZATION_INVITATIONS } from '../src/domain/mail-throttle';
import { PASSWORD, startIdentity, type Identity } from './harness';

/**
 * Issue 8: a pending organisation sent five invitations in a row to one address, one account received 13
 * reset mails in 80 s. Mails are throttled per recipient address and per account; anonymous flows stay
 * silent (same 204, nothing sent), authenticated ones answer 429 `error.mail.tooManyMails` with
 * `retry-after`; an organisation pending review has a small invitation quota.
 */
describe('mail throttle', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.ch`;
  const perAddress = MAIL_LIMITS.passwordReset.recipient!.max;

  async function adminOf(status: 'approved' | 'pending') {
    const admin = await id.createUser();
    const org = await id.createOrganization(`Throttle ${randomUUID().slice(0, 8)}`, [
      { userId: admin.id, roles: ['admin'] },
    ]);
    await id.knex('organizations').where({ id: org }).update({ status });
    return { admin, org, headers: (await id.loginAs(admin.email)).headers };
  }

  it('sends at most three reset mails an hour to one account, answering every request the same', async () => {
    const user = await id.createUser();
    const answers = [];
    for (let i = 0; i < perAddress + 3; i++)
      answers.push(await id.http().post('/auth/forgot-password').send({ email: user.email }));
    for (const res of answers) expect([res.status, res.text]).toEqual([204, '']);
    expect(await id.mails({ template: 'passwordReset', to: user.email })).toHaveLength(perAddress);
    // The account's count holds whatever case the address is typed in.
    await id.http().post('/auth/forgot-password').send({ email: user.email.toUpperCase() });
    expect(await id.mails({ template: 'passwordReset', to: user.email })).toHaveLength(perAddress);
    const audited = await id.knex('audit').where({ entity: 'passwordReset', user_id: user.id });
    expect(audited).toHaveLength(perAddress);
  });

  it('sends at most three confirmation mails an hour to one address, silently', async () => {
    const user = await id.createUser({ confirmed: false });
    for (let i = 0; i < perAddress + 2; i++) {
      const res = await id.http().post('/auth/confirmation/resend').send({ email: user.email });
      expect([res.status, res.text]).toEqual([204, '']);
      // The worker mails after the answer; then the link is moved past the one-a-minute spacing of
      // confirmation mails, so only the hourly throttle is left to stop them.
      await id.settledMailRequests();
      await id
        .knex('user_tokens')
        .where({ user_id: user.id })
        .update({ created_at: id.knex.raw(`created_at - interval '2 minutes'`) });
    }
    expect(await id.mails({ template: 'emailConfirmation', to: user.email })).toHaveLength(perAddress);
  });

  it('refuses a fourth invitation to one address within the hour with 429 and retry-after', async () => {
    const a = await adminOf('approved');
    const b = await adminOf('approved');
    const invitee = address('invitee');
    const invite = (headers: Record<string, string>) =>
      id
        .http()
        .post('/organization/invitation')
        .set(headers)
        .send({ email: invitee, roles: ['user'] });
    for (let i = 0; i < MAIL_LIMITS.invitation.recipient!.max; i++) expect((await invite(a.headers)).status).toBe(201);
    const refused = await invite(a.headers);
    expect([refused.status, refused.body.message]).toEqual([429, 'error.mail.tooManyMails']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // The address's count is the address's, whichever organisation invites.
    expect((await invite(b.headers)).body.message).toBe('error.mail.tooManyMails');
    expect(await id.mails({ template: 'invitation', to: invitee })).toHaveLength(MAIL_LIMITS.invitation.recipient!.max);
    // The refused renewal changed nothing: the last mailed link is still the pending invitation's.
    const pending = await id.knex('invitations').where({ email: invitee });
    expect(pending).toHaveLength(1);
  });

  it('counts +tag variants of an address against the one inbox they reach', async () => {
    const a = await adminOf('approved');
    const [local, domain] = address('tagged').split('@');
    const invite = (tag: number) =>
      id
        .http()
        .post('/organization/invitation')
        .set(a.headers)
        .send({ email: `${local}+${tag}@${domain}`, roles: ['user'] });
    const max = MAIL_LIMITS.invitation.recipient!.max;
    for (let i = 0; i < max; i++) expect((await invite(i)).status).toBe(201);
    const refused = await invite(max);
    expect([refused.status, refused.body.message]).toEqual([429, 'error.mail.tooManyMails']);
    // The mails went to the addresses as written, each its own.
    const sent = (await id.mails({ template: 'invitation' }))
      .map((m) => m.to)
      .filter((to) => to.startsWith(`${local}+`));
    expect(sent.sort()).toEqual(Array.from({ length: max }, (_, i) => `${local}+${i}@${domain}`));
  });

  it('caps the invitations one account sends in an hour', async () => {
    const a = await adminOf('approved');
    const max = MAIL_LIMITS.invitation.account!.max;
    const invite = () =>
      id
        .http()
        .post('/organization/invitation')
        .set(a.headers)
        .send({ email: address('team'), roles: ['user'] });
    for (let i = 0; i < max; i++) expect((await invite()).status).toBe(201);
    const refused = await invite();
    expect([refused.status, refused.body.message]).toEqual([429, 'error.mail.tooManyMails']);
    expect(await id.knex('invitations').where({ organization_id: a.org })).toHaveLength(max);
  });

  it('gives an organisation pending review a small invitation quota that withdrawing does not refill', async () => {
    const p = await adminOf('pending');
    const invite = (email: string) =>
      id
        .http()
        .post('/organization/invitation')
        .set(p.headers)
        .send({ email, roles: ['user'] });
    const ids: string[] = [];
    for (let i = 0; i < PENDING_ORGANIZATION_INVITATIONS; i++) {
      const res = await invite(address('colleague'));
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const refused = await invite(address('more'));
    expect([refused.status, refused.body.message]).toEqual([403, 'error.invitation.pendingQuotaReached']);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect((await id.http().delete(`/organization/invitation/${ids[0]}`).set(p.headers)).status).toBe(204);
    expect((await invite(address('again'))).body.message).toBe('error.invitation.pendingQuotaReached');

    await id.knex('organizations').where({ id: p.org }).update({ status: 'approved' });
    expect((await invite(address('approved'))).status).toBe(201);
  });

  it('refuses a fourth e-mail change to one new address and a sixth change of one account within the hour', async () => {
    const user = await id.createUser();
    const { headers } = await id.loginAs(user.email);
    const change = (newEmail: string) =>
      id.http().post('/user/email-change').set(headers).send({ newEmail, password: PASSWORD });
    const target = address('target');
    for (let i = 0; i < MAIL_LIMITS.emailChange.recipient!.max; i++) expect((await change(target)).status).toBe(200);
    const refused = await change(target);
    expect([refused.status, refused.body.message]).toEqual([429, 'error.mail.tooManyMails']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await id.mails({ template: 'emailChangeNew', to: target })).toHaveLength(3);

    const left = MAIL_LIMITS.emailChange.account!.max - MAIL_LIMITS.emailChange.recipient!.max;
    for (let i = 0; i < left; i++) expect((await change(address('other'))).status).toBe(200);
    const capped = await change(address('one-more'));
    expect([capped.status, capped.body.message]).toEqual([429, 'error.mail.tooManyMails']);
    expect(await id.mails({ template: 'emailChangeOld', to: user.email })).toHaveLength(
      MAIL_LIMITS.emailChange.account!.max,
    );
  });
});
