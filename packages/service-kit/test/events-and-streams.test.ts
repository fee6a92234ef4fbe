import { randomUUID } from 'node:crypto';
import { mailStream, streams, type EventEnvelope } from '@cadeau/contracts';
import { connect, JSONCodec, nanos, type NatsConnection } from 'nats';
import { ZodError } from 'zod';
import { createService, type Service } from '../src';
import { createTestDatabase, startNatsServer, until, type NatsServer, type TestDatabase } from '../src/testing';

const secret = 'events-test-secret';
const effectsTable = {
  name: '001_effects',
  up: (db: import('knex').Knex) =>
    db.schema.createTable('effects', (t) => {
      t.increments('id');
      t.uuid('event_id');
      t.string('type');
      t.jsonb('data');
    }),
  down: (db: import('knex').Knex) => db.schema.dropTable('effects'),
};

/**
 * Two services on a private NATS (the real IDENTITY and MAIL stream names and subjects): a producer that
 * owns IDENTITY and publishes into MAIL, and a consumer that owns MAIL and declares its consumers in setup.
 */
describe('stream ownership, typed events, kit.consume and kit.queueMail', () => {
  let nats: NatsServer;
  let producerDb: TestDatabase;
  let consumerDb: TestDatabase;
  let producer: Service<'identity'>;
  let consumer: Service<'mail'>;
  let nc: NatsConnection;
  const handled: Array<{ type: string; userId?: string }> = [];

  beforeAll(async () => {
    [nats, producerDb, consumerDb] = await Promise.all([startNatsServer(), createTestDatabase(), createTestDatabase()]);
    nc = await connect({ servers: nats.url });
    const jsm = await nc.jetstreamManager();
    // The owner set MAIL up already, with a setting of its own; a producer must leave it as it is.
    await jsm.streams.add({ name: mailStream.name, subjects: [...mailStream.subjects], max_msgs: 5000 });
    // An IDENTITY stream of an older release, with fewer subjects: its owner brings it up to the contract.
    await jsm.streams.add({ name: streams.identity.name, subjects: ['user.>'], duplicate_window: nanos(120_000) });

    producer = await createService({
      name: 'svc-identity',
      service: 'identity',
      secret,
      database: { url: producerDb.url, schema: 'producer', migrations: [] },
      nats: { url: nats.url, owns: streams.identity, publishesTo: [mailStream] },
      setup: () => undefined,
    });
    consumer = await createService({
      name: 'svc-mail',
      service: 'mail',
      secret,
      database: { url: consumerDb.url, schema: 'consumer', migrations: [effectsTable] },
      nats: { url: nats.url, owns: mailStream },
      setup(kit) {
        kit.consume({
          durable: 'test-on-user',
          stream: streams.identity.name,
          filterSubjects: ['user.updated', 'user.blocked'],
          async handle(trx, event) {
            // Typed by the registry: `blocked` exists only on user.blocked, `userId` on both.
            const extra = event.type === 'user.blocked' ? { blocked: event.data.blocked } : {};
            handled.push({ type: event.type, userId: event.data.userId });
            await trx('effects').insert({ event_id: event.id, type: event.type, data: { ...event.data, ...extra } });
          },
        });
        kit.consume({
          durable: 'test-mail-intake',
          stream: mailStream.name,
          filterSubjects: ['mail.send.>'],
          async handle(trx, event: EventEnvelope<unknown>) {
            await trx('effects').insert({ event_id: event.id, type: event.type, data: JSON.stringify(event.data) });
          },
        });
      },
    });
    await Promise.all([producer.migrate(), consumer.migrate()]);
    await producer.ensureStreams();
    producer.startWorkers();
    consumer.startWorkers();
  });
  afterAll(async () => {
    await producer?.close();
    await consumer?.close();
    await nc?.close();
    await Promise.all([producerDb?.drop(), consumerDb?.drop(), nats?.destroy()]);
  });

  const effects = (type: string) => consumer.kit.db('effects').where({ type }).orderBy('id');

  it('brings the owned stream to the contract and leaves a stream it only publishes into to its owner', async () => {
    const jsm = await nc.jetstreamManager();
    const identity = await jsm.streams.info(streams.identity.name);
    expect([...(identity.config.subjects ?? [])].sort()).toEqual([...streams.identity.subjects].sort());
    const mail = await jsm.streams.info(mailStream.name);
    expect(mail.config.max_msgs).toBe(5000);
  });

  it('delivers a registry event to a consumer declared in setup, with its parsed payload', async () => {
    const userId = randomUUID();
    await producer.kit.db.transaction(async (trx) => {
      await producer.kit.addEvent(trx, 'user.updated', { userId });
      await producer.kit.addEvent(trx, 'user.blocked', { userId, blocked: true });
    });
    await until('both handled', async () => (await effects('user.blocked')).length === 1);
    expect(handled.filter((h) => h.userId === userId).map((h) => h.type)).toEqual(['user.updated', 'user.blocked']);
    expect((await effects('user.blocked'))[0].data).toEqual({ userId, blocked: true });
  });

  it('refuses a subject outside the registry and a payload that breaks its schema at the producer', async () => {
    await expect(
      producer.kit.db.transaction((trx) => producer.kit.addEvent(trx, 'user.updated', { userId: 'not-a-uuid' })),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      producer.kit.db.transaction((trx) =>
        producer.kit.addEvent(trx, 'user.renamed' as 'user.updated', { userId: randomUUID() }),
      ),
    ).rejects.toThrow('user.renamed is not in the event registry');
    expect(await producer.kit.db('outbox').whereRaw("payload->>'userId' = 'not-a-uuid'")).toEqual([]);
  });

  it('terminates an event whose data fails its schema: not handled, not redelivered, later events flow', async () => {
    const js = nc.jetstream();
    const bad = { id: randomUUID(), type: 'user.updated', version: 1, occurredAt: new Date().toISOString() };
    await js.publish('user.updated', JSONCodec().encode({ ...bad, data: { userId: 42 } }), { msgID: bad.id });
    const goodUser = randomUUID();
    await producer.kit.db.transaction((trx) => producer.kit.addEvent(trx, 'user.updated', { userId: goodUser }));
    await until('the later event handled', async () => handled.some((h) => h.userId === goodUser));
    const jsm = await nc.jetstreamManager();
    await until('nothing pending', async () => {
      const info = await jsm.consumers.info(streams.identity.name, 'test-on-user');
      return info.num_ack_pending === 0 && info.num_pending === 0 && info.num_redelivered === 0;
    });
    expect(await consumer.kit.db('effects').where({ event_id: bad.id })).toEqual([]);
    expect(await consumer.kit.db('inbox').where({ event_id: bad.id })).toEqual([]);
  });

  it('queues a mail command to the MAIL stream through the outbox, checked by the mail contract', async () => {
    const command = {
      template: 'passwordReset',
      locale: 'de',
      to: 'anna@example.ch',
      idempotencyKey: `reset-${randomUUID()}`,
      data: { firstName: 'Anna', token: 'a'.repeat(32) },
    } as const;
    await producer.kit.db.transaction((trx) => producer.kit.queueMail(trx, command));
    const [row] = await until('command consumed', async () => {
      const rows = await effects('mail.send.identity');
      return rows.length ? rows : undefined;
    });
    // The contract's default (class) is applied before the command leaves.
    expect(row.data).toEqual({ ...command, class: 'transactional' });
    await expect(
      producer.kit.db.transaction((trx) =>
        producer.kit.queueMail(trx, { ...command, data: { firstName: 'Anna' } } as unknown as typeof command),
      ),
    ).rejects.toBeInstanceOf(ZodError);
  });

  // Last: deleting MAIL takes the intake consumer with it.
  it('creates a stream it publishes into when its owner has not yet', async () => {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(mailStream.name);
    await producer.ensureStreams();
    const info = await jsm.streams.info(mailStream.name);
    expect(info.config.subjects).toEqual([...mailStream.subjects]);
    expect(info.config.duplicate_window).toBe(nanos(120_000));
  });

  it('accepts consumers only inside setup', async () => {
    let late: (() => void) | null = null;
    const service = await createService({
      name: 'svc-late',
      secret,
      database: { url: consumerDb.url, schema: 'late', migrations: [] },
      nats: { url: nats.url },
      setup(kit) {
        late = () =>
          kit.consume({
            durable: 'late',
            stream: mailStream.name,
            filterSubjects: ['mail.send.>'],
            handle: async () => undefined,
          });
      },
    });
    try {
      expect(() => late!()).toThrow('svc-late: kit.consume(late) outside setup');
    } finally {
      await service.close();
    }
  });
});
