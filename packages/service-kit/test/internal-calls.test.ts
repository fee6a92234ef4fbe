import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { RouteDef } from '@cadeau/contracts';
import { z } from 'zod';
import {
  createInternalClient,
  createService,
  DomainError,
  errors,
  signInternalCall,
  type InternalClientOptions,
  type InternalRequest,
  type Service,
} from '../src';
import { basicPersonaHeaders } from '../src/testing';

const secret = 'internal-calls-test-secret';

// svc-catalog and svc-campaign are not in the platform registry yet, so the route table knows neither name:
// registered services own their routes here (mail the stock routes of svc-catalog, identity the redemption of
// svc-campaign). The processes keep their future names.
const catalogService = 'mail';
const campaignService = 'identity';

// Routes as svc-catalog's contracts module will list them: `internal`, so only services may call them.
const reserveStock = {
  method: 'POST',
  path: '/internal/stock/reservations',
  service: catalogService,
  access: 'internal',
  body: z.object({ productId: z.string().uuid(), quantity: z.number().int().positive() }),
  response: z.object({ reservationId: z.string().uuid(), left: z.number().int() }),
} as const satisfies RouteDef;
const stockOf = {
  method: 'GET',
  path: '/internal/stock/{productId}',
  service: catalogService,
  access: 'internal',
  response: z.object({ productId: z.string(), left: z.number().int() }),
} as const satisfies RouteDef;
const flakyRead = {
  method: 'GET',
  path: '/internal/flaky/{id}',
  service: catalogService,
  access: 'internal',
  response: z.object({ ok: z.boolean() }),
} as const satisfies RouteDef;
const flakyWrite = { method: 'POST', path: '/internal/flaky', service: catalogService, access: 'internal' } as const;
const slowRead = {
  method: 'GET',
  path: '/internal/slow',
  service: catalogService,
  access: 'internal',
  response: z.object({ late: z.boolean() }),
} as const satisfies RouteDef;
// svc-campaign's public route whose handler reserves stock in svc-catalog (the redemption, later).
const redeem = {
  method: 'POST',
  path: '/redeem',
  service: campaignService,
  access: 'public',
  body: z.object({ code: z.string(), productId: z.string().uuid(), quantity: z.number().int() }),
  response: reserveStock.response,
} as const satisfies RouteDef;

