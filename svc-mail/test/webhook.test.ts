import { randomUUID } from 'node:crypto';
import { createTestDatabase, startNatsServer, type NatsServer, type TestDatabase } from '@cadeau/service-kit/testing';
import request from 'supertest';
import { createMailService, type MailService } from '../src/app';
import { campaignMail, passwordReset, queue, testOptions, TestSettings } from './helpers/mail-env';
import { createWebhookKeys } from './helpers/webhook-keys';

const PATH = '/mail/webhook/sendgrid';

describe('SendGrid event webhook', () => {
  let testDb: TestDatabase;
  let nats: NatsServer;
  let mail: MailService;
  const keys = createWebhookKeys();
  const otherKeys = createWebhookKeys();

  beforeAll(async () => {
    [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
    mail = await createMailService({
      ...testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }, { webhookPublicKey: keys.publicKey }),
      settings: new TestSettings(),
      transactionalLoop: false,
    });
    await mail.migrate();
  });
  afterAll(async () => {
    await mail?.close();
    await nats?.destroy();
    await testDb?.drop();
  });

  const db = () => mail.kit.db;
  const post = (body: string, headers: Record<string, string>) =>
    request(mail.service.app.callback()).post(PATH).set(headers).send(body);
  const row = (id: string) => db()('messages').where({ id }).first();

  it('refuses a missing, forged or tampered signature with 403', async () => {
    const body = JSON.stringify([{ event: 'open', email: 'a@example.ch', timestamp: 1 }]);
    await post(body, { 'content-type': 'application/json' }).expect(403);
    await post(body, otherKeys.headers(body)).expect(403);
    const signed = keys.headers(body);
    await post(body.replace('open', 'click'), signed).expect(403);
    await post(body, { ...signed, 'x-twilio-email-event-webhook-timestamp': '1700000000' }).expect(403);
    await post(body, { ...signed, 'x-twilio-email-event-webhook-signature': 'not-base64-der' }).expect(403);
    const res = await post(body, signed).expect(200);
    expect(res.body).toEqual({ received: 1, applied: 0, ignored: 1 });
  });

  it('verifies the exact bytes: whitespace and key order are part of the signature', async () => {
    const body = '[ {"timestamp": 1, "event":"open",   "email":"a@example.ch"} ]\n';
    await post(body, keys.headers(body)).expect(200);
    await post(body.trim(), keys.headers(body)).expect(403);
  });

  it('sets opened_at and clicked_at from open and click events matched by our id, first event wins', async () => {
    const [id] = await queue(db(), passwordReset('reader@example.ch'));
    await mail.dispatcher.sendBatch('transactional', 10);
    const events = [
      {
        event: 'delivered',
        email: 'reader@example.ch',
        timestamp: 1767261600,
        sg_event_id: randomUUID(),
        sg_message_id: 'abc.filter1',
        cadeau_message_id: id,
      },
      {
        event: 'open',
        email: 'reader@example.ch',
        timestamp: 1767261700,
        sg_event_id: randomUUID(),
        cadeau_message_id: id,
      },
      {
        event: 'click',
        email: 'reader@example.ch',
        timestamp: 1767261800,
        url: 'http://localhost:8080/reset-password?token=x',
        cadeau_message_id: id,
      },
      { event: 'open', email: 'reader@example.ch', timestamp: 1767265000, cadeau_message_id: id },
      { event: 'click', email: 'other@example.ch', timestamp: 1767261800, cadeau_message_id: randomUUID() },
      { event: 'open', email: 'x@example.ch', timestamp: 1767261800, cadeau_message_id: 'not-a-uuid' },
    ];
    const body = JSON.stringify(events);
    const res = await post(body, keys.headers(body)).expect(200);
    expect(res.body.received).toBe(6);
    const r = await row(id);
    expect(new Date(r.opened_at).toISOString()).toBe(new Date(1767261700 * 1000).toISOString());
    expect(new Date(r.clicked_at).toISOString()).toBe(new Date(1767261800 * 1000).toISOString());
    expect(r.status).toBe('sent');
    // The provider retries a batch it thinks failed: nothing changes the second time.
    await post(body, keys.headers(body)).expect(200);
    expect(await row(id)).toEqual(r);
  });

  it('records unsubscribes (and spam reports) so campaign mail to them fails, and resubscribes', async () => {
    const events = [
      { event: 'unsubscribe', email: 'Leaver@Example.ch', timestamp: 1767261600 },
      { event: 'spamreport', email: 'angry@example.ch', timestamp: 1767261600 },
      { event: 'group_unsubscribe', email: 'back@example.ch', timestamp: 1767261600, asm_group_id: 1 },
      { event: 'group_resubscribe', email: 'back@example.ch', timestamp: 1767261700, asm_group_id: 1 },
    ];
    const body = JSON.stringify(events);
    await post(body, keys.headers(body)).expect(200);
    const addresses = (await db()('unsubscribes').select('address').orderBy('address')).map((r) => r.address);
    expect(addresses).toEqual(['angry@example.ch', 'leaver@example.ch']);
    const [leaver, back] = await queue(db(), campaignMail('leaver@example.ch'), campaignMail('back@example.ch'));
    // The dispatcher's batch directly: campaign runs add only the business hours (tested elsewhere).
    await mail.dispatcher.sendBatch('campaign', 10);
    expect(await row(leaver)).toMatchObject({ status: 'failed', last_error: 'error.mail.recipientUnsubscribed' });
    expect((await row(back)).status).toBe('sent');
  });

  it('answers 400 for a signed body that is not a JSON list, and 413 for an oversized one', async () => {
    const body = '{"event":"open"}';
    await post(body, keys.headers(body)).expect(400);
    const big = `[${'"x",'.repeat(1_400_000)}"x"]`;
    const res = await post(big, keys.headers(big)).expect(413);
    expect(res.body.message).toBe('error.payloadTooLarge');
  });

  it('refuses every call when no verification key is configured', async () => {
    const bare = await createMailService({
      ...testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }),
      settings: new TestSettings(),
    });
    try {
      const body = '[]';
      await request(bare.service.app.callback()).post(PATH).set(keys.headers(body)).send(body).expect(403);
    } finally {
      await bare.close();
    }
  });
});
