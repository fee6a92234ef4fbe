import { stubFetch } from '@cadeau/ui/testing';
import { ApiError } from './client';
import { api } from './route-client';
import type { ApiQuery, ApiResponse } from './route-types';

const USER = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0001';

describe('api(): route-table calls from the browser', () => {
  let stub: ReturnType<typeof stubFetch>;
  afterEach(() => stub.restore());

  it('fills and encodes path parameters', async () => {
    stub = stubFetch({ [`DELETE /api/user/${USER}/sessions/a%2Fb`]: { status: 204 } });
    await api('DELETE', '/user/{userId}/sessions/{sessionId}', { params: { userId: USER, sessionId: 'a/b' } });
    expect(stub.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /api/user/${USER}/sessions/a%2Fb`]);
  });

  it('writes the query, leaving out empty values so the server applies its defaults', async () => {
    stub = stubFetch({ 'GET /api/user': { status: 200, body: { items: [], page: 2, pageSize: 25, total: 0 } } });
    const page = await api('GET', '/user', { query: { page: 2, blocked: true, q: '', sort: 'email' } });
    expect(stub.calls[0].query).toEqual({ page: '2', blocked: 'true', sort: 'email' });
    // Typed from the route's response schema.
    const total: number = page.total;
    expect(total).toBe(0);
  });

  it('sends the body as JSON and returns the answer', async () => {
    stub = stubFetch({ 'POST /api/contact': { status: 200, body: { ok: true } } });
    const answer = await api('POST', '/contact', { body: { name: 'Anna', email: 'anna@example.ch', message: 'Hi' } });
    expect(answer.ok).toBe(true);
    expect(stub.calls[0].body).toEqual({ name: 'Anna', email: 'anna@example.ch', message: 'Hi' });
  });

  it('sends no body where the route takes none', async () => {
    stub = stubFetch({ 'POST /api/auth/logout': { status: 204 } });
    await api('POST', '/auth/logout');
    expect(stub.calls[0].body).toBeUndefined();
  });

  it('sends the headers a route passes through (an order keyed by its Idempotency-Key)', async () => {
    const code = '1234567890123450';
    stub = stubFetch({ [`POST /api/voucher/${code}/order`]: { status: 201, body: { orderNumber: 'AB3CD-EF4GH' } } });
    const order = await api('POST', '/voucher/{code}/order', {
      params: { code },
      body: { productId: USER },
      headers: { 'idempotency-key': 'attempt-1' },
    });
    expect(order.orderNumber).toBe('AB3CD-EF4GH');
    expect(stub.calls[0].headers['idempotency-key']).toBe('attempt-1');
  });

  it('throws ApiError with the message key of an error answer', async () => {
    stub = stubFetch({ 'GET /api/organization/list': { status: 400, body: { message: 'zod.invalid', issues: [] } } });
    await expect(api('GET', '/organization/list', { query: { page: 1 } })).rejects.toEqual(
      expect.objectContaining({ status: 400, message: 'zod.invalid' }),
    );
    await expect(api('GET', '/organization/list')).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses at compile time what the route table does not allow', () => {
    // Never run: each line states a mistake the compiler catches (tsc -p packages/ui checks this file).
    const mistakes = () => {
      // @ts-expect-error no such route
      void api('GET', '/no/such/route');
      // @ts-expect-error a route of another method
      void api('GET', '/auth/login');
      // @ts-expect-error path parameters are required where the path has them
      void api('GET', '/user/{userId}/sessions');
      // @ts-expect-error the body must match the route's schema
      void api('POST', '/auth/login', { body: { email: 'a@b.ch' } });
      // @ts-expect-error a query value outside the schema's enum
      void api('GET', '/user', { query: { sort: 'password' } });
      // @ts-expect-error an internal route: for services only, the gateway answers it 404
      void api('POST', '/internal/sessions/resolve', { body: { token: 'A'.repeat(43) } });
    };
    expect(typeof mistakes).toBe('function');
    const pending: ApiResponse<'GET', '/user/email-change'>['pending'] | undefined = undefined;
    const query: ApiQuery<'GET', '/setting'> = { scope: 'global' };
    expect([pending, query.scope]).toEqual([undefined, 'global']);
  });
});
