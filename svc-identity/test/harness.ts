import { randomUUID } from 'node:crypto';
import { signClientAddress, signInternalCall, signUserContext } from '@cadeau/service-kit';
import { createTestDatabase, startNatsServer, type NatsServer, type TestDatabase } from '@cadeau/service-kit/testing';
import type { UserContext } from '@cadeau/contracts';
import request from 'supertest';
import { createIdentityService } from '../src/app';
import { startUidRegisterStandIn, type UidRegisterStandIn } from '../src/adapters/company-register';
import { hashPassword } from '../src/domain/passwords';
import { waitingMailRequests } from '../src/db/mail-requests';

export const SECRET = 'identity-test-secret-0123456789';
export const PASSWORD = 'Correct-Horse-42';
export const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * svc-identity on a fresh database and a private NATS server (its stream has the platform's fixed
 * subjects, which must not clash with a stack running on the shared NATS).
 */
export async function startIdentity(opts: { beforeStart?: (natsUrl: string) => Promise<void> } = {}) {
  const db: TestDatabase = await createTestDatabase();
  const nats: NatsServer = await startNatsServer();
  // What another service would have set up first (svc-catalog's stream), before the consumers look for it.
  await opts.beforeStart?.(nats.url);
  const register: UidRegisterStandIn = await startUidRegisterStandIn();
  const service = await createIdentityService({
    databaseUrl: db.url,
    natsUrl: nats.url,
    secret: SECRET,
    uidRegisterUrl: register.url,
  });
  await service.migrate();
  service.startWorkers();
  const knex = service.kit.db;
  const http = () => request(service.app.callback());

  let hashed: string | null = null;
  async function createUser(
    fields: Partial<{
      email: string;
      roles: string[];
      blocked: boolean;
      confirmed: boolean;
      language: 'de' | 'en';
    }> = {},
  ) {
    hashed ??= await hashPassword(PASSWORD);
    const email = fields.email ?? `u-${randomUUID().slice(0, 8)}@example.ch`;
    const [row] = await knex('users')
      .insert({
        email,
        first_name: 'Test',
        last_name: 'User',
        password_hash: hashed,
        language: fields.language ?? 'en',
        roles: fields.roles ?? [],
        blocked: fields.blocked ?? false,
        email_confirmed_at: fields.confirmed === false ? null : knex.fn.now(),
      })
      .returning('id');
    return { id: row.id as string, email };
  }

  async function createOrganization(
    name: string,
    members: { userId: string; roles: string[] }[],
    status = 'approved',
    features: string[] = ['giver'],
  ) {
    const [org] = await knex('organizations').insert({ name, status, features }).returning('id');
    for (const m of members)
      await knex('memberships').insert({ user_id: m.userId, organization_id: org.id, roles: m.roles });
    return org.id as string;
  }

  /** Logs in as the gateway would forward it; returns the response and the session token. */
  async function login(email: string, password = PASSWORD, opts: { ip?: string; userAgent?: string } = {}) {
    const res = await http()
      .post('/auth/login')
      .set(signClientAddress(opts.ip ?? '203.0.113.7', SECRET))
      .set('user-agent', opts.userAgent ?? CHROME_LINUX)
      .send({ email, password });
    return { res, token: res.headers['x-cadeau-set-session'] as string | undefined };
  }

  /** A POST to an internal route signed as the gateway's internal client signs it (ADR 0008). */
  function internalCall(path: string, body: unknown, secret = SECRET) {
    const text = JSON.stringify(body);
    const timestampSec = Math.floor(Date.now() / 1000);
    const signed = signInternalCall(secret, { method: 'POST', path, body: text, caller: 'gateway', timestampSec });
    return http().post(path).set(signed).set('content-type', 'application/json').send(text);
  }

  /** A GET of an internal route signed as another service's internal client signs it (ADR 0008). */
  function internalGet(path: string, secret = SECRET) {
    const timestampSec = Math.floor(Date.now() / 1000);
    const signed = signInternalCall(secret, { method: 'GET', path, body: '', caller: 'svc-catalog', timestampSec });
    return http().get(path).set(signed);
  }

  function resolve(token: string) {
    return internalCall('/internal/sessions/resolve', { token });
  }

  /** The signed headers the gateway would forward for this session token. */
  /**
   * Signed headers of the session that stay valid however long they are kept: services refuse contexts
   * older than 60 s (USER_CONTEXT_MAX_AGE_SEC), and tests keep headers from a beforeAll for a whole file,
   * which a loaded machine runs longer than that. Reading the first header re-signs the context when the
   * last signature is 20 s old, so both headers always come from one signature.
   */
  async function headersFor(token: string): Promise<Record<string, string>> {
    const res = await resolve(token);
    if (res.status !== 200) throw new Error(`resolve answered ${res.status}`);
    const context = res.body as Omit<UserContext, 'iat'>;
    let signedAt = Date.now();
    let signed = signUserContext(context, SECRET);
    const headers: Record<string, string> = {};
    Object.keys(signed).forEach((name, index) =>
      Object.defineProperty(headers, name, {
        enumerable: true,
        get() {
          if (index === 0 && Date.now() - signedAt > 20_000) {
            signedAt = Date.now();
            signed = signUserContext(context, SECRET);
          }
          return signed[name];
        },
      }),
    );
    return headers;
  }

  async function loginAs(email: string) {
    const { res, token } = await login(email);
    if (res.status !== 200 || !token)
      throw new Error(`login of ${email} answered ${res.status} ${JSON.stringify(res.body)}`);
    return { token, body: res.body, headers: await headersFor(token) };
  }

  /**
   * A user logged in for a whole test file. `headers` signs the session's context anew on every read, as
   * the gateway does per request: headers signed once in a beforeAll expire after 60 s
   * (USER_CONTEXT_MAX_AGE_SEC), which a loaded machine reaches within one file, and every later call with
   * them is 401.
   */
  async function sessionOf(email: string) {
    const { token } = await loginAs(email);
    const res = await resolve(token);
    if (res.status !== 200) throw new Error(`resolve answered ${res.status}`);
    const context = res.body as Omit<UserContext, 'iat'>;
    return {
      id: context.userId,
      token,
      get headers() {
        return signUserContext(context, SECRET);
      },
    };
  }

  async function outboxEvents(subject: string) {
    return knex('outbox').where({ subject }).orderBy('seq');
  }

  /**
   * Waits until the mail-request worker settled every recorded request (forgot-password, resend by
   * address; it deletes a request in the transaction that queues its mail), so what a test reads next
   * includes those mails.
   */
  async function settledMailRequests() {
    while ((await waitingMailRequests(knex)) > 0) await new Promise((r) => setTimeout(r, 10));
  }

  /** Mail commands queued for svc-mail (`mail.send.identity` outbox rows), oldest first. */
  async function mails(filter: { template?: string; to?: string } = {}) {
    await settledMailRequests();
    const rows = await knex('outbox').where({ subject: 'mail.send.identity' }).orderBy('seq');
    return rows
      .map(
        (r) =>
          r.payload as {
            template: string;
            to: string;
            locale: string;
            idempotencyKey: string;
            class: string;
            data: Record<string, unknown>;
          },
      )
      .filter((m) => (!filter.template || m.template === filter.template) && (!filter.to || m.to === filter.to));
  }

  /** The token of the newest mail of a template to an address. */
  async function lastToken(template: string, to: string): Promise<string> {
    const list = await mails({ template, to });
    if (!list.length) throw new Error(`no ${template} mail to ${to}`);
    return list[list.length - 1].data.token as string;
  }

  async function stop() {
    await service.close();
    await register.close();
    await nats.destroy();
    await db.drop();
  }

  return {
    service,
    knex,
    /** The test database, for a command run as its own process (create-first-admin). */
    databaseUrl: db.url,
    http,
    nats,
    register,
    mails,
    settledMailRequests,
    lastToken,
    createUser,
    createOrganization,
    login,
    internalCall,
    internalGet,
    resolve,
    headersFor,
    loginAs,
    sessionOf,
    outboxEvents,
    stop,
  };
}

export type Identity = Awaited<ReturnType<typeof startIdentity>>;
