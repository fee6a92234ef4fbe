import { randomUUID } from 'node:crypto';
import {
  createTestDatabase,
  startNatsServer,
  until,
  type NatsServer,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import { connect, type NatsConnection } from 'nats';
import request from 'supertest';
import { createMailService, type MailService } from '../src/app';
import { campaignTestMail, everyBlockDesign } from './helpers/designs';
import { passwordReset, publishCommand, testOptions, TestSettings } from './helpers/mail-env';

describe('mail intake over JetStream (dev provider)', () => {
  let testDb: TestDatabase;
  let nats: NatsServer;
  let mail: MailService;
  let nc: NatsConnection;

  beforeAll(async () => {
    [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
    mail = await createMailService({
      ...testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }),
      settings: new TestSettings({ provider: 'dev' }),
    });
    await mail.migrate();
    await mail.startWorkers();
    nc = await connect({ servers: nats.url });
  });
  afterAll(async () => {
    await nc?.close();
    await mail?.close();
    await nats?.destroy();
    await testDb?.drop();
  });

  const db = () => mail.kit.db;
  const rowsFor = (key: string) => db()('messages').where({ idempotency_key: key });
  const http = () => request(mail.service.app.callback());

  it('creates the MAIL stream for mail.send.> and its own campaignMail.> events (issue 12)', async () => {
    const info = await (await nc.jetstreamManager()).streams.info('MAIL');
    expect(info.config.subjects).toEqual(['mail.send.>', 'campaignMail.>']);
  });

  it('stores a command rendered and sends it at once through the dev provider', async () => {
    const cmd = passwordReset('Anna@Example.CH');
    await publishCommand(nc, cmd, { producer: 'identity' });
    const row = await until('sent', async () => (await rowsFor(cmd.idempotencyKey)).find((r) => r.status === 'sent'));
    expect(row).toMatchObject({
      class: 'transactional',
      template: 'passwordReset',
      locale: 'de',
      to_address: 'Anna@example.ch',
      provider: 'dev',
      attempts: 1,
      subject: 'Passwort zurücksetzen',
    });
    expect(row.provider_message_id).toBe(`dev-${row.id}`);
    expect(row.sent_at).not.toBeNull();
    expect(row.html).toContain('http://localhost:8080/reset-password?token=');
  });

  it('ignores a second command with the same idempotency key and a redelivered event', async () => {
    const cmd = passwordReset('bert@example.ch');
    const eventId = await publishCommand(nc, cmd);
    await publishCommand(nc, { ...cmd, data: { firstName: 'Other', token: randomUUID().replace(/-/g, '') } });
    // The same event again after the stream's de-duplication window would be a redelivery: the inbox catches it.
    await nc.jetstream().publish(
      'mail.send.test',
      new TextEncoder().encode(
        JSON.stringify({
          id: eventId,
          type: 'mail.send.test',
          version: 1,
          occurredAt: new Date().toISOString(),
          data: cmd,
        }),
      ),
    );
    await until('sent', async () => (await rowsFor(cmd.idempotencyKey)).find((r) => r.status === 'sent'));
    await until('all three handled', async () => {
      const info = await (await nc.jetstreamManager()).consumers.info('MAIL', 'mail-intake');
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
    const rows = await rowsFor(cmd.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0].data.firstName).toBe('Anna');
  });

  it('stores an unusable command as failed with its reason, and a bad address with its error.mail key', async () => {
    const bad = {
      template: 'invitation',
      locale: 'en',
      to: 'x@example.ch',
      idempotencyKey: `bad:${randomUUID()}`,
      data: { token: 'x' },
    };
    await publishCommand(nc, bad);
    const failed = await until('failed', async () => (await rowsFor(bad.idempotencyKey))[0]);
    expect(failed).toMatchObject({
      status: 'failed',
      last_error: 'error.mail.invalidTemplateData',
      template: 'invitation',
    });
    expect(failed.error_detail).toContain('data.organizationName');

    const cmd = passwordReset(`${'a'.repeat(65)}@example.ch`);
    await publishCommand(nc, cmd);
    const row = await until('failed', async () => (await rowsFor(cmd.idempotencyKey))[0]);
    expect(row).toMatchObject({ status: 'failed', last_error: 'error.mail.localPartTooLong', attempts: 0 });
  });

  it('records a command Postgres cannot store as failed with error.mail.queueFailed, and goes on with the next', async () => {
    // A NUL character passes the schema but no text or jsonb column takes it: without a savepoint and a
    // failed record, the event would be redelivered forever.
    const nul = {
      template: 'campaignMessage',
      locale: 'en',
      to: 'nul@example.ch',
      class: 'campaign',
      idempotencyKey: `nul:${randomUUID()}`,
      data: { subject: 'Hi', body: 'bad \u0000 byte' },
    };
    await publishCommand(nc, nul);
    const next = passwordReset('after-nul@example.ch');
    await publishCommand(nc, next);
    const failed = await until('recorded', async () => (await rowsFor(nul.idempotencyKey))[0]);
    expect(failed).toMatchObject({
      status: 'failed',
      last_error: 'error.mail.queueFailed',
      class: 'campaign',
      template: 'campaignMessage',
      to_address: 'nul@example.ch',
      attempts: 0,
      html: '',
    });
    expect(failed.error_detail).toMatch(/^22/);
    await until('next one sent', async () => (await rowsFor(next.idempotencyKey)).find((r) => r.status === 'sent'));
    await until(
      'both acknowledged',
      async () => {
        const info = await (await nc.jetstreamManager()).consumers.info('MAIL', 'mail-intake');
        return info.num_pending === 0 && info.num_ack_pending === 0 && info.num_redelivered === 0;
      },
      5000,
    );
  });

  it('keeps campaign mail pending for the campaign runs', async () => {
    const cmd = passwordReset('carla@example.ch', `campaign:${randomUUID()}`, 'campaign');
    await publishCommand(nc, cmd);
    const row = await until('stored', async () => (await rowsFor(cmd.idempotencyKey))[0]);
    await new Promise((r) => setTimeout(r, 300));
    expect((await rowsFor(cmd.idempotencyKey))[0].status).toBe('pending');
    expect(row.class).toBe('campaign');
  });

  it("sends a designer's test mail (campaignTest) rendered through MJML at once through the dev provider", async () => {
    const cmd = campaignTestMail('designer@example.ch', { language: 'en' });
    await publishCommand(nc, cmd, { producer: 'campaign' });
    const row = await until('sent', async () => (await rowsFor(cmd.idempotencyKey)).find((r) => r.status === 'sent'));
    expect(row).toMatchObject({
      class: 'transactional',
      template: 'campaignTest',
      provider: 'dev',
      subject: '[Test] A gift from Müller & Söhne AG & "friends"',
    });
    expect(row.html).toContain('Sommer &lt;b&gt;&quot;Gala&quot;&lt;/b&gt;');
    expect(row.text).toContain('Your gift code: 1234-5678-9012-3452');
    const [item] = (await http().get('/dev/mails').query({ to: 'designer@example.ch' }).expect(200)).body.items;
    const shown = await http().get(`/dev/mails/${item.id}`).expect(200);
    expect(shown.body.links).toEqual(
      expect.arrayContaining([
        'http://localhost:8080/campaign',
        'http://localhost:8080/unsubscribe',
        'http://localhost:8080/imprint',
      ]),
    );

    // A design that does not validate is a failed message with its issues, never half a mail.
    const design = { ...everyBlockDesign(), blocks: [{ type: 'html', html: '<script>x</script>' }] };
    const bad = campaignTestMail('designer@example.ch', { design });
    await publishCommand(nc, bad, { producer: 'campaign' });
    const failed = await until('failed', async () => (await rowsFor(bad.idempotencyKey))[0]);
    expect(failed).toMatchObject({ status: 'failed', last_error: 'error.mail.invalidTemplateData', html: '' });
    expect(failed.error_detail).toContain('data.design.blocks');
  });

  it('shows the mails in the dev mailbox, newest first, filtered by recipient', async () => {
    const list = await http().get('/dev/mails').query({ to: 'ANNA@example.ch' }).expect(200);
    expect(list.body).toMatchObject({ page: 1, pageSize: 20, total: 1 });
    const [item] = list.body.items;
    expect(item).toMatchObject({
      to: 'Anna@example.ch',
      subject: 'Passwort zurücksetzen',
      status: 'sent',
      template: 'passwordReset',
    });
    const one = await http().get(`/dev/mails/${item.id}`).expect(200);
    expect(one.body.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:8080\/reset-password\?token=[0-9a-f]{32}$/),
    ]);
    expect(one.body.html).toContain('<html lang="de">');

    const all = await http().get('/dev/mails').query({ pageSize: 2 }).expect(200);
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    expect(all.body.items).toHaveLength(2);
    const times = all.body.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    await http().get('/dev/mails/not-a-uuid').expect(404);
    await http().get(`/dev/mails/${randomUUID()}`).expect(404);
    const bad = await http().get('/dev/mails').query({ pageSize: 1000 }).expect(400);
    expect(bad.body.issues[0]).toEqual({ path: ['pageSize'], message: 'zod.tooBig' });
  });
});
