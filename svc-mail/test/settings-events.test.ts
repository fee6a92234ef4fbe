import { randomUUID } from 'node:crypto';
import { streams } from '@cadeau/contracts';
import {
  createTestDatabase,
  startNatsServer,
  until,
  type NatsServer,
  type TestDatabase,
} from '@cadeau/service-kit/testing';
import { connect, JSONCodec, nanos, type NatsConnection } from 'nats';
import { createMailService, type MailService } from '../src/app';
import { SETTING_KEYS } from '../src/domain/settings';
import { testOptions } from './helpers/mail-env';

const codec = JSONCodec();

/** svc-mail follows the mail settings svc-identity announces on the IDENTITY stream. */
describe('setting.updated events from svc-identity', () => {
  let testDb: TestDatabase;
  let nats: NatsServer;
  let mail: MailService;
  let nc: NatsConnection;

  const publishSetting = async (
    key: string,
    value: unknown,
    opts: { scope?: 'global' | 'organization'; occurredAt?: Date; id?: string } = {},
  ) => {
    const id = opts.id ?? randomUUID();
    const scope = opts.scope ?? 'global';
    const envelope = {
      id,
      type: 'setting.updated',
      version: 1,
      occurredAt: (opts.occurredAt ?? new Date()).toISOString(),
      data: { scope, organizationId: scope === 'global' ? null : randomUUID(), key, value },
    };
    await nc.jetstream().publish('setting.updated', codec.encode(envelope), { msgID: id });
    return id;
  };
  const drained = () =>
    until('settings consumer drained', async () => {
      const info = await (await nc.jetstreamManager()).consumers.info(streams.identity.name, 'mail-settings');
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });

  beforeAll(async () => {
    [testDb, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
    nc = await connect({ servers: nats.url });
    // svc-identity owns the stream; here the test creates it as svc-identity's relay would.
    await (
      await nc.jetstreamManager()
    ).streams.add({
      name: streams.identity.name,
      subjects: [...streams.identity.subjects],
      duplicate_window: nanos(120_000),
    });
    // The real stored-settings source (no test double), with its 5 s cache, to prove the event invalidates it.
    mail = await createMailService(testOptions({ databaseUrl: testDb.url, natsUrl: nats.url }));
    await mail.migrate();
    await mail.startWorkers();
  });
  afterAll(async () => {
    await nc?.close();
    await mail?.close();
    await nats?.destroy();
    await testDb?.drop();
  });

  it('applies a new business-hours window and run size at once, despite the settings cache', async () => {
    expect((await mail.settings.get()).maxPerRun).toBe(10); // fills the cache
    await publishSetting(SETTING_KEYS.maxPerRun, 40);
    await publishSetting(SETTING_KEYS.businessHours, { from: '08:00', to: '12:30' });
    await until('new values read', async () => {
      const s = await mail.settings.get();
      return s.maxPerRun === 40 && s.businessHours.from === '08:00';
    });
    expect((await mail.settings.get()).businessHours).toEqual({
      from: '08:00',
      to: '12:30',
      timeZone: 'Europe/Zurich',
    });
  });

  it('switches the provider and reads an empty key or URL as none', async () => {
    await publishSetting(SETTING_KEYS.provider, 'sendgrid');
    await publishSetting(SETTING_KEYS.providerKey, 'SG.from-identity');
    await publishSetting(SETTING_KEYS.providerUrl, '');
    await until('provider switched', async () => (await mail.settings.get()).providerKey === 'SG.from-identity');
    expect(await mail.settings.get()).toMatchObject({
      provider: 'sendgrid',
      providerKey: 'SG.from-identity',
      providerUrl: null,
    });
    await publishSetting(SETTING_KEYS.provider, 'dev');
    await until('back to dev', async () => (await mail.settings.get()).provider === 'dev');
  });

  it('ignores organisation settings, other keys, and an older event delivered after a newer one', async () => {
    await publishSetting(SETTING_KEYS.maxPerRun, 7, { scope: 'organization' });
    await publishSetting('Mail.SupportEmail', 'help@example.ch');
    await publishSetting(SETTING_KEYS.maxPerRun, 99, { occurredAt: new Date(Date.now() - 60 * 60 * 1000) });
    await drained();
    const rows = await mail.kit.db('settings').select('key', 'value');
    expect(rows.find((r) => r.key === SETTING_KEYS.maxPerRun)?.value).toBe(40);
    expect(rows.map((r) => r.key)).not.toContain('Mail.SupportEmail');
  });

  it('has the effect of a redelivered event once and falls back to the default for a cleared value', async () => {
    const id = await publishSetting(SETTING_KEYS.maxPerRun, 12);
    await drained();
    // The same event id again, as a redelivery after a lost ack: the inbox makes it a no-op.
    await mail.kit
      .db('settings')
      .where({ key: SETTING_KEYS.maxPerRun })
      .update({ value: JSON.stringify(13) });
    await nc.jetstream().publish(
      'setting.updated',
      codec.encode({
        id,
        type: 'setting.updated',
        version: 1,
        occurredAt: new Date().toISOString(),
        data: { scope: 'global', organizationId: null, key: SETTING_KEYS.maxPerRun, value: 12 },
      }),
    );
    await drained();
    expect((await mail.kit.db('settings').where({ key: SETTING_KEYS.maxPerRun }).first()).value).toBe(13);
    await publishSetting(SETTING_KEYS.maxPerRun, null);
    await until('default again', async () => (await mail.settings.get()).maxPerRun === 10);
  });
});
