import { until } from '@cadeau/service-kit/testing';
import { addCampaign, addProduct, addVouchers, startRedemptionWorld, type RedemptionWorld } from './redemption-world';

/**
 * A donation redeemed end to end (ADR 0020): svc-campaign's order saga against the real svc-catalog on one NATS,
 * so svc-catalog's consumer of `voucher.redeemed` makes the order, which a donation gets as done at once.
 */
let w: RedemptionWorld;
beforeAll(async () => {
  w = await startRedemptionWorld({ sharedNats: true });
}, 120_000);
afterAll(() => w?.stop());

it('orders a donation without an address, and svc-catalog records the order as done', async () => {
  const donation = await addProduct(w.catalog, { type: 'donation', capacity: 100, name: 'A tree' });
  const gift = await addProduct(w.catalog, { type: 'physical' });
  const { campaignId } = await addCampaign(w.knex, { productIds: [gift, donation] });
  const [voucher] = await addVouchers(w.knex, campaignId, 1);

  const res = await w
    .http()
    .post(`/voucher/${voucher!.code}/order`)
    .send({ productId: donation, email: 'anna@example.com' })
    .expect(201);
  expect(res.body).toMatchObject({ type: 'donation', productName: { en: 'A tree' }, email: 'anna@example.com' });

  // svc-campaign's outbox relay and svc-catalog's consumer catch up on their own: wait for the order itself.
  const order = await until(
    'svc-catalog to create the donation order',
    () => w.catalog.knex('orders').where({ id: res.body.orderId }).first(),
    60_000,
  );
  expect(order).toMatchObject({
    number: res.body.orderNumber,
    type: 'donation',
    status: 'done',
    product_id: donation,
    voucher_id: voucher!.voucherId,
    campaign_id: campaignId,
    address: null,
    email: 'anna@example.com',
  });
  expect(order.done_at).not.toBeNull();
  // Placed and done in the order's own transaction, so billing pays it out like any order.
  const events = await w.catalog
    .knex('outbox')
    .where('subject', 'like', 'order.%')
    .orderBy('seq')
    .select('subject', 'payload');
  expect(
    events
      .filter((e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload).orderId === order.id)
      .map((e) => e.subject),
  ).toEqual(['order.placed', 'order.done']);
  const row = await w.knex('vouchers').where({ id: voucher!.voucherId }).first();
  expect(row).toMatchObject({ status: 'used', order_id: res.body.orderId, order_product_id: donation });
}, 180_000);
