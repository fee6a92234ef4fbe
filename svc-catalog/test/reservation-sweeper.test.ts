import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { voucherConsumptionRoute, type VoucherConsumption } from '@cadeau/contracts';
import { createService, type Service } from '@cadeau/service-kit';
import { until } from '@cadeau/service-kit/testing';
import { campaignVouchers } from '../src/adapters/campaign-vouchers';
import { createCatalogService } from '../src/app';
import { setWeeklyCapacity } from '../src/db/availability';
import { SEED_VAT_CATEGORY_IDS, seedVatCategoryData } from '../src/db/seed-vat-categories';
import { addWeeks } from '@cadeau/contracts/values';
import { currentIsoWeek } from '../src/domain/iso-week';
import { sweepReservations } from '../src/workers/reservation-sweeper';
import { SECRET, startCatalog, type CatalogHarness } from './harness';
import { redemption, storedOrder, voucherKey } from './order-world';
import { buildProductWorld } from './product-world';

/**
 * The reservation sweeper (issue 12) against a loopback stand-in of svc-campaign's internal
 * `POST /internal/vouchers/consumption` (a service-kit service verifying the signed call like the real one, as
 * the brief's interface defines it): units the order saga left behind are freed, nothing else.
 */
let h: CatalogHarness;
let campaign: Service<'campaign'>;
let campaignUrl: string;
/**
 * What the stand-in answers per voucher id (`unknown` for the rest), every list of ids it was asked, and the keys
 * each question named as about to be released (svc-campaign fences their rounds, ADR 0021).
 */
const vouchers = new Map<string, Omit<VoucherConsumption, 'voucherId'>>();
const asked: string[][] = [];
const releasing: string[][] = [];

beforeAll(async () => {
  h = await startCatalog();
  await seedVatCategoryData(h.knex);
  campaign = await createService({
    name: 'campaign-standin',
    service: 'campaign',
    secret: SECRET,
    setup(kit) {
      kit.route(voucherConsumptionRoute, async (_ctx, { body }) => {
        asked.push(body.voucherIds);
        releasing.push(body.releasing ?? []);
        return {
          vouchers: body.voucherIds.map((voucherId) => ({
            voucherId,
            ...(vouchers.get(voucherId) ?? { status: 'unknown' as const, productId: null, week: null }),
          })),
        };
      });
    },
  });
  const server = await campaign.listen(0, '127.0.0.1');
  campaignUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await campaign?.close();
  await h?.stop();
});

const week = addWeeks(currentIsoWeek(new Date()), 2);
const ELEVEN_MINUTES = 11 * 60 * 1000;

async function product(): Promise<string> {
  const world = await buildProductWorld(h, randomUUID(), SEED_VAT_CATEGORY_IDS.normal);
  await setWeeklyCapacity(h.knex, world.approvedProductId, 10);
  return world.approvedProductId;
}

/** One unit reserved under `key`, `ageMs` ago. */
async function reserved(productId: string, key: string, ageMs = ELEVEN_MINUTES) {
  const res = await h.internalCall('POST', '/internal/availability/reserve', { productId, week }, key);
  expect(res.status).toBe(201);
  await h
    .knex('availability_reservations')
    .where({ idempotency_key: key })
    .update({ reserved_at: new Date(Date.now() - ageMs) });
}

const statusOf = async (key: string) =>
  (await h.knex('availability_reservations').where({ idempotency_key: key }).first('status')).status;

const sweep = () =>
  sweepReservations({
    ...h.service.kit,
    vouchers: campaignVouchers({ baseUrl: campaignUrl, secret: SECRET }),
    now: () => new Date(),
  });

