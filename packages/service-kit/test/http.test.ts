import http from 'node:http';
import { z } from 'zod';
import request from 'supertest';
import { createService, errors, signUserContext, type Service } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const secret = 'http-test-secret';
const probeBody = z.object({
  email: z.string().email(),
  name: z.string().min(2).max(5),
  age: z.number().int().max(150),
  tags: z.array(z.string()).min(1),
});

describe('service-kit HTTP pipeline', () => {
  let db: TestDatabase;
  let service: Service;
  let releaseSlow: () => void = () => undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    service = await createService({
      name: 'http-test',
      secret,
      database: { url: db.url, schema: 'httptest', migrations: [] },
      nats: { url: process.env.NATS_URL || 'nats://127.0.0.1:4222' },
      setup(kit) {
        kit.route({ method: 'GET', path: '/domain', service: 'identity', access: 'public' }, async () => {
          throw errors.conflict('error.something.exists');
        });
        kit.route({ method: 'GET', path: '/boom', service: 'identity', access: 'public' }, async () => {
          throw new Error('secret internals: password=hunter2');
        });
        kit.route(
          { method: 'POST', path: '/probe', service: 'identity', access: 'public', body: probeBody },
          async (_ctx, { body }) => ({ got: body }),
        );
        kit.route(
          { method: 'DELETE', path: '/nothing/{id}', service: 'identity', access: 'public' },
          async () => undefined,
        );
        kit.route(
          { method: 'GET', path: '/me', service: 'identity', access: 'authenticated' },
          async (ctx, { user }) => ({ userId: user?.userId, requestId: ctx.state.requestId }),
        );
        kit.route({ method: 'GET', path: '/slow', service: 'identity', access: 'public' }, async () => {
          await new Promise<void>((resolve) => (releaseSlow = resolve));
          return { done: true };
        });
        // A raw route, as a proxy would have: the request stream must still be unread here.
        kit.router.post('/raw', async (ctx) => {
          let bytes = 0;
          for await (const chunk of ctx.req) bytes += (chunk as Buffer).length;
          ctx.body = { bytes };
        });
      },
    });
    await service.migrate();
  });
  afterAll(async () => {
    await service.close();
    await db.drop();
  });

  const api = () => request(service.app.callback());

  it('generates a request id and echoes a given one', async () => {
    const gen = await api().get('/healthz');
    expect(gen.status).toBe(200);
    expect(gen.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await api().get('/healthz').set('x-request-id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const junk = await api().get('/healthz').set('x-request-id', 'a b <c>');
    expect(junk.headers['x-request-id']).not.toBe('a b <c>');
  });

  it('answers domain errors with their status and key', async () => {
    const res = await api().get('/domain').set('x-request-id', 'req-1');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'error.something.exists', requestId: 'req-1' });
  });

  it('answers unknown errors with 500 error.unknown and no internals', async () => {
    const res = await api().get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'error.unknown', requestId: expect.any(String) });
    expect(res.text).not.toContain('hunter2');
  });

  it('answers zod errors with 400 and translatable issues', async () => {
    const res = await api().post('/probe').send({ email: 'nope', name: 'x', age: 200, tags: 'a' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('zod.invalid');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['email'], message: 'zod.invalidEmail' },
        { path: ['name'], message: 'zod.tooShort' },
        { path: ['age'], message: 'zod.tooBig' },
        { path: ['tags'], message: 'zod.notArray' },
      ]),
    );
    const missing = await api().post('/probe').send({ email: 'a@b.ch', name: 'abcdef', age: 'x', tags: [] });
    expect(missing.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['name'], message: 'zod.tooLong' },
        { path: ['age'], message: 'zod.notNumber' },
        { path: ['tags'], message: 'zod.tooShort' },
      ]),
    );
    const empty = await api().post('/probe').send({});
    expect(empty.body.issues).toContainEqual({ path: ['email'], message: 'zod.required' });
  });

  it('parses valid bodies and returns the handler result as JSON', async () => {
    const body = { email: 'a@b.ch', name: 'abc', age: 3, tags: ['x'] };
    const res = await api().post('/probe').send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ got: body });
  });

  it('refuses bodies over 1 MB with 413 and broken JSON with 400', async () => {
    const big = await api()
      .post('/probe')
      .set('content-type', 'application/json')
      .send(`{"email":"${'a'.repeat(1_100_000)}"}`);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('error.payloadTooLarge');
    const broken = await api().post('/probe').set('content-type', 'application/json').send('{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('error.validation');
  });

  it('leaves request bodies unread outside kit.route', async () => {
    const res = await api()
      .post('/raw')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ x: 'y'.repeat(2_000_000) }));
    expect(res.status).toBe(200);
    expect(res.body.bytes).toBeGreaterThan(2_000_000);
  });

  it('answers 204 for an undefined result and 404 error.notFound for unknown paths', async () => {
    expect((await api().delete('/nothing/1')).status).toBe(204);
    const res = await api().get('/no/such/path');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('error.notFound');
  });

  it('verifies the signed user context', async () => {
    const user = {
      userId: '6f1c1a4e-0f6b-4b7e-9f57-1c2d3e4f5a6b',
      sessionId: '0b8e0a52-5b5c-4a57-8d4f-2f9a8c7d6e5f',
      roles: [],
      organizations: [],
      currentOrganizationId: null,
      impersonatorId: null,
      language: 'en',
    };
    const ok = await api().get('/me').set(signUserContext(user, secret));
    expect(ok.status).toBe(200);
    expect(ok.body.userId).toBe(user.userId);
    const forged = await api().get('/me').set(signUserContext(user, 'wrong-secret'));
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('error.unauthorized');
    // Bad signature is refused even on public routes: it is never treated as anonymous.
    expect((await api().get('/healthz').set(signUserContext(user, 'wrong-secret'))).status).toBe(401);
  });

  it('is ready with database and NATS, drains in-flight requests and turns readiness off on close', async () => {
    const ready = await api().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: true, nats: true });

    const server = await service.listen(0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/slow' }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 100));
    const closing = service.close();
    await new Promise((r) => setTimeout(r, 50));
    const during = await api().get('/readyz');
    expect(during.status).toBe(503);
    releaseSlow();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({ done: true });
    await closing;
  });
});
