import {
  basicAllowedBy,
  basicPersonaHeaders,
  basicPersonaNames,
  createTestDatabase,
  describeRoutePermissions,
  startNatsServer,
  type BasicPersona,
  type NatsServer,
  type PermissionMode,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import request from 'supertest';
import { createMailService, type MailService } from '../src/app';
import { storeCampaignMail } from './helpers/campaign-mail';
import { everyBlockDesign } from './helpers/designs';
import { invoiceMail, passwordReset, queue, SECRET, testOptions, TestSettings } from './helpers/mail-env';
import { createWebhookKeys } from './helpers/webhook-keys';

/**
 * Every svc-mail route of the route table as anonymous, plain user, organisation admin and platform
 * administrator, in development and in production mode (service-kit's describeRoutePermissions). The
 * expected outcome comes from the table: `access`, and in production `production` where a development
 * tool sets it (docs/permissions.md states the same); an allowed call must succeed (2xx). A mail route
 * without a sample call fails the test.
 */
const keys = createWebhookKeys();
const webhookBody = JSON.stringify([
  { event: 'open', email: 'x@example.ch', timestamp: 1_700_000_000, sg_event_id: 'perm-1' },
]);

let testDb: TestDatabase;
let nats: NatsServer;
const services = {} as Record<PermissionMode, MailService>;
let mailId = '';
/** A mail with an attachment (an invoice's PDF), for the dev mailbox's download. */
let invoiceMailId = '';
let unsubscribeToken = '';

beforeAll(async () => {
  [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
  const options = testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }, { webhookPublicKey: keys.publicKey });
  services.development = await createMailService({
    ...options,
    settings: new TestSettings(),
    transactionalLoop: false,
  });
  services.production = await createMailService({
    ...options,
    production: true,
    settings: new TestSettings(),
    transactionalLoop: false,
  });
  await services.development.migrate();
  [mailId] = await queue(services.development.kit.db, passwordReset('persona@example.ch'));
  [invoiceMailId] = await queue(services.development.kit.db, invoiceMail('invoice-persona@example.ch'));
  ({ token: unsubscribeToken } = await storeCampaignMail(services.development.kit.db, 'leaving@example.ch'));
});
afterAll(async () => {
  await services.development?.close();
  await services.production?.close();
  await nats?.destroy();
  await testDb?.drop();
});

const headersOf = (persona: BasicPersona) => basicPersonaHeaders(persona, SECRET);
const app = (mode: PermissionMode) => services[mode].service.app.callback();

describeRoutePermissions(
  'every svc-mail route as every persona, in development and production (generated from the route table)',
  {
    service: 'mail',
    personas: basicPersonaNames,
    allowedBy: basicAllowedBy,
    modes: ['development', 'production'],
    allowed: 'success',
    app,
    headersOf,
    samples: {
      'POST /dev/render-mail': () => ({
        body: { template: 'notification', locale: 'de', data: { title: 'Hallo', body: 'Text', path: '/cockpit' } },
      }),
      'GET /dev/mails': () => ({}),
      'GET /dev/mails/{mailId}': () => ({ params: { mailId } }),
      'GET /dev/mails/{mailId}/attachments/{index}': () => ({ params: { mailId: invoiceMailId, index: '0' } }),
      'GET /dev/mailbox': () => ({}),
      'POST /dev/mails/{mailId}/open': () => ({ params: { mailId }, query: { page: '1' } }),
      'POST /mail/check-address': () => ({ body: { address: 'anna@example.ch' } }),
      'POST /mail/webhook/sendgrid': () => ({ body: webhookBody, headers: keys.headers(webhookBody) }),
      'POST /internal/mail-design/render': () => ({ body: { design: everyBlockDesign(), language: 'de' } }),
      'POST /mail/unsubscribe': () => ({ body: { token: unsubscribeToken } }),
      'POST /internal/dev/campaign-mail/{campaignId}/send': () => ({
        params: { campaignId: '5f0c1b7e-9a7d-4c1e-8b2a-3d4e5f6a7b8c' },
      }),
    },
  },
);

describe('svc-mail routes beyond their access rule', () => {
  it('refuses the SendGrid webhook without a valid signature to everyone, in both modes', async () => {
    for (const mode of ['development', 'production'] as const) {
      for (const persona of basicPersonaNames) {
        const res = await request(app(mode))
          .post('/mail/webhook/sendgrid')
          .set(headersOf(persona))
          .set('content-type', 'application/json')
          .send(webhookBody);
        expect({ mode, persona, got: `${res.status} ${res.body?.message}` }).toEqual({
          mode,
          persona,
          got: '403 error.forbidden',
        });
      }
    }
  });

  it('shows the stored mail to the dev mailbox only outside production', async () => {
    const dev = await request(app('development')).get(`/dev/mails/${mailId}`);
    expect(dev.body).toMatchObject({ id: mailId, to: 'persona@example.ch', template: 'passwordReset' });
    expect((await request(app('production')).get(`/dev/mails/${mailId}`).set(headersOf('platformAdmin'))).status).toBe(
      404,
    );
  });
});
