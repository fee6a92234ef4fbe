import { randomUUID } from 'node:crypto';
import { NAME_HOLD_DAYS } from '../src/db/organization-name-holds';
import { MAIL_LIMITS } from '../src/domain/mail-throttle';
import { PASSWORD, startIdentity, type Identity } from './harness';

/**
 * Issue 8: answers must not tell whether an account exists. Organisation registration, e-mail change and
 * forgot-password answer an address with an account exactly like one without; the holder of the address
 * hears about it by mail instead.
 */
describe('answers that do not tell whether an account exists', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  const tag = () => randomUUID().slice(0, 8);
  const registration = (email: string, name: string) => ({
    organization: {
      name,
      feature: 'giver',
      companyName: `${name} GmbH`,
      address: { street: 'Dorfstrasse', houseNumber: '1', zip: '8001', city: 'Zürich' },
    },
    user: {
      firstName: 'Mia',
      lastName: 'Muster',
      email,
      language: 'en',
      password: 'Another-Secret-77',
      passwordConfirmation: 'Another-Secret-77',
    },
  });
  const register = (email: string, name: string) =>
    id.http().post('/auth/organization-registration').send(registration(email, name));
  /** Status, body and headers that could differ; ids of requests and dates are not part of the comparison. */
  const answer = (res: { status: number; body: unknown; headers: Record<string, string> }) => ({
    status: res.status,
    body: res.body,
    type: res.headers['content-type'],
  });

  it('answers an organisation registration with a taken address like one with a new address', async () => {
    const holder = await id.createUser({ language: 'de' });
    const fresh = `new-${tag()}@example.ch`;
    const taken = await register(holder.email, `Taken ${tag()}`);
    const created = await register(fresh, `Fresh ${tag()}`);
    expect(answer(taken)).toEqual({ ...answer(created), body: { email: holder.email } });
    expect(answer(created)).toMatchObject({ status: 201, body: { email: fresh } });

    // Nothing was created for the taken address; its holder got a notice in their own language.
    expect(await id.knex('memberships').where({ user_id: holder.id })).toHaveLength(0);
    const [notice] = await id.mails({ template: 'registrationAttempt', to: holder.email });
    expect(notice).toMatchObject({ locale: 'de', data: { firstName: 'Test' } });
    expect((notice.data.organizationName as string).startsWith('Taken ')).toBe(true);
    expect(await id.mails({ template: 'emailConfirmation', to: holder.email })).toHaveLength(0);
    expect(await id.mails({ template: 'emailConfirmation', to: fresh })).toHaveLength(1);
  });

  it('keeps the name of a registration that created nothing taken, so a second one cannot tell', async () => {
    const holder = await id.createUser();
    const probeName = `Probe ${tag()}`;
    const realName = `Real ${tag()}`;
    expect((await register(holder.email, probeName)).status).toBe(201);
    expect((await register(`first-${tag()}@example.ch`, realName)).status).toBe(201);
    // Registering either name again, or renaming an organisation to it, answers the same.
    const again = [
      await register(`second-${tag()}@example.ch`, probeName.toUpperCase()),
      await register(`third-${tag()}@example.ch`, realName),
    ];
    for (const res of again) expect([res.status, res.body.message]).toEqual([409, 'error.organization.alreadyExists']);
    const admin = await id.createUser();
    await id.createOrganization(`Renamer ${tag()}`, [{ userId: admin.id, roles: ['admin'] }]);
    const { headers } = await id.loginAs(admin.email);
    const renames = [
      await id.http().put('/organization').set(headers).send({ name: probeName }),
      await id.http().put('/organization').set(headers).send({ name: realName }),
    ];
    expect(renames.map((r) => [r.status, r.body.message])).toEqual([
      [409, 'error.organization.alreadyExists'],
      [409, 'error.organization.alreadyExists'],
    ]);
  });

  it('lets a hold expire, so nobody can block a real company name for ever', async () => {
    const holder = await id.createUser();
    const name = `Blocked ${tag()}`;
    expect((await register(holder.email, name)).status).toBe(201);
    const ageHold = (days: number) =>
      id
        .knex('organization_name_holds')
        .whereRaw('lower(name) = lower(?)', [name])
        .update({ created_at: id.knex.raw(`now() - make_interval(days => ?)`, [days]) });

    await ageHold(NAME_HOLD_DAYS - 1);
    const held = await register(`early-${tag()}@example.ch`, name);
    expect([held.status, held.body.message]).toEqual([409, 'error.organization.alreadyExists']);

    await ageHold(NAME_HOLD_DAYS + 1);
    const admin = await id.createUser();
    await id.createOrganization(`Renamer ${tag()}`, [{ userId: admin.id, roles: ['admin'] }]);
    const { headers } = await id.loginAs(admin.email);
    expect((await id.http().put('/organization').set(headers).send({ name })).status).toBe(200);
  });

  it('sends the registration notice within the mail throttle, answering every attempt the same', async () => {
    const holder = await id.createUser();
    const max = MAIL_LIMITS.registrationAttempt.recipient!.max;
    for (let i = 0; i < max + 2; i++) {
      const res = await register(holder.email, `Flood ${tag()}`);
      expect([res.status, res.body]).toEqual([201, { email: holder.email }]);
    }
    expect(await id.mails({ template: 'registrationAttempt', to: holder.email })).toHaveLength(max);
  });

  it('answers an e-mail change to a taken address like one to a free address; the change can never complete', async () => {
    const holder = await id.createUser({ language: 'de' });
    const mover = await id.createUser();
    const other = await id.createUser();
    const free = `free-${tag()}@example.ch`;
    const change = async (user: { email: string }, newEmail: string) =>
      id
        .http()
        .post('/user/email-change')
        .set((await id.loginAs(user.email)).headers)
        .send({ newEmail, password: PASSWORD });
    const toTaken = await change(mover, holder.email);
    const toFree = await change(other, free);
    expect(answer(toTaken)).toEqual({ ...answer(toFree), body: { ...toFree.body, newEmail: holder.email } });
    expect(toTaken.body).toEqual({
      pending: true,
      newEmail: holder.email,
      currentConfirmed: false,
      newConfirmed: false,
      completed: false,
    });

    // The holder gets a notice without any link; the mover's current address gets its usual mail.
    expect(await id.mails({ template: 'emailChangeNew', to: holder.email })).toHaveLength(0);
    const [notice] = await id.mails({ template: 'emailAddressTaken', to: holder.email });
    expect(notice).toMatchObject({ locale: 'de', data: { firstName: 'Test' } });
    expect(JSON.stringify(notice.data)).not.toMatch(/token/i);
    const oldToken = await id.lastToken('emailChangeOld', mover.email);
    const confirmed = await id.http().post('/user/confirm-email-change').send({ token: oldToken });
    expect([confirmed.status, confirmed.body.completed, confirmed.body.newConfirmed]).toEqual([200, false, false]);
    expect((await id.knex('users').where({ id: mover.id }).first()).email).toBe(mover.email);
  });

  it('answers forgot-password the same for a known and an unknown address; only the account is mailed', async () => {
    const user = await id.createUser();
    const known = await id.http().post('/auth/forgot-password').send({ email: user.email });
    const unknown = await id
      .http()
      .post('/auth/forgot-password')
      .send({ email: `ghost-${tag()}@example.ch` });
    expect(answer(known)).toEqual(answer(unknown));
    expect([known.status, known.text]).toEqual([204, '']);
    expect(await id.mails({ template: 'passwordReset', to: user.email })).toHaveLength(1);
  });
});
