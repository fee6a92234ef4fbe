import {
  createTestDatabase,
  startNatsServer,
  until,
  type NatsServer,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import { createMailService, type MailService } from '../src/app';
import { addUnsubscribe } from '../src/db/messages';
import { campaignMail, passwordReset, queue, TestClock, testOptions, TestSettings } from './helpers/mail-env';
import { SendGridStandin } from './helpers/sendgrid-standin';

const API_KEY = 'SG.campaign-test-key';

describe('campaign mail runs', () => {
  let testDb: TestDatabase;
  let nats: NatsServer;
  let mail: MailService;
  let standin: SendGridStandin;
  let settings: TestSettings;
  // Winter time: Zurich is UTC+1.
  const clock = new TestClock(new Date('2026-01-15T07:00:00Z'));
  const zurich = (hhmm: string, second = '00') =>
    `2026-01-15T${String(Number(hhmm.slice(0, 2)) - 1).padStart(2, '0')}:${hhmm.slice(3)}:${second}Z`;

  beforeAll(async () => {
    [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
    standin = await new SendGridStandin({ apiKey: API_KEY }).start();
    settings = new TestSettings({
      provider: 'sendgrid',
      providerKey: API_KEY,
      providerUrl: standin.url,
      maxPerRun: 10,
    });
    mail = await createMailService({
      ...testOptions(
        { databaseUrl: testDb.url, natsUrl: nats.url },
        {
          dispatch: {
            sendTimeoutMs: 1000,
            leaseMs: 2000,
            reconcileMs: 1000,
            maxAttempts: 3,
            retryBaseMs: 50,
            pollMs: 100,
            concurrency: 1,
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
  });
  afterAll(async () => {
    await mail?.close();
    await standin?.close();
    await nats?.destroy();
    await testDb?.drop();
  });

  const db = () => mail.kit.db;
  const campaignSent = () => standin.accepted.filter((a) => a.categories[0] === 'campaign');
  beforeEach(async () => {
    await db()('messages')
      .whereIn('status', ['pending', 'sending'])
      .update({ status: 'failed', last_error: 'test:cleanup' });
    settings.value.maxPerRun = 10;
    settings.value.businessHours = { from: '07:00', to: '17:00', timeZone: 'Europe/Zurich' };
  });

  it('sends no campaign mail outside the business hours (07:00–17:00 Europe/Zurich)', async () => {
    await queue(db(), ...Array.from({ length: 3 }, (_, i) => campaignMail(`early${i}@example.ch`)));
    const before = campaignSent().length;
    for (const local of ['06:59', '17:00', '18:30', '23:59', '03:00']) {
      clock.set(zurich(local));
      await expect(mail.campaign.run()).resolves.toEqual({ outcome: 'outsideBusinessHours', claimed: 0, sent: 0 });
    }
    expect(campaignSent().length).toBe(before);
    expect(await db()('messages').where({ class: 'campaign', status: 'pending' }).count({ n: '*' })).toEqual([
      { n: '3' },
    ]);
    clock.set(zurich('07:00'));
    await expect(mail.campaign.run()).resolves.toEqual({ outcome: 'sent', claimed: 3, sent: 3 });
  });

  it('never hands more than MailMaxPerRun mails to the provider in one run', async () => {
    const ids = await queue(db(), ...Array.from({ length: 25 }, (_, i) => campaignMail(`bulk${i}@example.ch`)));
    const results = [];
    for (const [i, local] of ['09:00', '09:01', '09:02', '09:03'].entries()) {
      clock.set(zurich(local));
      results.push(await mail.campaign.run());
      if (i === 0) await expect(mail.campaign.run()).resolves.toMatchObject({ outcome: 'slotTaken', sent: 0 });
    }
    expect(results.map((r) => r.sent)).toEqual([10, 10, 5, 0]);
    const byId = new Map(campaignSent().map((a) => [a.messageId, a]));
    expect(ids.every((id) => byId.has(id))).toBe(true);
    expect(byId.get(ids[0])).toMatchObject({
      subscriptionTracking: true,
      categories: ['campaign', 'campaignMessage'],
      subject: 'Your gift',
    });
    const runs = await db()('campaign_runs')
      .select('sent', 'claimed')
      .where('slot', '>=', new Date(zurich('09:00')));
    expect(runs.map((r) => r.sent)).toEqual([10, 10, 5, 0]);

    settings.value.maxPerRun = 3;
    await queue(db(), ...Array.from({ length: 5 }, (_, i) => campaignMail(`small${i}@example.ch`)));
    clock.set(zurich('09:10'));
    await expect(mail.campaign.run()).resolves.toMatchObject({ sent: 3 });
  });

  it('stops a run when the business hours end during it', async () => {
    await queue(db(), ...Array.from({ length: 6 }, (_, i) => campaignMail(`late${i}@example.ch`)));
    // The clock is read at the start and before each send: the fifth read is past 17:00.
    let reads = 0;
    clock.reader = () => (++reads <= 4 ? new Date(zurich('16:59', '58')) : new Date(zurich('17:00', '01')));
    try {
      await expect(mail.campaign.run(new Date(zurich('16:59', '58')))).resolves.toEqual({
        outcome: 'sent',
        claimed: 6,
        sent: 3,
      });
    } finally {
      clock.reader = null;
    }
    const rows = await db()('messages').where({ class: 'campaign' }).whereLike('to_address', 'late%');
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(3);
    expect(rows.filter((r) => r.status === 'pending' && r.attempts === 0)).toHaveLength(3);
  });

  it('never sends campaign mail to unsubscribed recipients, and does not count them', async () => {
    await addUnsubscribe(db(), 'Gone@Example.ch', 'test');
    const [gone, stays] = await queue(db(), campaignMail('gone@example.ch'), campaignMail('stays@example.ch'));
    settings.value.maxPerRun = 1;
    clock.set(zurich('10:00'));
    await expect(mail.campaign.run()).resolves.toEqual({ outcome: 'sent', claimed: 1, sent: 1 });
    expect(await db()('messages').where({ id: gone }).first()).toMatchObject({
      status: 'failed',
      last_error: 'error.mail.recipientUnsubscribed',
      attempts: 0,
    });
    expect(await db()('messages').where({ id: stays }).first()).toMatchObject({ status: 'sent' });
    expect(campaignSent().some((a) => a.messageId === gone)).toBe(false);
  });

  it('leaves transactional mail to the transactional loop, which sends unsubscribed recipients their account mail', async () => {
    await addUnsubscribe(db(), 'account@example.ch', 'test');
    const [id] = await queue(db(), passwordReset('account@example.ch'));
    clock.set(zurich('11:00'));
    await mail.campaign.run();
    expect(await db()('messages').where({ id }).first()).toMatchObject({ status: 'pending' });
    await mail.dispatcher.sendBatch('transactional', 10);
    expect(await db()('messages').where({ id }).first()).toMatchObject({ status: 'sent' });
  });

  it('runs on node-cron, each tick within MailMaxPerRun', async () => {
    settings.value.maxPerRun = 3;
    clock.set(zurich('12:00'));
    const ids = await queue(db(), ...Array.from({ length: 8 }, (_, i) => campaignMail(`cron${i}@example.ch`)));
    const startedAt = new Date();
    mail.campaign.schedule('* * * * * *'); // every second
    try {
      await until(
        'all sent by cron',
        async () => (await db()('messages').whereIn('id', ids).where({ status: 'sent' })).length === 8,
        10_000,
        100,
      );
    } finally {
      await mail.campaign.stop();
    }
    const runs = await db()('campaign_runs')
      .where('started_at', '>=', startedAt)
      .andWhere('sent', '>', 0)
      .orderBy('slot');
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.every((r) => r.sent <= 3)).toBe(true);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(8);
  });
});
