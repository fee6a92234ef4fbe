import { randomUUID } from 'node:crypto';
import type { EventRegistry, ServiceName } from '@cadeau/contracts';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import request from 'supertest';
import { z } from 'zod';
import { createService, type Service } from '../src';
import { ensureConsumer } from '../src/nats';
import {
  createTestDatabase,
  randomStreamName,
  startNatsServer,
  type NatsServer,
  type TestDatabase,
} from '../src/testing';

/** The value of one sample of the text exposition (`name{a="1",b="2"} value`, labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
    if ([...have].sort().join(',') === wanted) return Number(m[3]);
  }
  return undefined;
}

describe('a service scraped by Prometheus', () => {
  const stream = randomStreamName('METRICS');
  const prefix = `mt${stream.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const durable = `${prefix}-watcher`;
  let db: TestDatabase;
  let natsServer: NatsServer;
  let nc: NatsConnection;
  let service: Service<ServiceName, EventRegistry>;

  beforeAll(async () => {
    db = await createTestDatabase();
    natsServer = await startNatsServer();
    service = await createService({
      name: 'metrics-test',
      secret: 'metrics-test-secret',
      database: { url: db.url, schema: 'metricstest', migrations: [] },
      // No stream declared: no relay, so what the test writes to the outbox stays there.
      nats: { url: natsServer.url },
      events: { [`${prefix}.happened`]: z.object({ n: z.number() }) } as EventRegistry,
      setup(kit) {
        kit.route(
          { method: 'GET', path: '/campaign/{campaignId}', service: 'campaign', access: 'public' },
          async (_ctx, { params }) => ({ id: params.campaignId }),
        );
        kit.route(
          { method: 'GET', path: '/voucher/{code}', service: 'campaign', access: 'authenticated' },
          async () => ({}),
        );
        kit.consume({ durable, stream, filterSubjects: [`${prefix}.happened`], handle: async () => undefined });
      },
    });
    await service.migrate();
    // The consumer exists with three messages waiting; the service's workers are not started, so none is taken.
    nc = await connect({ servers: natsServer.url });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.add({ name: stream, subjects: [`${prefix}.>`] });
    await ensureConsumer(jsm, nc.info?.version ?? '2.9.0', stream, durable, [`${prefix}.happened`]);
    for (let n = 0; n < 3; n++)
      await nc.jetstream().publish(`${prefix}.happened`, JSONCodec().encode({ id: randomUUID(), data: { n } }));
  });
  afterAll(async () => {
    await nc?.close();
    await service?.close();
    await natsServer?.destroy();
    await db?.drop();
  });

  const http = () => request(service.app.callback());
  const scrape = async () => {
    const res = await http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it('counts requests by route template and status, without a session, and not the scrape itself', async () => {
    const id = randomUUID();
    const code = '4711-0815-1234-5678';
    await http().get(`/campaign/${id}`).expect(200);
    await http().get(`/campaign/${randomUUID()}`).expect(200);
    await http().get(`/voucher/${code}`).expect(401);
    await http().get(`/nowhere/${code}`).expect(404);
    await scrape();
    const text = await scrape();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/campaign/:campaignId', status: '200' })).toBe(
      2,
    );
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/voucher/:code', status: '401' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/campaign/:campaignId',
        status: '200',
      }),
    ).toBe(2);
    expect(text).not.toContain('route="/metrics"');
    expect(text).not.toContain(id);
    expect(text).not.toContain(code);
    // Default Node metrics of this process.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reads the outbox backlog at scrape time', async () => {
    expect(sample(await scrape(), 'outbox_backlog')).toBe(0);
    expect(sample(await scrape(), 'outbox_oldest_unpublished_age_seconds')).toBe(0);
    await service.kit.db.transaction(async (trx) => {
      await service.kit.addEvent(trx, `${prefix}.happened`, { n: 1 });
      await service.kit.addEvent(trx, `${prefix}.happened`, { n: 2 });
    });
    const text = await scrape();
    expect(sample(text, 'outbox_backlog')).toBe(2);
    expect(sample(text, 'outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it("shows the database pool's connections", async () => {
    const text = await scrape();
    // The outbox count of this very scrape held one connection; afterwards it is idle in the pool.
    expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
    expect(sample(text, 'db_pool_max_connections')).toBe(10);
  });

  it("shows each durable consumer's lag", async () => {
    const text = await scrape();
    expect(sample(text, 'consumer_lag', { durable, stream })).toBe(3);
    expect(sample(text, 'consumer_ack_pending', { durable, stream })).toBe(0);
  });

  it('answers the scrape quickly without the lag while NATS is down', async () => {
    await natsServer.stop();
    try {
      const started = Date.now();
      const text = await scrape();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(sample(text, 'consumer_lag', { durable, stream })).toBeUndefined();
      expect(sample(text, 'outbox_backlog')).toBe(2);
    } finally {
      await natsServer.start();
    }
  });
});
