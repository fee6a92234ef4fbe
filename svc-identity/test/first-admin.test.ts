import { execFile } from 'node:child_process';
import path from 'node:path';
import { PLATFORM_ADMIN } from '@cadeau/contracts';
import { createFirstAdmin } from '../src/db/first-admin';
import { FIRST_ADMIN_LINK_HOURS, firstAdminOptions } from '../src/domain/first-admin';
import { PASSWORD, startIdentity, type Identity } from './harness';

/**
 * Production's first platform administrator (issue 21): create-first-admin makes it from an address, mails a link to
 * set the password through the outbox, and refuses once an administrator exists.
 */
describe('create-first-admin on a running svc-identity', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());
  // Each test starts from a platform without administrators.
  beforeEach(() => id.knex('users').update({ roles: id.knex.raw('array_remove(roles, ?)', [PLATFORM_ADMIN]) }));

  const input = (email: string) => firstAdminOptions.parse({ email });
  const counts = async () => ({
    users: Number((await id.knex('users').count({ n: '*' }))[0].n),
    outbox: Number((await id.knex('outbox').count({ n: '*' }))[0].n),
    tokens: Number((await id.knex('user_tokens').count({ n: '*' }))[0].n),
  });

  it('makes an administrator whose mailed link sets the password, then refuses a second one', async () => {
    const outcome = await createFirstAdmin(id.knex, input('First.Admin@Example.CH'));
    expect(outcome).toMatchObject({ action: 'create', email: 'first.admin@example.ch' });
    const userId = outcome.action === 'create' ? outcome.userId : '';
    expect(await id.knex('users').where({ id: userId }).first()).toMatchObject({
      roles: [PLATFORM_ADMIN],
      password_hash: null,
      email_confirmed_at: null,
      first_name: 'Platform',
      language: 'de',
    });
    const [mail] = await id.mails({ template: 'platformAdminWelcome', to: 'first.admin@example.ch' });
    expect(mail).toMatchObject({ locale: 'de', class: 'transactional', data: { validHours: FIRST_ADMIN_LINK_HOURS } });
    const token = mail.data.token as string;
    // The token is in the mail command alone: not in the outcome, the audit entry or the stored token row.
    expect(JSON.stringify(outcome)).not.toContain(token);
    expect(JSON.stringify(await id.knex('audit').where({ entity_id: userId }))).not.toContain(token);
    expect(JSON.stringify(await id.knex('user_tokens').where({ user_id: userId }))).not.toContain(token);
    expect((await id.outboxEvents('user.registered')).map((e) => e.payload)).toContainEqual({
      userId,
      organizationId: null,
    });
    expect(await id.knex('audit').where({ entity_id: userId })).toMatchObject([
      { action: 'insert', entity: 'user', user_id: null, value: { roles: [PLATFORM_ADMIN], by: 'create-first-admin' } },
    ]);

    // No login before the password is set; the link sets it, and the administrator logs in.
    expect((await id.login('first.admin@example.ch')).res.status).toBe(401);
    const reset = await id
      .http()
      .post('/auth/reset-password')
      .send({ token, password: PASSWORD, passwordConfirmation: PASSWORD });
    expect(reset.status).toBe(204);
    const { body } = await id.loginAs('first.admin@example.ch');
    expect(body).toMatchObject({ email: 'first.admin@example.ch', isPlatformAdmin: true });

    const before = await counts();
    const second = await createFirstAdmin(id.knex, input('second.admin@example.ch'));
    expect(second).toEqual({
      action: 'refuse',
      reason: 'the platform has an administrator already; this command makes only the first one (nothing was changed)',
    });
    expect(await counts()).toEqual(before);
  });

  it('makes the account an address already has the administrator, and refuses a blocked one', async () => {
    const member = await id.createUser({ roles: ['betaTester'], language: 'en' });
    const blocked = await id.createUser({ blocked: true });
    const before = await counts();
    expect(await createFirstAdmin(id.knex, input(blocked.email))).toEqual({
      action: 'refuse',
      reason: `${blocked.email} belongs to a blocked account: unblock it or choose another address`,
    });
    expect(await counts()).toEqual(before);

    // A confirmed address is its owner's: the account keeps its password and its sessions.
    const session = await id.loginAs(member.email);
    const { password_hash: passwordHash } = await id.knex('users').where({ id: member.id }).first();
    expect(await createFirstAdmin(id.knex, input(member.email))).toEqual({
      action: 'promote',
      userId: member.id,
      email: member.email,
      lockedOut: false,
    });
    expect(await id.knex('users').where({ id: member.id }).first()).toMatchObject({
      roles: ['betaTester', PLATFORM_ADMIN],
      password_hash: passwordHash,
    });
    expect((await id.resolve(session.token)).status).toBe(200);
    // The gateway drops the account's cached contexts; the mail goes in the account's language.
    expect((await id.outboxEvents('user.updated')).map((e) => e.payload)).toContainEqual({ userId: member.id });
    expect(await id.mails({ template: 'platformAdminWelcome', to: member.email })).toMatchObject([{ locale: 'en' }]);
  });

  it("locks out whoever registered the operator's address first: only the mailed link gets in", async () => {
    // Anyone may register any address; until its owner confirms it, the password and the sessions are the
    // registrant's. (How the account came by a session does not matter: it is logged in here while confirmed.)
    const squatter = await id.createUser({ language: 'en' });
    const session = await id.loginAs(squatter.email);
    await id.knex('users').where({ id: squatter.id }).update({ email_confirmed_at: null });

    expect(await createFirstAdmin(id.knex, input(squatter.email))).toEqual({
      action: 'promote',
      userId: squatter.id,
      email: squatter.email,
      lockedOut: true,
    });
    expect(await id.knex('users').where({ id: squatter.id }).first()).toMatchObject({
      roles: [PLATFORM_ADMIN],
      password_hash: null,
      email_confirmed_at: null,
    });
    // Its session ended, announced so the gateways drop it; the registrant's password opens nothing.
    expect((await id.resolve(session.token)).status).toBe(404);
    expect((await id.outboxEvents('session.ended')).map((e) => e.payload)).toContainEqual({
      userId: squatter.id,
      sessionId: session.body.sessionId,
    });
    expect((await id.login(squatter.email)).res.status).toBe(401);
    expect(await id.knex('audit').where({ entity_id: squatter.id, action: 'update' })).toMatchObject([
      { value: { roles: [PLATFORM_ADMIN], by: 'create-first-admin', passwordCleared: true, endedSessions: 1 } },
    ]);

    // The link mailed to the address sets a password, which confirms the address, and the administrator logs in.
    const [mail] = await id.mails({ template: 'platformAdminWelcome', to: squatter.email });
    const reset = await id
      .http()
      .post('/auth/reset-password')
      .send({ token: mail.data.token, password: 'another-Passw0rd!', passwordConfirmation: 'another-Passw0rd!' });
    expect(reset.status).toBe(204);
    expect((await id.login(squatter.email)).res.status).toBe(401);
    const { res } = await id.login(squatter.email, 'another-Passw0rd!');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: squatter.email, isPlatformAdmin: true });
  });

  it('makes one administrator when two runs race', async () => {
    const outcomes = await Promise.all([
      createFirstAdmin(id.knex, input('race-a@example.ch')),
      createFirstAdmin(id.knex, input('race-b@example.ch')),
    ]);
    expect(outcomes.map((o) => o.action).sort()).toEqual(['create', 'refuse']);
    expect(await id.knex('users').whereRaw('? = any(roles)', [PLATFORM_ADMIN]).pluck('email')).toHaveLength(1);
  });

  /** The command as the package script runs it (tsx; the image runs the same module compiled). */
  const run = (...args: string[]) =>
    new Promise<{ code: number; out: string }>((resolve) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/create-first-admin.ts', ...args],
        { cwd: path.join(__dirname, '..'), env: { ...process.env, DATABASE_URL: id.databaseUrl } },
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, out: stdout + stderr }),
      ),
    );

  it('runs as a command: an invalid address exits 2, the administrator 0, a second one 1; no token printed', async () => {
    const before = await counts();
    const invalid = await run('--email', 'not-an-address');
    expect(invalid).toMatchObject({ code: 2, out: expect.stringContaining('"not-an-address" is not an address') });
    expect(await counts()).toEqual(before);

    const made = await run('--email', 'ops@example.ch', '--first-name', 'Olga', '--language', 'en');
    expect(made).toMatchObject({
      code: 0,
      out: expect.stringContaining('ops@example.ch is the platform administrator'),
    });
    const [mail] = await id.mails({ template: 'platformAdminWelcome', to: 'ops@example.ch' });
    expect(mail).toMatchObject({ locale: 'en' });
    expect(made.out).not.toContain(mail.data.token);

    const again = await run('--email', 'ops@example.ch');
    expect(again).toMatchObject({
      code: 1,
      out: expect.stringContaining('refused: the platform has an administrator'),
    });
    expect(await id.knex('users').where({ email: 'ops@example.ch' }).pluck('first_name')).toEqual(['Olga']);
  });
});
