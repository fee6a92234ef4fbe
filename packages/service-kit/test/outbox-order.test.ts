import { connect, JSONCodec, type NatsConnection } from 'nats';
import pino from 'pino';
import { createDatabase, migrateLatest } from '../src/database';
import { insertOutboxEvents, OutboxRelay } from '../src/outbox';
import {
  createTestDatabase,
  randomStreamName,
  startNatsServer,
  type NatsServer,
  type TestDatabase,
} from '../src/testing';

/**
 * Two replicas of a service, each with its relay, on one outbox (ADR 0032): the stream must hold the events in
 * the order they were written. Two relays taking disjoint batches with SKIP LOCKED interleaved a later batch with
 * an earlier one; one relay at a time (an advisory lock per outbox) keeps the order.
 */
describe('the outbox relays of several replicas', () => {
  let nats: NatsServer;
  let testDb: TestDatabase;
  let nc: NatsConnection;
  const stream = randomStreamName('ORDER');
  const subject = `${stream.toLowerCase().replace(/[^a-z0-9]/g, '')}.happened`;

  beforeAll(async () => {
    nats = await startNatsServer();
    testDb = await createTestDatabase();
    nc = await connect({ servers: nats.url });
    await (await nc.jetstreamManager()).streams.add({ name: stream, subjects: [`${subject.split('.')[0]}.>`] });
  });
  afterAll(async () => {
    await nc.close();
    await testDb.drop();
    await nats.destroy();
  });

  it('publish every event once, in the order written, whichever replica publishes', async () => {
    const replicas = [1, 2].map(() => createDatabase({ url: testDb.url, schema: 'ordertest', migrations: [] }));
    await migrateLatest(replicas[0]!, 'ordertest', []);
    const written = await replicas[0]!.transaction((trx) =>
      insertOutboxEvents(
        trx,
        Array.from({ length: 250 }, (_, n) => ({ subject, data: { n } })),
      ),
    );
    const logger = pino({ level: 'silent' });
    const relays = replicas.map((db) => new OutboxRelay(db, nc, async () => undefined, logger, { batchSize: 50 }));
    // Both replicas' relays at the same moment, batch after batch, until the outbox is empty.
    for (let round = 0; round < 20; round++) {
      const counts = await Promise.all(relays.map((r) => r.publishBatch()));
      if (counts.every((c) => c === 0)) break;
    }

    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.info(stream);
    const ids: string[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++)
      ids.push(JSONCodec<{ id: string }>().decode((await jsm.streams.getMessage(stream, { seq })).data).id);
    expect(ids).toHaveLength(250);
    expect(ids).toEqual(written);
    await Promise.all(replicas.map((db) => db.destroy()));
  });
});
