import { randomUUID } from 'node:crypto';
import { streams, type EventEnvelope } from '@cadeau/contracts';
import { signInternalCall } from '@cadeau/service-kit';
import {
  createTestDatabase,
  startNatsServer,
  until,
  type NatsServer,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import { JSONCodec } from 'nats';
import request from 'supertest';
import { createMailService, type MailService } from '../src/app';
import { addIntake, takeIntake } from '../src/db/campaign-intakes';
import { addUnsubscribe } from '../src/db/messages';
import { startCampaignStandIn, type CampaignStandIn, type StandinCampaign } from './helpers/campaign-standin';
import { SECRET, TestClock, testOptions, TestSettings } from './helpers/mail-env';
import { SendGridStandin, type AcceptedMail } from './helpers/sendgrid-standin';
import { createWebhookKeys } from './helpers/webhook-keys';

const API_KEY = 'SG.campaign-mail-test-key';
const codec = JSONCodec();
const keys = createWebhookKeys();

/**
 * Campaign mails at scale (issue 12, ADR 0022) against real Postgres and NATS, svc-campaign's internal routes
 * as a loopback stand-in (signed calls verified) and SendGrid's v3 stand-in driven through @sendgrid/mail.
 */
describe('campaign mails of svc-campaign', () => {
  let testDb: TestDatabase;
  let nats: NatsServer;
  let mail: MailService;
  let sendgrid: SendGridStandin;
  let campaigns: CampaignStandIn;
  let settings: TestSettings;
  // Winter time: 10:00 in Zurich is 09:00 UTC, within the business hours 07:00–17:00.
  const clock = new TestClock(new Date('2026-12-02T09:00:00Z'));

  beforeAll(async () => {
    [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
    campaigns = await startCampaignStandIn(SECRET);
    sendgrid = await new SendGridStandin({ apiKey: API_KEY }).start();
    settings = new TestSettings({ provider: 'sendgrid', providerKey: API_KEY, providerUrl: sendgrid.url });
    mail = await createMailService({
      ...testOptions(
        { databaseUrl: testDb.url, natsUrl: nats.url },
        {
          webhookPublicKey: keys.publicKey,
          campaignUrl: campaigns.url,
          // A held request must reach the stand-in well before it times out, even on a loaded machine.
          dispatch: {
            sendTimeoutMs: 3000,
            leaseMs: 5000,
            reconcileMs: 1000,
            maxAttempts: 3,
            retryBaseMs: 50,
            pollMs: 100,
            concurrency: 4,
            batchSize: 50,
            campaignCron: null,
          },
        },
      ),
      settings,
      clock: clock.now,
      transactionalLoop: false,
    });
    await mail.migrate();
    // svc-campaign's stream, as its outbox relay would have created it.
    const jsm = await mail.kit.nats!.jetstreamManager();
    await jsm.streams.add({ name: streams.campaign.name, subjects: [...streams.campaign.subjects] });
    await mail.startWorkers();
  });
  afterAll(async () => {
    await mail?.close();
    await campaigns?.close();
    await sendgrid?.close();
    await nats?.destroy();
    await testDb?.drop();
  });

  const db = () => mail.kit.db;
  const app = () => mail.service.app.callback();
  // Each run owns its cron tick (campaign_runs): every run of this file gets a tick of its own.
  let tick = Date.UTC(2026, 11, 2, 9);
  const run = () => mail.campaign.run(new Date((tick += 1000)));

  beforeEach(async () => {
    // Each test sends its own campaign's mails: what an earlier one left queued is out of the way.
    await db()('messages').whereIn('status', ['pending', 'sending']).update({ status: 'failed', last_error: 'test' });
    settings.value.maxPerRun = 1000;
    settings.value.provider = 'sendgrid';
    clock.set('2026-12-02T09:00:00Z');
  });

  async function publish(subject: string, data: unknown): Promise<void> {
    const id = randomUUID();
    const envelope: EventEnvelope = { id, type: subject, version: 1, occurredAt: new Date().toISOString(), data };
    await mail.kit.nats!.jetstream().publish(subject, codec.encode(envelope), { msgID: id });
  }

  /**
   * Publishes an event with the envelope id `id` (a fresh one by default) under a JetStream message id of its own,
   * so an envelope published again reaches the consumer again, as a redelivery does. Answers the id and the
   * stream sequence.
   */
  async function publishEnvelope(subject: string, data: unknown, id = randomUUID()) {
    const envelope: EventEnvelope = { id, type: subject, version: 1, occurredAt: new Date().toISOString(), data };
    const ack = await mail.kit.nats!.jetstream().publish(subject, codec.encode(envelope), { msgID: randomUUID() });
    return { id, seq: ack.seq };
  }

  /** Once svc-mail's campaign consumer has handled (acknowledged) every event of the stream up to `seq`. */
  const handledUpTo = (seq: number) =>
    until(`campaign events up to ${seq} handled`, async () => {
      const jsm = await mail.kit.nats!.jetstreamManager();
      const info = await jsm.consumers.info(streams.campaign.name, 'mail-campaign-intake');
      return info.ack_floor.stream_seq >= seq ? info : null;
    });

  const started = (c: StandinCampaign) =>
    publish('campaign.started', {
      campaignId: c.mailing.campaignId,
      organizationId: c.mailing.organizationId,
      name: c.mailing.campaignName,
      status: 'running',
      type: c.mailing.type,
    });

  const messagesOf = (campaignId: string) => db()('messages').where({ campaign_id: campaignId }).orderBy('created_at');
  const intakesDone = async (campaignId: string, n: number) =>
    until(`${n} intakes of ${campaignId} done`, async () => {
      const rows = await db()('campaign_intakes').where({ campaign_id: campaignId, status: 'done' });
      return rows.length >= n ? rows : null;
    });
  const outbox = async (subject: string) =>
    (await db()('outbox').where({ subject }).orderBy('seq')).map(
      (r: { payload: Record<string, unknown> }) => r.payload,
    );
  const acceptedFor = (c: StandinCampaign): AcceptedMail[] => {
    const addresses = new Set(c.recipients.map((r) => r.email));
    return sendgrid.accepted.filter((a) => addresses.has(a.to[0]));
  };
  const codeOf = (voucherId: string) => campaigns.state.codes.get(voucherId)!;

  it('queues one mail per recipient when an automatic campaign starts, never twice, and never stores a code', async () => {
    const campaign = campaigns.addCampaign(25);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 2);

    const rows = await messagesOf(campaign.mailing.campaignId);
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => r.recipient_id))).toEqual(new Set(campaign.recipients.map((r) => r.recipientId)));
    expect(rows.every((r) => r.status === 'pending' && r.class === 'campaign' && r.html === '')).toBe(true);
    expect(new Set(rows.map((r) => r.content_id)).size).toBe(1);
    const first = campaign.recipients[0];
    expect(rows.find((r) => r.recipient_id === first.recipientId)).toMatchObject({
      idempotency_key: `campaign:${campaign.mailing.campaignId}:${first.recipientId}`,
      to_address: first.email,
      voucher_id: first.voucherId,
      substitutions: { salutation: first.salutation, greeting: first.greeting },
    });
    // The codes are never in svc-mail's tables: formatted or as the 16 digits of a link.
    const stored = JSON.stringify([rows, await db()('campaign_contents').where({ id: rows[0].content_id })]);
    for (const r of campaign.recipients) {
      expect(stored).not.toContain(codeOf(r.voucherId));
      expect(stored).not.toContain(codeOf(r.voucherId).replace(/-/g, ''));
    }
  });

  it('queues nothing when a manual campaign starts (its codes go out one by one or as CSV)', async () => {
    const campaign = campaigns.addCampaign(3, { type: 'manual' });
    await publish('campaign.started', {
      campaignId: campaign.mailing.campaignId,
      organizationId: campaign.mailing.organizationId,
      name: 'Manual',
      status: 'running',
      // An event from before issue 12 without its type: the mailing's type decides.
    });
    await intakesDone(campaign.mailing.campaignId, 1);
    expect(await messagesOf(campaign.mailing.campaignId)).toHaveLength(0);
  });

  it('sends a run in one SendGrid request of personalizations, each with its own code, link and message id', async () => {
    const campaign = campaigns.addCampaign(25);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    settings.value.maxPerRun = 10;
    const requestsBefore = sendgrid.acceptedRequests;

    await expect(run()).resolves.toEqual({ outcome: 'sent', claimed: 10, sent: 10 });
    expect(sendgrid.acceptedRequests - requestsBefore).toBe(1);
    settings.value.maxPerRun = 1000;
    await expect(run()).resolves.toEqual({
      outcome: 'sent',
      claimed: 15,
      sent: 15,
    });
    expect(sendgrid.acceptedRequests - requestsBefore).toBe(2);

    const accepted = acceptedFor(campaign);
    expect(accepted).toHaveLength(25);
    const rows = await messagesOf(campaign.mailing.campaignId);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    for (const r of campaign.recipients) {
      const got = accepted.find((a) => a.to[0] === r.email)!;
      const row = rows.find((m) => m.recipient_id === r.recipientId);
      const code = codeOf(r.voucherId);
      expect(got.customArgs.cadeau_message_id).toBe(row.id);
      expect(got.html).toContain(code);
      expect(got.html).toContain(`http://localhost:8080/campaign#code=${code.replace(/-/g, '')}`);
      expect(got.html).toContain(r.salutation);
      expect(got.text).toContain(code);
      expect(got.html).toMatch(/http:\/\/localhost:8080\/unsubscribe\?token=[A-Za-z0-9_-]{40,}/);
      expect(got.html).not.toContain('[%');
      expect(got.subject).toBe('Ein Geschenk von Demo Giver AG <b>');
      expect(got.subscriptionTracking).toBe(false);
    }
    // svc-campaign hears which vouchers went out, one event per request.
    const sent = (await outbox('campaignMail.sent')).filter((e) => e.campaignId === campaign.mailing.campaignId);
    expect(sent.map((e) => (e.voucherIds as string[]).length)).toEqual([10, 15]);
    expect(new Set(sent.flatMap((e) => e.voucherIds as string[]))).toEqual(
      new Set(campaign.recipients.map((r) => r.voucherId)),
    );
    // SendGrid tells the delivery later, by its webhook: nothing is delivered at the send.
    const delivered = await outbox('campaignMail.delivered');
    expect(delivered.filter((e) => e.campaignId === campaign.mailing.campaignId)).toEqual([]);
  });

  it('sends nothing outside the business hours', async () => {
    const campaign = campaigns.addCampaign(2);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    clock.set('2026-12-02T18:30:00Z');
    await expect(run()).resolves.toEqual({ outcome: 'outsideBusinessHours', claimed: 0, sent: 0 });
    expect(acceptedFor(campaign)).toHaveLength(0);
  });

  it('never mails an unsubscribed recipient or address, and tells svc-campaign of the refused ones', async () => {
    const campaign = campaigns.addCampaign(3);
    const [flagged, suppressed, mailed] = campaign.recipients;
    flagged.unsubscribed = true;
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    await addUnsubscribe(db(), suppressed.email.toUpperCase(), 'test');

    await expect(run()).resolves.toMatchObject({ outcome: 'sent', claimed: 1, sent: 1 });
    expect(acceptedFor(campaign).map((a) => a.to[0])).toEqual([mailed.email]);
    const rows = await messagesOf(campaign.mailing.campaignId);
    const statusOf = (id: string) => rows.find((r) => r.recipient_id === id);
    expect(statusOf(flagged.recipientId)).toMatchObject({
      status: 'failed',
      last_error: 'error.mail.recipientUnsubscribed',
    });
    expect(statusOf(suppressed.recipientId)).toMatchObject({
      status: 'failed',
      last_error: 'error.mail.recipientUnsubscribed',
    });
    const failed = (await outbox('campaignMail.failed')).filter((e) => e.campaignId === campaign.mailing.campaignId);
    // svc-campaign flagged the first one itself; the second is news to it.
    expect(failed).toEqual([
      {
        campaignId: campaign.mailing.campaignId,
        voucherIds: [suppressed.voucherId],
        reason: 'error.mail.recipientUnsubscribed',
      },
    ]);
  });

  it('withdraws the mails not yet sent of a campaign that is blocked, and tells svc-campaign', async () => {
    const campaign = campaigns.addCampaign(3);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    await publish('campaign.blocked', {
      campaignId: campaign.mailing.campaignId,
      organizationId: campaign.mailing.organizationId,
      name: campaign.mailing.campaignName,
      status: 'blocked',
      reason: 'Fraud',
    });
    const failed = await until('withdrawn', async () => {
      const events = (await outbox('campaignMail.failed')).filter((e) => e.campaignId === campaign.mailing.campaignId);
      return events.length ? events : null;
    });
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ reason: 'error.voucher.campaignBlocked' });
    expect(new Set(failed[0].voucherIds as string[])).toEqual(new Set(campaign.recipients.map((r) => r.voucherId)));
    const rows = await messagesOf(campaign.mailing.campaignId);
    expect(rows.every((r) => r.status === 'failed' && r.last_error === 'error.voucher.campaignBlocked')).toBe(true);
    await run();
    expect(acceptedFor(campaign)).toHaveLength(0);
  });

  it('asks svc-campaign for the codes again later when it cannot answer, sending nothing meanwhile', async () => {
    const campaign = campaigns.addCampaign(4);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    campaigns.state.failCodes = 1;

    await expect(run()).resolves.toMatchObject({ claimed: 4, sent: 0 });
    expect(acceptedFor(campaign)).toHaveLength(0);
    const rows = await messagesOf(campaign.mailing.campaignId);
    expect(rows.every((r) => r.status === 'pending' && r.last_error === 'error.serviceUnavailable')).toBe(true);

    await until('sent after svc-campaign answers again', async () => {
      const result = await run();
      return result.sent === 4 ? result : null;
    });
    expect(acceptedFor(campaign)).toHaveLength(4);
  });

  it('fails the mails of a request SendGrid refuses, and tells svc-campaign why', async () => {
    const campaign = campaigns.addCampaign(2);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    sendgrid.next({ status: 400, message: 'Invalid from address' });

    await expect(run()).resolves.toMatchObject({ claimed: 2, sent: 0 });
    const rows = await messagesOf(campaign.mailing.campaignId);
    expect(rows.every((r) => r.status === 'failed' && r.last_error === 'error.mail.providerRejected')).toBe(true);
    const failed = (await outbox('campaignMail.failed')).filter((e) => e.campaignId === campaign.mailing.campaignId);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ reason: 'error.mail.providerRejected' });
    expect(new Set(failed[0].voucherIds as string[])).toEqual(new Set(campaign.recipients.map((r) => r.voucherId)));
  });

  it('turns provider opens and clicks into campaignMail events, leaving link scanners out', async () => {
    const campaign = campaigns.addCampaign(1);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    await run();
    const [row] = await messagesOf(campaign.mailing.campaignId);
    const voucherId = campaign.recipients[0].voucherId;
    const deliveredAt = Math.floor(Date.now() / 1000) + 100;
    const event = (name: string, at: number, extra: Record<string, unknown> = {}) => ({
      event: name,
      email: row.to_address,
      timestamp: at,
      sg_event_id: randomUUID(),
      cadeau_message_id: row.id,
      ...extra,
    });
    const post = async (events: unknown[]) => {
      const body = JSON.stringify(events);
      const res = await request(app()).post('/mail/webhook/sendgrid').set(keys.headers(body)).send(body);
      expect(res.status).toBe(200);
    };
    const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const eventsOf = async (subject: string) => (await outbox(subject)).filter((e) => e.voucherId === voucherId);

    // A security gateway follows the link on arrival, and a headless browser a minute later: neither counts.
    await post([
      event('delivered', deliveredAt),
      event('click', deliveredAt + 3, { useragent: browser }),
      event('click', deliveredAt + 60, { useragent: 'Mozilla/5.0 HeadlessChrome/131.0.0.0 Safari/537.36' }),
    ]);
    expect(await eventsOf('campaignMail.clicked')).toEqual([]);
    expect(await eventsOf('campaignMail.opened')).toEqual([]);
    // Delivered once, at the first delivery SendGrid tells (the engagement funnel's step, issue 20).
    await post([event('delivered', deliveredAt + 5)]);
    const delivered = (await outbox('campaignMail.delivered')).filter((e) =>
      (e.voucherIds as string[]).includes(voucherId),
    );
    expect(delivered).toEqual([
      {
        campaignId: campaign.mailing.campaignId,
        voucherIds: [voucherId],
        at: new Date(deliveredAt * 1000).toISOString(),
      },
    ]);
    expect((await db()('messages').where({ id: row.id }).first()).clicked_at).toBeNull();

    await post([event('open', deliveredAt + 120, { useragent: browser })]);
    await post([
      event('open', deliveredAt + 150, { useragent: browser }),
      event('click', deliveredAt + 180, { useragent: browser }),
      event('click', deliveredAt + 240, { useragent: browser }),
    ]);
    const campaignId = campaign.mailing.campaignId;
    expect(await eventsOf('campaignMail.opened')).toEqual([
      { campaignId, voucherId, at: new Date((deliveredAt + 120) * 1000).toISOString() },
    ]);
    expect(await eventsOf('campaignMail.clicked')).toEqual([
      { campaignId, voucherId, at: new Date((deliveredAt + 180) * 1000).toISOString() },
    ]);

    // A spam report takes the address off campaign mail, and svc-campaign flags the recipient once.
    await post([event('spamreport', deliveredAt + 300)]);
    await post([event('spamreport', deliveredAt + 310)]);
    const recipientId = campaign.recipients[0].recipientId;
    expect((await outbox('campaignMail.unsubscribed')).filter((e) => e.recipientId === recipientId)).toEqual([
      { campaignId, recipientId, email: row.to_address },
    ]);
  });

  it('never sends a request twice whose answer was lost: each mail is looked up by its id, then settled or sent', async () => {
    const campaign = campaigns.addCampaign(4);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    settings.value.maxPerRun = 2;
    // The first request reaches SendGrid but its answer never comes (the send times out): the outcome is unknown.
    sendgrid.hold({ acceptOnReceipt: () => true });
    await expect(run()).resolves.toMatchObject({ claimed: 2, sent: 0 });
    const had = acceptedFor(campaign).map((a) => a.to[0]);
    expect(had).toHaveLength(2);
    // The second never reaches it (the connection dies before SendGrid has the whole request).
    sendgrid.hold({ acceptOnReceipt: () => false });
    await expect(run()).resolves.toMatchObject({ claimed: 2, sent: 0 });
    expect((await messagesOf(campaign.mailing.campaignId)).every((r) => r.status === 'sending')).toBe(true);
    await until('the timed-out requests ended', async () => sendgrid.heldCount === 0);
    sendgrid.stopHolding();
    const requests = sendgrid.acceptedRequests;

    // After the reconciliation window each mail is looked up by its id: the two SendGrid has are sent without a
    // new request, the two it never got go out in one.
    settings.value.maxPerRun = 10;
    await until(
      'every mail settled',
      async () => {
        await run();
        const left = await db()('messages')
          .where({ campaign_id: campaign.mailing.campaignId })
          .whereNot({ status: 'sent' });
        return left.length === 0 ? true : null;
      },
      20_000,
      250,
    );
    const got = acceptedFor(campaign);
    expect(got.map((a) => a.to[0]).sort()).toEqual(campaign.recipients.map((r) => r.email).sort());
    expect(sendgrid.acceptedRequests - requests).toBe(1);
    expect(got.filter((a) => !had.includes(a.to[0])).map((a) => a.request)).toEqual([requests + 1, requests + 1]);
    const sent = (await outbox('campaignMail.sent')).filter((e) => e.campaignId === campaign.mailing.campaignId);
    expect(new Set(sent.flatMap((e) => e.voucherIds as string[]))).toEqual(
      new Set(campaign.recipients.map((r) => r.voucherId)),
    );
  });

  it('unsubscribes the address of a mail through the signed link in it, and tells svc-campaign once', async () => {
    const campaign = campaigns.addCampaign(2);
    await started(campaign);
    await intakesDone(campaign.mailing.campaignId, 1);
    await run();
    const [leaving] = campaign.recipients;
    const got = acceptedFor(campaign).find((a) => a.to[0] === leaving.email)!;
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(got.html!)![1];

    for (let i = 0; i < 2; i++) {
      const res = await request(app()).post('/mail/unsubscribe').send({ token });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { email: leaving.email } });
    }
    expect(await db()('unsubscribes').where({ address: leaving.email }).first()).toBeTruthy();
    const events = (await outbox('campaignMail.unsubscribed')).filter(
      (e) => e.campaignId === campaign.mailing.campaignId,
    );
    expect(events).toEqual([
      { campaignId: campaign.mailing.campaignId, recipientId: leaving.recipientId, email: leaving.email },
    ]);

    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [tampered, 'x'.repeat(64)]) {
      const res = await request(app()).post('/mail/unsubscribe').send({ token: bad });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: 'error.mail.unsubscribeLinkInvalid',
      });
    }
  });

  it('mails only the recipients a manual campaign asks for', async () => {
    const campaign = campaigns.addCampaign(5, { type: 'manual' });
    const asked = [campaign.recipients[1], campaign.recipients[3]];
    await publish('voucher.sendRequested', {
      campaignId: campaign.mailing.campaignId,
      recipientIds: asked.map((r) => r.recipientId),
    });
    await intakesDone(campaign.mailing.campaignId, 1);
    await run();
    expect(new Set(acceptedFor(campaign).map((a) => a.to[0]))).toEqual(new Set(asked.map((r) => r.email)));
  });

  it("mails a recipient again for each of the giver's send-code requests, once per request however often it comes", async () => {
    const campaign = campaigns.addCampaign(3, { type: 'manual' });
    const campaignId = campaign.mailing.campaignId;
    const [asked, other] = campaign.recipients;
    const request = { campaignId, recipientIds: [asked.recipientId] };
    const mailsTo = (email: string) => sendgrid.accepted.filter((a) => a.to[0] === email);

    const first = await publishEnvelope('voucher.sendRequested', request);
    await intakesDone(campaignId, 1);
    await expect(run()).resolves.toMatchObject({ outcome: 'sent', sent: 1 });
    const second = await publishEnvelope('voucher.sendRequested', request);
    await intakesDone(campaignId, 2);
    await expect(run()).resolves.toMatchObject({ outcome: 'sent', sent: 1 });

    // Both requests went out, each a mail of its own with the recipient's code.
    const mails = mailsTo(asked.email);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((m) => m.customArgs.cadeau_message_id)).size).toBe(2);
    for (const m of mails) expect(m.html).toContain(codeOf(asked.voucherId));
    const rows = await messagesOf(campaignId);
    expect(rows.map((r) => r.idempotency_key).sort()).toEqual(
      [first.id, second.id].map((id) => `campaign:${campaignId}:${asked.recipientId}:request:${id}`).sort(),
    );

    // The same two events delivered again (an outbox relay that published twice): nothing more is queued or sent.
    await publishEnvelope('voucher.sendRequested', request, first.id);
    const again = await publishEnvelope('voucher.sendRequested', request, second.id);
    await handledUpTo(again.seq);
    await expect(run()).resolves.toMatchObject({ claimed: 0 });
    expect(await messagesOf(campaignId)).toHaveLength(2);
    expect(await db()('campaign_intakes').where({ campaign_id: campaignId })).toHaveLength(2);
    expect(mailsTo(asked.email)).toHaveLength(2);
    expect(mailsTo(other.email)).toHaveLength(0);

    // A recipient who unsubscribed meanwhile is never mailed, asked for or not.
    await addUnsubscribe(db(), asked.email, 'test');
    const third = await publishEnvelope('voucher.sendRequested', request);
    await intakesDone(campaignId, 3);
    await run();
    expect(mailsTo(asked.email)).toHaveLength(2);
    const refused = await db()('messages').where({
      idempotency_key: `campaign:${campaignId}:${asked.recipientId}:request:${third.id}`,
    });
    expect(refused).toMatchObject([{ status: 'failed', last_error: 'error.mail.recipientUnsubscribed' }]);
  });

  it('keeps no filled mail (no code) in a production database, even with the dev provider', async () => {
    const production = await createMailService({
      ...testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }, { campaignUrl: campaigns.url, production: true }),
      settings: new TestSettings({ provider: 'dev' }),
      transactionalLoop: false,
    });
    try {
      const campaign = campaigns.addCampaign(2);
      await expect(production.sendCampaignNow(campaign.mailing.campaignId)).resolves.toEqual({
        queued: 2,
        sent: 2,
        failed: 0,
      });
      const ids = (await messagesOf(campaign.mailing.campaignId)).map((r) => r.id);
      expect(await db()('dev_inbox').whereIn('message_id', ids)).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('waits for an intake the background worker holds, so the dev send does not answer before the mails are queued', async () => {
    settings.value.provider = 'dev';
    clock.set('2026-12-02T22:00:00Z');
    const campaign = campaigns.addCampaign(2);
    const campaignId = campaign.mailing.campaignId;
    // The campaign's started event reached the intake first: another worker holds its intake under a lease.
    await db().transaction((trx) => addIntake(trx, { campaignId, kind: 'started' }));
    expect(await takeIntake(db(), 60_000, campaignId)).not.toBeNull();
    const sending = mail.sendCampaignNow(campaignId);
    // That worker dies: its lease runs out, and the waiting send takes the intake over.
    await db()('campaign_intakes').where({ campaign_id: campaignId }).update({ next_attempt_at: db().fn.now() });
    await expect(sending).resolves.toEqual({ queued: 2, sent: 2, failed: 0 });
  });

  it('sends one campaign at once through the dev route, whatever the hour, into the dev mailbox', async () => {
    settings.value.provider = 'dev';
    clock.set('2026-12-02T22:00:00Z');
    const campaign = campaigns.addCampaign(3);
    const path = `/internal/dev/campaign-mail/${campaign.mailing.campaignId}/send`;
    const signed = signInternalCall(SECRET, {
      method: 'POST',
      path,
      body: '',
      caller: 'svc-campaign',
      timestampSec: Math.floor(Date.now() / 1000),
    });
    const res = await request(app()).post(path).set(signed);
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { queued: 3, sent: 3, failed: 0 } });

    const rows = await messagesOf(campaign.mailing.campaignId);
    const first = campaign.recipients[0];
    const row = rows.find((r) => r.recipient_id === first.recipientId);
    const shown = await request(app()).get(`/dev/mails/${row.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.html).toContain(codeOf(first.voucherId));
    expect(shown.body.links).toContain(
      `http://localhost:8080/campaign#code=${codeOf(first.voucherId).replace(/-/g, '')}`,
    );
    // In the dev mailbox is delivered: the mails count as delivered when sent (the funnel's step, issue 20).
    const delivered = (await outbox('campaignMail.delivered')).filter(
      (e) => e.campaignId === campaign.mailing.campaignId,
    );
    expect(new Set(delivered.flatMap((e) => e.voucherIds as string[]))).toEqual(
      new Set(campaign.recipients.map((r) => r.voucherId)),
    );
    expect(rows.every((r) => r.delivered_at !== null)).toBe(true);
    // Nothing went to SendGrid, and a second call finds nothing left to send.
    expect(acceptedFor(campaign)).toHaveLength(0);
    const again = await request(app()).post(path).set(signed);
    expect(again.body).toEqual({ queued: 0, sent: 0, failed: 0 });
  });
});
