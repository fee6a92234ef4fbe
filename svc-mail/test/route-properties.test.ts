import type { RouteDef } from '@cadeau/contracts';
import { signInternalCall } from '@cadeau/service-kit';
import {
  basicPersonaHeaders,
  createTestDatabase,
  describeRouteProperties,
  startNatsServer,
  type BasicPersona,
  type NatsServer,
  type SentRequest,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import { createMailService, type MailService } from '../src/app';
import { storeCampaignMail } from './helpers/campaign-mail';
import { startCampaignStandIn, type CampaignStandIn } from './helpers/campaign-standin';
import { everyBlockDesign } from './helpers/designs';
import { invoiceMail, passwordReset, queue, SECRET, testOptions, TestSettings } from './helpers/mail-env';
import { createWebhookKeys } from './helpers/webhook-keys';

const keys = createWebhookKeys();
const webhookBody = JSON.stringify([
  { event: 'open', email: 'x@example.ch', timestamp: 1_700_000_000, sg_event_id: 'prop-1' },
]);

let testDb: TestDatabase;
let nats: NatsServer;
let mail: MailService;
let mailId = '';
/** A mail with an attachment (an invoice's PDF), for the dev mailbox's download. */
let invoiceMailId = '';
let unsubscribeToken = '';
let campaigns: CampaignStandIn;
let campaignId = '';

beforeAll(async () => {
  [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
  campaigns = await startCampaignStandIn(SECRET);
  ({ campaignId } = campaigns.addCampaign(2).mailing);
  const options = testOptions(
    { databaseUrl: testDb.url, natsUrl: nats.url },
    { webhookPublicKey: keys.publicKey, campaignUrl: campaigns.url },
  );
  mail = await createMailService({ ...options, settings: new TestSettings(), transactionalLoop: false });
  await mail.migrate();
  [mailId] = await queue(mail.kit.db, passwordReset('property@example.ch'));
  [invoiceMailId] = await queue(mail.kit.db, invoiceMail('invoice-property@example.ch'));
  ({ token: unsubscribeToken } = await storeCampaignMail(mail.kit.db, 'property-leaving@example.ch'));
});
afterAll(async () => {
  await mail?.close();
  await campaigns?.close();
  await nats?.destroy();
  await testDb?.drop();
});

/** The basic personas, and another service (svc-campaign) making a signed call of an `internal` route. */
type Caller = BasicPersona | 'service';
const callersOf = (route: RouteDef): readonly Caller[] =>
  route.access === 'internal' ? ['service', 'anonymous'] : ['platformAdmin', 'anonymous'];
/** A signed internal call of the request exactly as it is sent (the signature covers method, path and body). */
const serviceHeaders = (sent: SentRequest) =>
  signInternalCall(SECRET, { ...sent, caller: 'svc-campaign', timestampSec: Math.floor(Date.now() / 1000) });

/**
 * Issue 8, "Bad input never gives a 5xx": every svc-mail route of the table (development mode, so the dev
 * tools are there too), fed generated bodies, parameters and queries around a valid call. Never a 5xx; a
 * refused call changes no table.
 */
describeRouteProperties<Caller, undefined>('generated requests to every svc-mail route', {
  service: 'mail',
  personas: callersOf,
  app: () => mail.service.app.callback(),
  headersOf: (caller, _world, sent) =>
    caller === 'service' ? serviceHeaders(sent) : basicPersonaHeaders(caller, SECRET),
  db: () => mail.kit.db,
  samples: {
    'POST /dev/render-mail': () => ({
      body: { template: 'notification', locale: 'de', data: { title: 'Hallo', body: 'Text', path: '/cockpit' } },
    }),
    'GET /dev/mails': () => ({ query: { to: 'property@example.ch', page: '1', pageSize: '20' } }),
    'GET /dev/mails/{mailId}': () => ({ params: { mailId } }),
    'GET /dev/mails/{mailId}/attachments/{index}': () => ({ params: { mailId: invoiceMailId, index: '0' } }),
    'GET /dev/mailbox': () => ({ query: { to: 'property@example.ch' } }),
    'POST /dev/mails/{mailId}/open': () => ({ params: { mailId }, query: { page: '1' } }),
    'POST /mail/check-address': () => ({ body: { address: 'anna@example.ch' } }),
    'POST /mail/webhook/sendgrid': () => ({ body: webhookBody, headers: keys.headers(webhookBody) }),
    'POST /internal/mail-design/render': () => ({ body: { design: everyBlockDesign(), language: 'en' } }),
    'POST /mail/unsubscribe': () => ({ body: { token: unsubscribeToken } }),
    'POST /internal/dev/campaign-mail/{campaignId}/send': () => ({ params: { campaignId } }),
  },
});
