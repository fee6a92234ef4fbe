import { randomUUID } from 'node:crypto';
import { ErrorKeys, type ProductStatus } from '@cadeau/contracts';
import { setWeeklyCapacity } from '../src/db/availability';
import { addWeeks, mondayOf } from '@cadeau/contracts/values';
import { currentIsoWeek } from '../src/domain/iso-week';
import { member, platformAdmin, startCatalog, type Caller, type CatalogHarness } from './harness';
import { buildProductWorld } from './product-world';

let h: CatalogHarness;
let vatCategoryId: string;
beforeAll(async () => {
  h = await startCatalog();
  [{ id: vatCategoryId }] = await h
    .knex('vat_categories')
    .insert({ name_de: `Satz ${randomUUID()}`, name_en: `Rate ${randomUUID()}` })
    .returning('id');
  await h.knex('vat_rates').insert({ category_id: vatCategoryId, valid_from: '2018-01-01', rate_basis_points: 810 });
});
afterAll(() => h?.stop());

/** A seller organisation with an approved product offering `units` a week (opened as its approval does). */
async function seller(units = 3) {
  const organizationId = randomUUID();
  const world = await buildProductWorld(h, organizationId, vatCategoryId);
  await setWeeklyCapacity(h.knex, world.approvedProductId, units);
  return {
    ...world,
    organizationId,
    admin: member({ organizationId }),
    user: member({ organizationId, roles: ['user'] }),
  };
}

const view = (caller: Caller, productId: string, query: Record<string, string> = {}) =>
  h.http().get(`/product/${productId}/availability`).query(query).set(h.as(caller));

const reserve = (productId: string, week: string, key: string = randomUUID()) =>
  h.internalCall('POST', '/internal/availability/reserve', { productId, week }, key);
const release = (productId: string, week: string, key: string) =>
  h.internalCall('POST', '/internal/availability/release', { productId, week }, key);

const setStatus = (productId: string, status: ProductStatus) =>
  h.knex('products').where({ id: productId }).update({ status });

