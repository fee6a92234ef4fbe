import {
  basicPersonaHeaders,
  createTestDatabase,
  describeRouteProperties,
  startNatsServer,
  type BasicPersona,
  type NatsServer,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import { createMailService, type MailService } from '../src/app';
import { passwordReset, queue, SECRET, testOptions, TestSettings } from './helpers/mail-env';
import { createWebhookKeys } from './helpers/webhook-keys';

const keys = createWebhookKeys();
const webhookBody = JSON.stringify([
  { event: 'open', email: 'x@example.ch', timestamp: 1_700_000_000, sg_event_id: 'prop-1' },
]);

let testDb: TestDatabase;
let nats: NatsServer;
let mail: MailService;
let mailId = '';

beforeAll(async () => {
  [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
  const options = testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }, { webhookPublicKey: keys.publicKey });
  mail = await createMailService({ ...options, settings: new TestSettings(), transactionalLoop: false });
  await mail.migrate();
  [mailId] = await queue(mail.kit.db, passwordReset('property@example.ch'));
});
afterAll(async () => {
  await mail?.close();
  await nats?.destroy();
  await testDb?.drop();
});

/**
 * Issue 8, "Bad input never gives a 5xx": every svc-mail route of the table (development mode, so the dev
 * tools are there too), fed generated bodies, parameters and queries around a valid call. Never a 5xx; a
 * refused call changes no table.
 */
describeRouteProperties<BasicPersona, undefined>('generated requests to every svc-mail route', {
  service: 'mail',
  personas: ['platformAdmin', 'anonymous'],
  app: () => mail.service.app.callback(),
  headersOf: (persona) => basicPersonaHeaders(persona, SECRET),
  db: () => mail.kit.db,
  samples: {
    'POST /dev/render-mail': () => ({
      body: { template: 'notification', locale: 'de', data: { title: 'Hallo', body: 'Text', path: '/cockpit' } },
    }),
    'GET /dev/mails': () => ({ query: { to: 'property@example.ch', page: '1', pageSize: '20' } }),
    'GET /dev/mails/{mailId}': () => ({ params: { mailId } }),
    'GET /dev/mailbox': () => ({ query: { to: 'property@example.ch' } }),
    'POST /mail/check-address': () => ({ body: { address: 'anna@example.ch' } }),
    'POST /mail/webhook/sendgrid': () => ({ body: webhookBody, headers: keys.headers(webhookBody) }),
  },
});
