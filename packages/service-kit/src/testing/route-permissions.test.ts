import { defaultMailDesign } from '@cadeau/contracts/mail-design';
import { mailStandIns } from '../../test/helpers/mail-stand-ins';
import { registerRoutes } from '../register-routes';
import { createService, type Service } from '../service';
import { basicAllowedBy as allowedBy, basicPersonaHeaders, basicPersonaNames as personas } from './personas';
import { describeRoutePermissions, expectedOutcome, type PermissionMode } from './route-permissions';

const secret = 'route-permissions-secret';
const services = {} as Record<PermissionMode, Service>;
beforeAll(async () => {
  for (const mode of ['development', 'production'] as const)
    services[mode] = await createService({
      name: 'svc-mail',
      service: 'mail',
      secret,
      production: mode === 'production',
      setup: (kit) => registerRoutes(kit, mailStandIns),
    });
});
afterAll(() => Promise.all(Object.values(services).map((s) => s.close())));

describeRoutePermissions('kit rules for svc-mail routes, generated from the route table', {
  service: 'mail',
  personas,
  allowedBy,
  modes: ['development', 'production'],
  allowed: 'success',
  app: (mode) => services[mode].app.callback(),
  headersOf: (persona) => basicPersonaHeaders(persona, secret),
  samples: {
    'POST /dev/render-mail': () => ({
      body: { template: 'notification', locale: 'de', data: { title: 'T', body: 'B' } },
    }),
    'GET /dev/mails': () => ({ query: { page: '1' } }),
    'GET /dev/mails/{mailId}': () => ({ params: { mailId: '44444444-4444-4444-8444-444444444444' } }),
    'GET /dev/mails/{mailId}/attachments/{index}': () => ({
      params: { mailId: '44444444-4444-4444-8444-444444444444', index: '0' },
    }),
    'GET /dev/mailbox': () => ({}),
    'POST /dev/mails/{mailId}/open': () => ({ params: { mailId: '44444444-4444-4444-8444-444444444444' } }),
    'POST /mail/check-address': () => ({ body: { address: 'anna@example.ch' } }),
    'POST /mail/webhook/sendgrid': () => ({ body: '[]' }),
    'POST /internal/mail-design/render': () => ({ body: { design: defaultMailDesign(), language: 'de' } }),
    'POST /mail/unsubscribe': () => ({ body: { token: 'a'.repeat(40) } }),
    'POST /internal/dev/campaign-mail/{campaignId}/send': () => ({
      params: { campaignId: '55555555-5555-4555-8555-555555555555' },
    }),
  },
});

describe('expectedOutcome', () => {
  const route = { method: 'GET', path: '/x', service: 'mail', access: 'orgAdmin' } as const;
  it('reads access, and in production the production rule', () => {
    expect(expectedOutcome(route, 'development', 'anonymous', allowedBy)).toBe('401 error.unauthorized');
    expect(expectedOutcome(route, 'development', 'user', allowedBy)).toBe('403 error.forbidden');
    expect(expectedOutcome(route, 'development', 'orgAdmin', allowedBy)).toBe('allowed');
    const dev = { ...route, production: 'absent' } as const;
    expect(expectedOutcome(dev, 'production', 'platformAdmin', allowedBy)).toBe('404 error.notFound');
    expect(expectedOutcome(dev, 'development', 'orgAdmin', allowedBy)).toBe('allowed');
    const prod = { ...route, production: 'platformAdmin' } as const;
    expect(expectedOutcome(prod, 'production', 'orgAdmin', allowedBy)).toBe('403 error.forbidden');
  });
});
