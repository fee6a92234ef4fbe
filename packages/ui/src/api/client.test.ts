import { stubFetch } from '@cadeau/ui/testing';
import { ApiError, apiFetch } from './client';

describe('apiFetch', () => {
  let stub: ReturnType<typeof stubFetch>;
  afterEach(() => stub.restore());

  it('sends extra headers beside its own (an order keyed by its Idempotency-Key)', async () => {
    stub = stubFetch({ 'POST /api/voucher/x/order': { status: 201, body: { orderId: 'o' } } });
    await apiFetch('POST', '/voucher/x/order', { productId: 'p' }, { 'Idempotency-Key': 'k-1' });
    expect(stub.calls[0].headers).toMatchObject({
      'idempotency-key': 'k-1',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it("keeps an error answer's params for the text that names them", async () => {
    stub = stubFetch({
      'GET /api/voucher/x': {
        status: 410,
        body: { message: 'error.voucher.expired', params: { campaignName: 'Winter', endDate: '2026-12-24' } },
      },
    });
    const err = await apiFetch('GET', '/voucher/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('error.voucher.expired');
    expect((err as ApiError).params).toEqual({ campaignName: 'Winter', endDate: '2026-12-24' });
  });

  it('gives empty params when the answer names none', async () => {
    stub = stubFetch({});
    const err = (await apiFetch('GET', '/nothing').catch((e: unknown) => e)) as ApiError;
    expect([err.status, err.message, err.params]).toEqual([404, 'error.notFound', {}]);
  });
});
