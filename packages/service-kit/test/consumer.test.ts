import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@cadeau/contracts';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { z } from 'zod';
import type { EventRegistry, ServiceName } from '@cadeau/contracts';
import { createService, type ConsumerDef, type Service } from '../src';
import { handleOnce } from '../src/consumers';
import { createTestDatabase, randomStreamName, until, type TestDatabase } from '../src/testing';

describe('idempotent durable consumer', () => {
  const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
  const stream = randomStreamName('CONSUMER');
  // Subjects unique to this run: streams on one server must not overlap.
  const prefix = `ct${stream.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const durable = `${prefix}-effects`;
  let testDb: TestDatabase;
  let service: Service<ServiceName, EventRegistry>;
  let nc: NatsConnection;
  const failOnce = new Set<string>();
  const attempts = new Map<string, number>();

  const consumer: ConsumerDef = {
    durable,
    stream,
    filterSubjects: [`${prefix}.happened`, `${prefix}.other`],
    async handle(trx, event) {
      attempts.set(event.id, (attempts.get(event.id) ?? 0) + 1);
      await trx('effects').insert({ event_id: event.id, type: event.type });
      // Fails after writing: the rollback must take the effect and the inbox row with it.
      if (failOnce.delete(event.id)) throw new Error('transient failure');
    },
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    service = await createService({
      name: 'consumer-test',
      secret: 's',
      database: {
        url: testDb.url,
        schema: 'consumertest',
        migrations: [
          {
            name: '001_effects',
            up: (db) =>
              db.schema.createTable('effects', (t) => (t.increments('id'), t.uuid('event_id'), t.string('type'))),
            down: (db) => db.schema.dropTable('effects'),
          },
        ],
      },
      nats: { url: natsUrl, owns: { name: stream, subjects: [`${prefix}.>`] } },
      events: {
        [`${prefix}.happened`]: z.object({ n: z.number() }),
        [`${prefix}.other`]: z.object({}),
        [`${prefix}.ignored`]: z.object({}),
      } as EventRegistry,
      setup: (kit) => kit.consume(consumer),
    });
    await service.migrate();
    service.startWorkers();
    nc = await connect({ servers: natsUrl });
  });
  afterAll(async () => {
    await service.close();
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(stream).catch(() => undefined); // removes its consumers too
    await nc.close();
    await testDb.drop();
  });

  const db = () => service.kit.db;
  const effectsOf = (id: string) =>
    db()('effects')
      .where({ event_id: id })
      .count<{ count: string }[]>('* as count')
      .then((r) => Number(r[0].count));
  const consumerIdle = async (deliveredAtLeast: number) => {
    const info = await (await nc.jetstreamManager()).consumers.info(stream, durable);
    return info.delivered.stream_seq >= deliveredAtLeast && info.num_ack_pending === 0 && info.num_pending === 0;
  };
  const streamLastSeq = async () => (await (await nc.jetstreamManager()).streams.info(stream)).state.last_seq;

  it('applies an event from the outbox once', async () => {
    const id = await db().transaction((trx) => service.kit.addEvent(trx, `${prefix}.happened`, { n: 1 }));
    await until('effect', async () => (await effectsOf(id)) === 1);
    expect(await db()('inbox').where({ consumer: durable, event_id: id }).first()).toBeDefined();
  });

  it('has the effect once when the same event is delivered twice', async () => {
    const envelope: EventEnvelope = {
      id: randomUUID(),
      type: `${prefix}.happened`,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { n: 2 },
    };
    const js = nc.jetstream();
    // Two stream messages (different msgIDs, so the stream keeps both) carrying the same event.
    await js.publish(`${prefix}.happened`, JSONCodec().encode(envelope), { msgID: randomUUID() });
    await js.publish(`${prefix}.happened`, JSONCodec().encode(envelope), { msgID: randomUUID() });
    const last = await streamLastSeq();
    await until('both deliveries acknowledged', () => consumerIdle(last));
    expect(await effectsOf(envelope.id)).toBe(1);
    expect(attempts.get(envelope.id)).toBe(1);
  });

  it('redelivers after a failed attempt and keeps nothing of the failed one', async () => {
    const id = randomUUID();
    failOnce.add(id);
    const envelope: EventEnvelope = {
      id,
      type: `${prefix}.other`,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: {},
    };
    await nc.jetstream().publish(`${prefix}.other`, JSONCodec().encode(envelope), { msgID: id });
    await until('redelivered and applied', async () => (await effectsOf(id)) === 1);
    expect(attempts.get(id)).toBe(2);
    const last = await streamLastSeq();
    await until('acknowledged', () => consumerIdle(last));
    expect(await effectsOf(id)).toBe(1);
  });

  it('acknowledges events outside its filter without handling them', async () => {
    const id = await db().transaction((trx) => service.kit.addEvent(trx, `${prefix}.ignored`, {}));
    await until('published', async () => (await db()('outbox').where({ id }).first())?.published_at);
    const last = await streamLastSeq();
    await until('passed by', () => consumerIdle(last));
    expect(await effectsOf(id)).toBe(0);
    expect(attempts.has(id)).toBe(false);
  });

  it('handleOnce skips an event already in the inbox', async () => {
    const event: EventEnvelope = {
      id: randomUUID(),
      type: `${prefix}.happened`,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: {},
    };
    expect(await handleOnce(db(), consumer, event)).toBe(true);
    expect(await handleOnce(db(), consumer, event)).toBe(false);
    expect(await effectsOf(event.id)).toBe(1);
  });
});