describe('service-to-service calls over real HTTP', () => {
  const productId = randomUUID();
  const stock = new Map<string, number>([[productId, 5]]);
  const reservations = new Map<string, { reservationId: string; left: number }>();
  const calls: Array<{ route: string; caller: string | null }> = [];
  const attempts = new Map<string, number>();
  const count = (key: string) => attempts.set(key, (attempts.get(key) ?? 0) + 1).get(key)!;
  let catalog: Service<typeof catalogService>;
  let campaign: Service<typeof campaignService>;
  let catalogUrl = '';
  let campaignUrl = '';
  const servers: http.Server[] = [];

  beforeAll(async () => {
    catalog = await createService({
      name: 'svc-catalog',
      service: catalogService,
      secret,
      setup(kit) {
        kit.route(reserveStock, async (ctx, { body, caller }) => {
          calls.push({ route: 'reserve', caller });
          const key = String(ctx.get('idempotency-key') || randomUUID());
          const known = reservations.get(key);
          if (known) return known;
          const left = (stock.get(body.productId) ?? 0) - body.quantity;
          if (left < 0) throw errors.conflict('error.stock.insufficient');
          stock.set(body.productId, left);
          const reservation = { reservationId: randomUUID(), left };
          reservations.set(key, reservation);
          return reservation;
        });
        kit.route(stockOf, async (_ctx, { params, caller }) => {
          calls.push({ route: 'stock', caller });
          return { productId: params.productId, left: stock.get(params.productId) ?? 0 };
        });
        kit.route(flakyRead, async (_ctx, { params }) => {
          if (count(`read:${params.id}`) < 3) throw errors.serviceUnavailable();
          return { ok: true };
        });
        kit.route(flakyWrite, async (ctx) => {
          count(`write:${ctx.get('idempotency-key') || 'none'}`);
          throw errors.serviceUnavailable();
        });
        kit.route(slowRead, async () => {
          count('slow');
          await new Promise((r) => setTimeout(r, 1000));
          return { late: true };
        });
      },
    });
    servers.push(await catalog.listen(0, '127.0.0.1'));
    catalogUrl = `http://127.0.0.1:${(servers[0].address() as { port: number }).port}`;
    const toCatalog = createInternalClient({
      caller: 'svc-campaign',
      service: catalogService,
      baseUrl: catalogUrl,
      secret,
    });
    campaign = await createService({
      name: 'svc-campaign',
      service: campaignService,
      secret,
      setup(kit) {
        kit.route(redeem, async (_ctx, { body }) =>
          toCatalog.call(reserveStock, {
            body: { productId: body.productId, quantity: body.quantity },
            idempotencyKey: `redeem-${body.code}`,
          }),
        );
      },
    });
    servers.push(await campaign.listen(0, '127.0.0.1'));
    campaignUrl = `http://127.0.0.1:${(servers[1].address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await campaign?.close();
    await catalog?.close();
  });

  /** svc-campaign's client of svc-catalog, with what a test changes. */
  const catalogClient = (over: Partial<InternalClientOptions<typeof catalogService>> = {}) =>
    createInternalClient({ caller: 'svc-campaign', service: catalogService, baseUrl: catalogUrl, secret, ...over });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('lets a handler of one service reserve stock in another, typed and signed, once per idempotency key', async () => {
    const code = randomUUID();
    const first = await post(`${campaignUrl}/redeem`, { code, productId, quantity: 2 });
    expect(first.status).toBe(200);
    const reservation = await first.json();
    expect(reservation).toEqual({ reservationId: expect.any(String), left: 3 });
    // The same redemption again: the key makes it the same reservation, not a second one.
    const again = await post(`${campaignUrl}/redeem`, { code, productId, quantity: 2 });
    expect(await again.json()).toEqual(reservation);
    expect(stock.get(productId)).toBe(3);
    expect(calls.filter((c) => c.route === 'reserve').every((c) => c.caller === 'svc-campaign')).toBe(true);

    const client = catalogClient();
    const read = await client.call(stockOf, { params: { productId } });
    expect(read.left).toBe(3);
  });

  it("passes the callee's domain answer through to the caller's client", async () => {
    const res = await post(`${campaignUrl}/redeem`, { code: randomUUID(), productId, quantity: 50 });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('error.stock.insufficient');
  });

  it('refuses unsigned, stale, forged and altered calls and every user with 403, before the handler runs', async () => {
    const before = calls.length;
    const url = `${catalogUrl}${reserveStock.path}`;
    const body = JSON.stringify({ productId, quantity: 1 });
    const now = Math.floor(Date.now() / 1000);
    const signed = (over: Partial<{ secret: string; at: number; body: string; path: string }> = {}) =>
      signInternalCall(over.secret ?? secret, {
        method: 'POST',
        path: over.path ?? reserveStock.path,
        body: over.body ?? body,
        caller: 'svc-campaign',
        timestampSec: over.at ?? now,
      });
    const admin = basicPersonaHeaders('platformAdmin', secret);
    const cases: Record<string, Record<string, string>> = {
      unsigned: {},
      'platform administrator': admin,
      'other secret': signed({ secret: 'another-secret-of-16-chars' }),
      'two minutes old': signed({ at: now - 120 }),
      'from the future': signed({ at: now + 120 }),
      'other body': signed({ body: JSON.stringify({ productId, quantity: 5 }) }),
      'other path': signed({ path: '/internal/stock/reservations?x=1' }),
    };
    const outcomes: Record<string, string> = {};
    for (const [name, headers] of Object.entries(cases)) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      outcomes[name] = `${res.status} ${(await res.json()).message}`;
    }
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(cases).map((k) => [k, '403 error.forbidden'])));
    expect(calls.length).toBe(before);
    // The same request, correctly signed, passes.
    const ok = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...signed() }, body });
    expect(ok.status).toBe(200);
  });

  it('retries a failed GET, and a POST only with an idempotency key', async () => {
    const client = catalogClient({ retries: 2, retryDelayMs: 10 });
    const id = randomUUID();
    expect(await client.call(flakyRead, { params: { id } })).toEqual({ ok: true });
    expect(attempts.get(`read:${id}`)).toBe(3);

    await expect(client.call(flakyWrite)).rejects.toMatchObject({ status: 503, key: 'error.serviceUnavailable' });
    expect(attempts.get('write:none')).toBe(1);
    const key = randomUUID();
    await expect(client.call(flakyWrite, { idempotencyKey: key })).rejects.toBeInstanceOf(DomainError);
    expect(attempts.get(`write:${key}`)).toBe(3);
  });

  it('gives up on a slow callee after the timeout of each attempt', async () => {
    const client = catalogClient({ timeoutMs: 150, retries: 1, retryDelayMs: 10 });
    const started = Date.now();
    await expect(client.call(slowRead)).rejects.toMatchObject({ status: 503, key: 'error.serviceUnavailable' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(attempts.get('slow')).toBe(2);
  });

  it("sends every attempt through the caller's transport when it brings one (its own keep-alive pool)", async () => {
    const sent: InternalRequest[] = [];
    const pooled = catalogClient({
      transport: async (req) => {
        sent.push(req);
        const res = await fetch(req.baseUrl + req.path, { method: req.method, headers: req.headers, body: req.body });
        return { status: res.status, text: await res.text() };
      },
    });
    expect(await pooled.call(stockOf, { params: { productId } })).toEqual({ productId, left: stock.get(productId) });
    expect(sent).toEqual([
      expect.objectContaining({
        baseUrl: catalogUrl,
        path: `/internal/stock/${productId}`,
        method: 'GET',
        body: undefined,
        timeoutMs: 3000,
        headers: expect.objectContaining({ 'x-cadeau-caller': 'svc-campaign' }),
      }),
    ]);

    // A transport that throws did not reach the callee: retried when safe, then 503.
    let tries = 0;
    const down = catalogClient({
      retries: 1,
      retryDelayMs: 1,
      transport: async () => {
        tries++;
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    });
    await expect(down.call(stockOf, { params: { productId } })).rejects.toMatchObject({
      status: 503,
      key: 'error.serviceUnavailable',
    });
    expect(tries).toBe(2);
  });

  it('treats a refused signature as a configuration fault, and calls only internal routes of its service', async () => {
    const wrong = catalogClient({ secret: 'not-the-shared-secret' });
    await expect(wrong.call(stockOf, { params: { productId } })).rejects.toThrow('check the shared secret');
    await expect(catalogClient().call(redeem as never)).rejects.toThrow(
      `POST /redeem is no internal route of ${catalogService}`,
    );
  });

  it('is refused by a service started without internal routes', async () => {
    const client = createInternalClient({
      caller: 'svc-catalog',
      service: campaignService,
      baseUrl: campaignUrl,
      secret,
    });
    const route = { method: 'GET', path: '/internal/nothing', service: campaignService, access: 'internal' } as const;
    await expect(client.call(route)).rejects.toMatchObject({ status: 404, key: 'error.notFound' });
  });
});
