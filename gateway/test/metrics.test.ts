import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { freePort } from '@cadeau/service-kit/testing';
import request from 'supertest';
import { DEFAULT_METRICS_PORT, loadConfig } from '../src/config';
import type { Gateway } from '../src/app';
import { connectedSocket } from './sockets';
import { VALID_TOKEN } from './standin-identity';
import { standInWorld } from './stand-in-world';

const world = standInWorld('metrics');
let gateway: Gateway;
let server: http.Server;
let metricsUrl: string;

beforeAll(async () => {
  gateway = await world.gateway();
  server = await gateway.listen(0, '127.0.0.1');
  const port = await freePort();
  await gateway.listenMetrics(port, '127.0.0.1');
  metricsUrl = `http://127.0.0.1:${port}`;
});

const scrape = async () => {
  const res = await request(metricsUrl).get('/metrics').expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.text;
};

describe("the gateway's metrics (ADR 0033)", () => {
  it.each(['/metrics', '/metrics/', '/api/metrics', '/api/identity/metrics'])(
    'are not on the public port: GET %s answers 404',
    async (path) => {
      const res = await request(server).get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('http_requests_total');
    },
  );

  it('are on their own listener, which answers nothing else', async () => {
    expect(await scrape()).toContain('# TYPE http_requests_total counter');
    await request(metricsUrl).get('/').expect(404);
    await request(metricsUrl).get('/api/user/myuser').expect(404);
  });

  it('count proxied calls by route template, pages and files by kind, never by their paths', async () => {
    const userId = randomUUID();
    const code = '5512-3390-1187-0041';
    const cookie = `cadeau_session=${VALID_TOKEN}`;
    await request(server).get(`/api/user/${userId}/sessions`).set('Cookie', cookie);
    await request(server).get(`/api/voucher/${code}`);
    await request(server).get(`/api/no/such/${code}`).expect(404);
    await request(server).get(`/cockpit/campaigns/${userId}`).expect(200);
    await request(server).get('/remote/missing.4f3a2b1c.js');
    const text = await scrape();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/user\/:userId\/sessions",status="\d+"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/voucher\/:code",status="\d+"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} \d/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="page",status="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="static",status="\d+"\} 1/);
    for (const leak of [userId, code, '/api/no/such', '/cockpit', 'missing']) expect(text).not.toContain(leak);
    expect(text).not.toContain('route="/metrics"');
  });

  it('count the realtime connections', async () => {
    const connections = (text: string) => Number(/^gateway_socket_connections (\S+)$/m.exec(text)?.[1]);
    expect(connections(await scrape())).toBe(0);
    const port = (server.address() as { port: number }).port;
    const socket = await connectedSocket(`http://127.0.0.1:${port}`, VALID_TOKEN);
    try {
      expect(connections(await scrape())).toBe(1);
    } finally {
      socket.disconnect();
    }
  });

  it('listen on METRICS_PORT, 9464 unless set, 0 for none', () => {
    const secret = 'x'.repeat(48);
    expect(loadConfig({ USER_CONTEXT_SECRET: secret }).metricsPort).toBe(DEFAULT_METRICS_PORT);
    expect(DEFAULT_METRICS_PORT).toBe(9464);
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(() => loadConfig({ USER_CONTEXT_SECRET: secret, METRICS_PORT: 'on' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ USER_CONTEXT_SECRET: secret, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