describe('GET /product/{productId}/availability', () => {
  it('shows the seller the current week and the next eleven, with the units reserved and free', async () => {
    const s = await seller(3);
    const thisWeek = currentIsoWeek(new Date());
    const busy = addWeeks(thisWeek, 2);
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of keys) expect((await reserve(s.approvedProductId, busy, key)).status).toBe(201);
    expect((await reserve(s.approvedProductId, busy)).status).toBe(409);
    expect((await reserve(s.approvedProductId, addWeeks(thisWeek, 5))).status).toBe(201);
    expect((await release(s.approvedProductId, busy, keys[0])).status).toBe(200);

    const res = await view(s.user, s.approvedProductId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      productId: s.approvedProductId,
      weeklyCapacity: 3,
      currentWeek: thisWeek,
      from: thisWeek,
      to: addWeeks(thisWeek, 11),
      weeks: Array.from({ length: 12 }, (_, i) => {
        const week = addWeeks(thisWeek, i);
        const reserved = i === 2 ? 2 : i === 5 ? 1 : 0;
        return { week, weekStart: mondayOf(week), capacity: 3, reserved, free: 3 - reserved };
      }),
    });

    // A raise of the capacity reaches the counted weeks and the ones nobody reserved in yet.
    await setWeeklyCapacity(h.knex, s.approvedProductId, 5);
    const raised = await view(s.admin, s.approvedProductId, { from: busy, to: busy });
    expect(raised.body.weeks).toEqual([{ week: busy, weekStart: mondayOf(busy), capacity: 5, reserved: 2, free: 3 }]);
  });

  it('takes a range across a year end, or twelve weeks from or up to one given week', async () => {
    const s = await seller(2);
    const across = await view(s.admin, s.approvedProductId, { from: '2026-W52', to: '2027-W02' });
    expect(across.status).toBe(200);
    expect(across.body.weeks.map((w: { week: string; weekStart: string }) => [w.week, w.weekStart])).toEqual([
      ['2026-W52', '2026-12-21'],
      ['2026-W53', '2026-12-28'],
      ['2027-W01', '2027-01-04'],
      ['2027-W02', '2027-01-11'],
    ]);
    const from = await view(s.admin, s.approvedProductId, { from: '2027-W50' });
    expect([from.body.from, from.body.to, from.body.weeks.length]).toEqual(['2027-W50', '2028-W09', 12]);
    const to = await view(s.admin, s.approvedProductId, { to: '2027-W05' });
    expect([to.body.from, to.body.to, to.body.weeks.length]).toEqual(['2026-W47', '2027-W05', 12]);
    // A full year of 53 weeks is the most one call may span.
    const year = await view(s.admin, s.approvedProductId, { from: '2026-W01', to: '2026-W53' });
    expect([year.status, year.body.weeks.length]).toEqual([200, 53]);
  });

  it('answers a range that is no range 400', async () => {
    const s = await seller();
    for (const query of <Record<string, string>[]>[
      { from: '2026-W10', to: '2026-W09' },
      { from: '2026-W01', to: '2027-W01' },
      { from: '2027-W53' },
      { to: 'next week' },
      { from: '2026-W10', weeks: '3' },
    ]) {
      const res = await view(s.admin, s.approvedProductId, query);
      expect({ query, status: res.status, message: res.body.message }).toEqual({
        query,
        status: 400,
        message: expect.stringMatching(/^zod\./),
      });
    }
  });

  it('is for the seller and platform administrators only: another organisation finds no product', async () => {
    const s = await seller();
    const giver = member({ roles: ['admin'], features: ['giver'] });
    const otherSeller = member();
    for (const caller of [giver, otherSeller]) {
      const res = await view(caller, s.approvedProductId);
      expect([res.status, res.body.message]).toEqual([404, ErrorKeys.product.notFound]);
    }
    expect((await view(platformAdmin(), s.approvedProductId)).status).toBe(200);
    expect((await h.http().get(`/product/${s.approvedProductId}/availability`)).status).toBe(401);
    for (const productId of [randomUUID(), 'not-a-uuid']) {
      const res = await view(s.admin, productId);
      expect([res.status, res.body.message]).toEqual([404, ErrorKeys.product.notFound]);
    }
    // A deleted product is gone for everyone, its seller too.
    await setStatus(s.draftProductId, 'deleted');
    expect((await view(s.admin, s.draftProductId)).status).toBe(404);
  });

  it('has nothing to show before a product is approved: 409 invalidStatus', async () => {
    const s = await seller();
    const res = await view(s.admin, s.pendingProductId);
    expect([res.status, res.body.message]).toEqual([409, ErrorKeys.product.invalidStatus]);
  });
});

describe('reservations by the state of the product', () => {
  const week = addWeeks(currentIsoWeek(new Date()), 3);

  it('keep serving the campaigns that hold a replaced or finished product', async () => {
    for (const status of ['replaced', 'finished'] as const) {
      const s = await seller();
      await setStatus(s.approvedProductId, status);
      const res = await reserve(s.approvedProductId, week);
      expect({ status, answer: res.status }).toEqual({ status, answer: 201 });
    }
  });

  it('refuse a paused or blocked product 409 unavailable, leave nothing behind, and still release', async () => {
    for (const status of ['paused', 'blocked'] as const) {
      const s = await seller();
      const held = randomUUID();
      expect((await reserve(s.approvedProductId, week, held)).status).toBe(201);
      await setStatus(s.approvedProductId, status);

      const key = randomUUID();
      const refused = await reserve(s.approvedProductId, week, key);
      expect({ status, answer: [refused.status, refused.body.message] }).toEqual({
        status,
        answer: [409, ErrorKeys.product.unavailable],
      });
      expect(await h.knex('availability_reservations').where({ idempotency_key: key })).toHaveLength(0);
      // The reservation made before answers as it stands, and a cancelled order frees its unit.
      expect((await reserve(s.approvedProductId, week, held)).status).toBe(200);
      expect((await release(s.approvedProductId, week, held)).status).toBe(200);
      const weeks = await view(s.admin, s.approvedProductId, { from: week, to: week });
      expect(weeks.body.weeks[0]).toMatchObject({ reserved: 0, free: 3 });
    }
  });

  it('open again when a paused product is resumed', async () => {
    const s = await seller();
    await setStatus(s.approvedProductId, 'paused');
    expect((await reserve(s.approvedProductId, week)).status).toBe(409);
    await setStatus(s.approvedProductId, 'approved');
    expect((await reserve(s.approvedProductId, week)).status).toBe(201);
  });
});