describe('the reservation sweeper', () => {
  it("frees the units of unused, unknown and elsewhere used vouchers, keeps the rest, and asks only about the saga's keys", async () => {
    const productId = await product();
    const other = await product();
    const ids = Object.fromEntries(
      ['unused', 'unknown', 'usedHere', 'usedOther', 'young', 'ordered'].map((n) => [n, randomUUID()]),
    );
    const key = (name: string) => voucherKey(ids[name], productId, week);
    vouchers.set(ids.unused, { status: 'unused', productId: null, week: null });
    vouchers.set(ids.usedHere, { status: 'used', productId, week });
    vouchers.set(ids.usedOther, { status: 'used', productId: other, week });
    vouchers.set(ids.young, { status: 'unused', productId: null, week: null });
    vouchers.set(ids.ordered, { status: 'unused', productId: null, week: null });
    for (const name of ['unused', 'unknown', 'usedHere', 'usedOther', 'ordered']) await reserved(productId, key(name));
    await reserved(productId, key('young'), 60_000);
    await reserved(productId, `campaign-test-${randomUUID()}`);
    // An order took this reservation (the consumer attached it): it is sold, whatever the voucher says.
    const data = redemption(
      productId,
      { sellerOrganizationId: randomUUID(), giverOrganizationId: randomUUID() },
      {
        voucherId: ids.ordered,
        week,
      },
    );
    await storedOrder(h, data);
    asked.length = 0;
    releasing.length = 0;

    expect(await sweep()).toBe(3);
    expect(
      Object.fromEntries(await Promise.all(Object.keys(ids).map(async (n) => [n, await statusOf(key(n))]))),
    ).toEqual({
      unused: 'released',
      unknown: 'released',
      usedHere: 'reserved',
      usedOther: 'released',
      young: 'reserved',
      ordered: 'reserved',
    });
    expect(asked.flat().sort()).toEqual([ids.unused, ids.unknown, ids.usedHere, ids.usedOther].sort());
    // Each stale key goes along, so svc-campaign fences an unused voucher's round before its unit is freed.
    expect(releasing.flat().sort()).toEqual(['unused', 'unknown', 'usedHere', 'usedOther'].map(key).sort());
    const { version_group_id: group } = await h.knex('products').where({ id: productId }).first('version_group_id');
    // Seven units were reserved (six of vouchers, one of another caller); three are free again.
    expect((await h.knex('availability_weeks').where({ group_id: group }).first('reserved')).reserved).toBe(4);
    // A second sweep finds nothing more to free (each key releases once).
    expect(await sweep()).toBe(0);
  });

  it("keeps only the key the voucher's order holds when an earlier attempt round of the same gift and week is left", async () => {
    const productId = await product();
    const voucherId = randomUUID();
    const first = voucherKey(voucherId, productId, week);
    const second = `${first}:1`;
    // Round 0's unit was held by a request that lost its round (ADR 0021); round 1's key made the order.
    vouchers.set(voucherId, { status: 'used', productId, week, reservationKey: second });
    await reserved(productId, first);
    await reserved(productId, second);
    await sweep();
    expect({ first: await statusOf(first), second: await statusOf(second) }).toEqual({
      first: 'released',
      second: 'reserved',
    });
  });

  it('frees nothing while svc-campaign cannot be asked', async () => {
    const productId = await product();
    const k = voucherKey(randomUUID(), productId, week);
    await reserved(productId, k);
    const away = campaignVouchers({ baseUrl: 'http://127.0.0.1:9', secret: SECRET, timeoutMs: 500 });
    await expect(sweepReservations({ ...h.service.kit, vouchers: away, now: () => new Date() })).rejects.toThrow();
    expect(await statusOf(k)).toBe('reserved');
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(k)).toBe('released');
  });

  it('runs in the service when it knows svc-campaign: a sweep at start frees what was left', async () => {
    const productId = await product();
    const k = voucherKey(randomUUID(), productId, week);
    await reserved(productId, k);
    const second = await createCatalogService({
      databaseUrl: h.databaseUrl,
      natsUrl: h.nats.url,
      secret: SECRET,
      production: false,
      dataDir: h.dataDir,
      identityUrl: h.identity.url,
      storage: { kind: 'fs' },
      campaignUrl,
      // Once a year: only the run at start happens within this test.
      sweepSchedule: '0 0 1 1 *',
    });
    try {
      second.startWorkers();
      await until('the reservation swept', async () => (await statusOf(k)) === 'released', 30_000);
    } finally {
      await second.close();
    }
  });
});
