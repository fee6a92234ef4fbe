import { routes, type AccessRule, type RouteDef, type UserContext } from '@cadeau/contracts';
import { signUserContext } from '@cadeau/service-kit';
import { createTestDatabase, startNatsServer, type NatsServer, type TestDatabase } from '@cadeau/service-kit/testing';
import request from 'supertest';
import { createMailService, type MailService } from '../src/app';
import { passwordReset, queue, SECRET, testOptions, TestSettings } from './helpers/mail-env';
import { createWebhookKeys } from './helpers/webhook-keys';

/**
 * Every svc-mail route of the route table as anonymous, plain user, organisation admin and platform
 * administrator, in development and in production mode. The expected outcome comes from the table:
 * `access`, and in production `production` where a development tool sets it (docs/permissions.md
 * states the same). A mail route without a sample call fails the test.
 */
const personas = ['anonymous', 'user', 'orgAdmin', 'platformAdmin'] as const;
type Persona = (typeof personas)[number];
type Mode = 'development' | 'production';

const orgId = '33333333-3333-4333-8333-333333333333';
const base = { sessionId: '22222222-2222-4222-8222-222222222222', currentOrganizationId: null, impersonatorId: null, language: 'en', roles: [] as string[], organizations: [] as UserContext['organizations'] };
const contexts: Record<Exclude<Persona, 'anonymous'>, Omit<UserContext, 'iat'>> = {
  user: { ...base, userId: '11111111-1111-4111-8111-111111111101' },
  orgAdmin: { ...base, userId: '11111111-1111-4111-8111-111111111102', organizations: [{ id: orgId, roles: ['admin'], features: ['giver'] }], currentOrganizationId: orgId },
  platformAdmin: { ...base, userId: '11111111-1111-4111-8111-111111111103', roles: ['platformAdmin'] },
};
const headersOf = (p: Persona): Record<string, string> => (p === 'anonymous' ? {} : signUserContext(contexts[p], SECRET));

/** Who passes each access rule among these personas (service-kit `checkAccess`). */
const allowedBy: Record<AccessRule, readonly Persona[]> = {
  public: personas,
  authenticated: ['user', 'orgAdmin', 'platformAdmin'],
  self: ['platformAdmin'],
  orgMember: ['orgAdmin', 'platformAdmin'],
  orgAdmin: ['orgAdmin', 'platformAdmin'],
  platformAdmin: ['platformAdmin'],
};

/** What a persona gets: 2xx when allowed, else 401/403 by the rule, 404 where production has no route. */
function expected(route: RouteDef, mode: Mode, persona: Persona): string {
  const rule = mode === 'production' && route.production ? route.production : route.access;
  if (rule === 'absent') return '404 error.notFound';
  if (allowedBy[rule].includes(persona)) return 'allowed';
  return persona === 'anonymous' ? '401 error.unauthorized' : '403 error.forbidden';
}

const keys = createWebhookKeys();
const webhookBody = JSON.stringify([{ event: 'open', email: 'x@example.ch', timestamp: 1_700_000_000, sg_event_id: 'perm-1' }]);

interface Sample {
  params?: Record<string, string>;
  body?: string | object;
  headers?: () => Record<string, string>;
}
const samples: Record<string, (mailId: string) => Sample> = {
  'POST /dev/render-mail': () => ({ body: { template: 'notification', locale: 'de', data: { title: 'Hallo', body: 'Text', path: '/cockpit' } } }),
  'GET /dev/mails': () => ({}),
  'GET /dev/mails/{mailId}': (mailId) => ({ params: { mailId } }),
  'GET /dev/mailbox': () => ({}),
  'POST /mail/check-address': () => ({ body: { address: 'anna@example.ch' } }),
  'POST /mail/webhook/sendgrid': () => ({ body: webhookBody, headers: () => keys.headers(webhookBody) }),
};

const mailRoutes = (routes as readonly RouteDef[]).filter((r) => r.service === 'mail');
const key = (r: RouteDef) => `${r.method} ${r.path}`;
const fill = (path: string, params: Record<string, string> = {}) => path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name]));

describe('every svc-mail route as every persona, in development and production (generated from the route table)', () => {
  let testDb: TestDatabase;
  let nats: NatsServer;
  const services = {} as Record<Mode, MailService>;
  let mailId = '';

  beforeAll(async () => {
    [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
    const options = testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }, { webhookPublicKey: keys.publicKey });
    services.development = await createMailService({ ...options, settings: new TestSettings(), transactionalLoop: false });
    services.production = await createMailService({ ...options, production: true, settings: new TestSettings(), transactionalLoop: false });
    await services.development.migrate();
    [mailId] = await queue(services.development.kit.db, passwordReset('persona@example.ch'));
  });
  afterAll(async () => {
    await services.development?.close();
    await services.production?.close();
    await nats?.destroy();
    await testDb?.drop();
  });

  it('has a sample call for every mail route and no sample without a route', () => {
    expect(mailRoutes.map(key).filter((k) => !(k in samples))).toEqual([]);
    expect(Object.keys(samples).filter((k) => !mailRoutes.map(key).includes(k))).toEqual([]);
  });

  const call = (mode: Mode, route: RouteDef, sample: Sample, persona: Persona, signed = true) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const req = request(services[mode].service.app.callback())[method](fill(route.path, sample.params)).set(headersOf(persona));
    if (signed && sample.headers) req.set(sample.headers());
    if (typeof sample.body === 'string') req.set('content-type', 'application/json');
    return sample.body === undefined ? req : req.send(sample.body);
  };

  for (const route of mailRoutes) {
    for (const mode of ['development', 'production'] as const) {
      it(`${key(route)} in ${mode}`, async () => {
        const sample = samples[key(route)]?.(mailId);
        if (!sample) throw new Error(`no sample call for ${key(route)}`);
        const outcomes: Record<string, string> = {};
        const wanted: Record<string, string> = {};
        for (const persona of personas) {
          const res = await call(mode, route, sample, persona);
          outcomes[persona] = res.status < 300 ? 'allowed' : `${res.status} ${res.body?.message ?? ''}`.trim();
          wanted[persona] = expected(route, mode, persona);
        }
        expect(outcomes).toEqual(wanted);
      });
    }
  }

  it('refuses the SendGrid webhook without a valid signature to everyone, in both modes', async () => {
    const route = mailRoutes.find((r) => r.path === '/mail/webhook/sendgrid')!;
    const sample = samples[key(route)](mailId);
    for (const mode of ['development', 'production'] as const) {
      for (const persona of personas) {
        const res = await call(mode, route, sample, persona, false);
        expect({ mode, persona, got: `${res.status} ${res.body?.message}` }).toEqual({ mode, persona, got: '403 error.forbidden' });
      }
    }
  });

  it('shows the stored mail to the dev mailbox only outside production', async () => {
    const dev = await request(services.development.service.app.callback()).get(`/dev/mails/${mailId}`);
    expect(dev.body).toMatchObject({ id: mailId, to: 'persona@example.ch', template: 'passwordReset' });
    expect((await request(services.production.service.app.callback()).get(`/dev/mails/${mailId}`).set(headersOf('platformAdmin'))).status).toBe(404);
  });
});
