import type { AddressInfo } from 'node:net';
import {
  WEEK,
  addCampaign,
  addProduct,
  addVouchers,
  startRedemptionWorld,
  type RedemptionWorld,
} from './redemption-world';
import { raceClient, tally } from './race-client';

/**
 * The race harness of issue 12 as an integration test: svc-campaign and the real svc-catalog (each on real
 * Postgres and NATS) on loopback ports, orders fired all at once over 64 connections. The full-size numbers
 * (10,000 orders on one code; 2,000 codes for 500 units) run in `npm run bench -w @cadeau/bench -- --race-only`,
 * through the gateway, with both services in their own processes and killed and restarted (bench/src/race.ts,
 * results in bench/results/race-*.json). Here both services share jest's one process on a loaded machine, and the
 * service's whole suite must stay short: the defaults are a twentieth and a tenth of the full size (the same
 * races, fewer requests); RACE_ONE_CODE=10000 RACE_CODES=2000 run it at full size (about 3 minutes).
 */
const ONE_CODE_ORDERS = Number(process.env.RACE_ONE_CODE ?? 500);
const CODES = Number(process.env.RACE_CODES ?? 200);
const CAPACITY = Math.round(CODES / 4);

let w: RedemptionWorld;
let client: ReturnType<typeof raceClient>;
beforeAll(async () => {
  w = await startRedemptionWorld();
  const server = await w.service.listen(0, '127.0.0.1');
  client = raceClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}, 120_000);
afterAll(async () => {
  client?.close();
  await w?.stop();
});

/** The reservations svc-catalog holds, by key. */
async function reserved(productIds: string[]): Promise<Set<string>> {
  const rows = await w.catalog
    .knex('availability_reservations')
    .whereIn('product_id', productIds)
    .where({ status: 'reserved' })
    .select('idempotency_key');
  return new Set(rows.map((r) => r.idempotency_key as string));
}

it(`${ONE_CODE_ORDERS} concurrent orders on one code give exactly one order and one reserved unit`, async () => {
  const a = await addProduct(w.catalog, { type: 'digital', capacity: 100 });
  const b = await addProduct(w.catalog, { type: 'digital', capacity: 100 });
  const { campaignId } = await addCampaign(w.knex, { productIds: [a, b] });
  const [voucher] = await addVouchers(w.knex, campaignId, 1);
  // Two gifts and a key per request: the losers' reservations of the other gift must be given back.
  const answers = await Promise.all(
    Array.from({ length: ONE_CODE_ORDERS }, (_, i) =>
      client.post(`/voucher/${voucher!.code}/order`, { productId: i % 2 ? a : b }, { 'idempotency-key': `k${i}` }),
    ),
  );
  expect(tally(answers)).toEqual({ '201': 1, '409 error.voucher.alreadyUsed': ONE_CODE_ORDERS - 1 });
  const row = await w.knex('vouchers').where({ id: voucher!.voucherId }).first();
  expect(row.status).toBe('used');
  expect(await reserved([a, b])).toEqual(new Set([`voucher:${row.id}:${row.order_product_id}:${WEEK}`]));
  const events = await w.knex('outbox').where({ subject: 'voucher.redeemed' }).select('payload');
  expect(events.filter((e) => e.payload.voucherId === row.id)).toHaveLength(1);
}, 600_000);

it(`${CODES} codes racing for ${CAPACITY} units give exactly ${CAPACITY} orders and ${CODES - CAPACITY} sold-out refusals`, async () => {
  const product = await addProduct(w.catalog, { type: 'digital', capacity: CAPACITY });
  const { campaignId } = await addCampaign(w.knex, { productIds: [product] });
  const vouchers = await addVouchers(w.knex, campaignId, CODES);
  const answers = await Promise.all(
    vouchers.map((v) => client.post(`/voucher/${v.code}/order`, { productId: product, email: 'r@example.com' })),
  );
  expect(tally(answers)).toEqual({ '201': CAPACITY, '409 error.voucher.soldOut': CODES - CAPACITY });
  const used = await w.knex('vouchers').where({ campaign_id: campaignId, status: 'used' }).select('id');
  expect(used).toHaveLength(CAPACITY);
  // Every used code holds its unit, and every held unit belongs to a used code: none sold twice, none lost.
  const keys = await reserved([product]);
  expect(keys).toEqual(new Set(used.map((u) => `voucher:${u.id}:${product}:${WEEK}`)));
  const { version_group_id: stock } = await w.catalog.knex('products').where({ id: product }).first('version_group_id');
  const week = await w.catalog.knex('availability_weeks').where({ group_id: stock }).first('reserved', 'capacity');
  expect(week).toEqual({ reserved: CAPACITY, capacity: CAPACITY });
}, 600_000);
