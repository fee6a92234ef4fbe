import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { compilePath, type findRoute, type RouteDef } from '@cadeau/contracts';
import { createService, signInternalCall, type Service } from '@cadeau/service-kit';
import { apiProxy } from '../src/api-proxy';
import { SessionResolver } from '../src/sessions';
import { Upstreams } from '../src/upstreams';

const SECRET = 'internal-routes-secret-'.padEnd(48, 'x');

// The table of a platform with an internal route (svc-catalog's stock reservation, once it exists) and a
// public one to show the same gateway does forward.
const table: RouteDef[] = [
  { method: 'POST', path: '/internal/stock/reservations', service: 'identity', access: 'internal' },
  { method: 'GET', path: '/stock/{productId}', service: 'identity', access: 'internal' },
  { method: 'GET', path: '/probe', service: 'identity', access: 'public' },
];
const compiled = table.map((route) => ({ route, match: compilePath(route.path) }));
const lookup: typeof findRoute = (method, path) => {
  for (const c of compiled) {
    const params = c.route.method === method ? c.match(path) : null;
    if (params) return { route: c.route, params };
  }
  return null;
};

describe('internal routes at the gateway', () => {
  const received: string[] = [];
  let upstream: http.Server;
  let upstreams: Upstreams;
  let gateway: Service;

  beforeAll(async () => {
    // The owning service, a plain HTTP server that records every request that reaches it.
    upstream = http.createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreams = new Upstreams({ identity: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` }, 1000);
    const sessions = new SessionResolver(upstreams, SECRET, 1000);
    gateway = await createService({
      name: 'gateway',
      secret: SECRET,
      setup(kit) {
        kit.app.use(
          apiProxy({ upstreams, sessions, secret: SECRET, production: false, rateLimits: {}, findRoute: lookup }),
        );
      },
    });
  });
  afterAll(async () => {
    await gateway.close();
    await upstreams.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const api = () => request(gateway.app.callback());

  it('answers an internal route 404 error.notFound, exactly as an unknown path, and forwards nothing', async () => {
    const unknown = await api().get('/api/nothing/here');
    const internalGet = await api().get('/api/stock/42');
    const body = JSON.stringify({ productId: '42', quantity: 1 });
    // Even a caller that brings a valid service signature does not get through the gateway.
    const internalPost = await api()
      .post('/api/internal/stock/reservations')
      .set('content-type', 'application/json')
      .set(
        signInternalCall(SECRET, {
          method: 'POST',
          path: '/internal/stock/reservations',
          body,
          caller: 'svc-campaign',
          timestampSec: Math.floor(Date.now() / 1000),
        }),
      )
      .send(body);
    for (const res of [unknown, internalGet, internalPost]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'error.notFound', requestId: expect.any(String) });
    }
    expect(received).toEqual([]);
  });

  it('still forwards the routes that are not internal', async () => {
    const res = await api().get('/api/probe');
    expect(res.status).toBe(200);
    expect(received).toEqual(['GET /probe']);
  });
});
