import { connect, JSONCodec, type NatsConnection } from 'nats';
import { z } from 'zod';
import type { EventRegistry, ServiceName } from '@cadeau/contracts';
import { createService, type Service } from '../src';
import {
  createTestDatabase,
  randomStreamName,
  startNatsServer,
  until,
  type NatsServer,
  type TestDatabase,
} from '../src/testing';

describe('outbox relay across a NATS outage', () => {
  let nats: NatsServer;
  let testDb: TestDatabase;
  let service: Service<ServiceName, EventRegistry>;
  const stream = randomStreamName('OUTBOX');
  const subject = `ob${stream.toLowerCase().replace(/[^a-z0-9]/g, '')}.happened`;

  beforeAll(async () => {
    nats = await startNatsServer();
    testDb = await createTestDatabase();
    service = await createService({
      name: 'outbox-test',
      secret: 's',
      database: { url: testDb.url, schema: 'outboxtest', migrations: [] },
      nats: { url: nats.url, owns: { name: stream, subjects: [`${subject.split('.')[0]}.>`] } },
      events: { [subject]: z.object({ n: z.number() }) } as EventRegistry,
      setup: () => undefined,
    });
    await service.migrate();
    service.startWorkers();
  });
  afterAll(async () => {
    await service.close();
    await testDb.drop();
    await nats.destroy();
  });

  const db = () => service.kit.db;
  const write = (n: number) => db().transaction((trx) => service.kit.addEvent(trx, subject, { n }));
  const publishedAt = async (id: string) => (await db()('outbox').where({ id }).first())?.published_at as Date | null;

  type Envelope = { id: string; type: string; version: number; occurredAt: string; data: { n: number } };
  async function streamMessages(): Promise<Envelope[]> {
    const nc: NatsConnection = await connect({ servers: nats.url });
    try {
      const jsm = await nc.jetstreamManager();
      const info = await jsm.streams.info(stream);
      const out: Envelope[] = [];
      for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
        const m = await jsm.streams.getMessage(stream, { seq });
        out.push(JSONCodec<Envelope>().decode(m.data));
      }
      return out;
    } finally {
      await nc.close();
    }
  }

  it('publishes an event written while NATS was down once NATS is back, each exactly once', async () => {
    const first = await write(1);
    await until('first event published', () => publishedAt(first));

    await nats.stop();
    const second = await write(2);
    // While NATS is down the row stays unpublished (and the service stays up).
    await new Promise((r) => setTimeout(r, 1500));
    expect(await publishedAt(second)).toBeNull();

    await nats.start();
    await until('second event published after the outage', () => publishedAt(second), 30_000);

    const messages = await streamMessages();
    expect(messages.map((m) => m.id)).toEqual([first, second]);
    expect(messages[1]).toEqual({
      id: second,
      type: subject,
      version: 1,
      occurredAt: expect.any(String),
      data: { n: 2 },
    });
  });

  it('does not duplicate an event the relay publishes again (msgID de-duplication)', async () => {
    // As if the relay had published but crashed before marking the row.
    const [row] = await db()('outbox').orderBy('seq').limit(1).update({ published_at: null }).returning('id');
    await until('republished', () => publishedAt(row.id));
    expect((await streamMessages()).length).toBe(2);
  });
});
