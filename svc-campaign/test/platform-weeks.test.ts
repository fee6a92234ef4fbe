import { randomUUID } from 'node:crypto';
import type { ConsumerDef } from '@cadeau/service-kit';
import { platformCatalogConsumer } from '../src/workers/platform-consumers';
import { giverAdmin, NOW } from './campaign-world';
import { platformAdmin, startCampaign, type CampaignHarness } from './harness';
import { recipientsWithVouchers, tell as tellVia } from './platform-world';
import { csvRows } from './voucher-world';

/**
 * The availability reports (issue 20, ADR 0031): products told by svc-catalog's events (their weekly availability),
 * a week's counters by its reservation events, orders by theirs, and svc-campaign's own running campaign with
 * unredeemed codes. The service's clock: Friday 1 March 2030 (ISO week 2030-W09).
 */
let h: CampaignHarness;
beforeAll(async () => {
  h = await startCampaign({ now: () => NOW });
});
afterAll(async () => {
  await h?.stop();
});

const tell = <S extends string>(consumer: ConsumerDef<S>, type: S, data: unknown, occurredAt: string) =>
  tellVia(h.knex, consumer, type, data, occurredAt);
const catalog = platformCatalogConsumer();

describe('products per week and the campaign-product planning', () => {
  const seller = randomUUID();
  const mugGroup = randomUUID();
  const mugV1 = randomUUID();
  const mugV2 = randomUUID();
  const bookGroup = randomUUID();
  const book = randomUUID();
  const facts = (productId: string, groupId: string, number: string, name: string, weeklyAvailability: number) => ({
    productId,
    versionGroupId: groupId,
    organizationId: seller,
    number,
    name: { de: name, en: name },
    version: 1,
    byUserId: null,
    weeklyAvailability,
  });

  beforeAll(async () => {
    await tell(
      catalog,
      'product.approved',
      { ...facts(mugV1, mugGroup, 'P-0001', 'Tasse', 10), replacedProductId: null },
      '2030-02-01T08:00:00Z',
    );
    // A new version replaces the first: one row for the product, its latest availability.
    await tell(
      catalog,
      'product.approved',
      { ...facts(mugV2, mugGroup, 'P-0001', 'Tasse', 12), replacedProductId: mugV1 },
      '2030-02-10T08:00:00Z',
    );
    await tell(
      catalog,
      'product.approved',
      { ...facts(book, bookGroup, 'P-0002', '=Buch', 4), replacedProductId: null },
      '2030-02-01T09:00:00Z',
    );
    // W10: three units reserved of the mug (its week's counters after each change), one released again.
    const changes = [
      ['availability.reserved', 1],
      ['availability.reserved', 2],
      ['availability.reserved', 3],
      ['availability.released', 2],
    ] as const;
    for (const [i, [type, reserved]] of changes.entries())
      await tell(
        catalog,
        type,
        { productId: mugV2, week: '2030-W10', key: randomUUID(), reserved, capacity: 12 },
        `2030-03-01T0${i + 1}:00:00Z`,
      );
    // Two orders for the mug in W10, one canceled.
    for (const [status, type] of [
      ['placed', 'order.placed'],
      ['canceled', 'order.canceled'],
    ] as const)
      await tell(
        catalog,
        type,
        {
          orderId: randomUUID(),
          number: `O-${randomUUID().slice(0, 6)}`,
          productId: mugV2,
          productVersion: 2,
          productName: { de: 'Tasse', en: 'Mug' },
          type: 'physical',
          priceRappen: 2500,
          shippingRappen: 700,
          sellerOrganizationId: seller,
          giverOrganizationId: randomUUID(),
          campaignId: randomUUID(),
          voucherId: randomUUID(),
          week: '2030-W10',
          status,
          at: '2030-03-01T10:00:00Z',
          byUserId: null,
          reason: null,
        },
        '2030-03-01T10:00:00Z',
      );
    // A running campaign offering both (its second version of the mug) from 4 to 17 March: 40 codes unredeemed.
    const giver = giverAdmin(h.identity);
    const [{ id }] = await h
      .knex('campaigns')
      .insert({
        organization_id: giver.currentOrganizationId,
        organization_name: 'Giver AG',
        name: 'Frühling',
        type: 'manual',
        status: 'running',
        start_date: '2030-03-04',
        end_date: '2030-03-17',
        budget_rappen: 1_000_000,
        product_ids: [mugV2, book],
      })
      .returning('id');
    await recipientsWithVouchers(h.knex, id, 40);
  });

  it('answers each product and week: availability, reserved, ordered and what remains, with the totals', async () => {
    const res = await h
      .http()
      .get('/platform/reports/products-per-week')
      .query({ organizationId: seller, fromWeek: '2030-W09', toWeek: '2030-W11' })
      .set(h.as(platformAdmin()));
    expect(res.status).toBe(200);
    expect(res.body.weeks).toEqual(['2030-W09', '2030-W10', '2030-W11']);
    expect(res.body.products.total).toBe(2);
    const [mug, bookRow] = res.body.products.items;
    expect(mug).toMatchObject({ groupId: mugGroup, productId: mugV2, number: 'P-0001', organizationName: null });
    expect(mug.weeks).toEqual([
      { week: '2030-W09', availability: 12, reserved: 0, ordered: 0, remaining: 12 },
      { week: '2030-W10', availability: 12, reserved: 2, ordered: 1, remaining: 10 },
      { week: '2030-W11', availability: 12, reserved: 0, ordered: 0, remaining: 12 },
    ]);
    expect(bookRow.weeks.map((w: { remaining: number }) => w.remaining)).toEqual([4, 4, 4]);
    expect(res.body.totals).toEqual([
      { week: '2030-W09', availability: 16, reserved: 0, ordered: 0, remaining: 16 },
      { week: '2030-W10', availability: 16, reserved: 2, ordered: 1, remaining: 14 },
      { week: '2030-W11', availability: 16, reserved: 0, ordered: 0, remaining: 16 },
    ]);
    // One product by any of its versions; the first page of one.
    const one = await h
      .http()
      .get('/platform/reports/products-per-week')
      .query({ productId: mugV1, fromWeek: '2030-W10', toWeek: '2030-W10', pageSize: 1 })
      .set(h.as(platformAdmin()));
    expect(one.body.products.items.map((p: { productId: string }) => p.productId)).toEqual([mugV2]);
  });

  it('plans what the running campaign can still bring: its 40 codes over two products and two weeks', async () => {
    const res = await h
      .http()
      .get('/platform/reports/campaign-product-planning')
      .query({ organizationId: seller, fromWeek: '2030-W09', toWeek: '2030-W12' })
      .set(h.as(platformAdmin()));
    expect(res.status).toBe(200);
    const [mug, bookRow] = res.body.products.items;
    // 40 codes / 2 products / 2 weeks (W10, W11) = 10 a week each; the book has 4 a week: a shortage.
    expect(mug.weeks).toEqual([
      { week: '2030-W09', remaining: 12, expected: 0, potential: 0, campaigns: 0, shortage: false },
      { week: '2030-W10', remaining: 10, expected: 10, potential: 40, campaigns: 1, shortage: false },
      { week: '2030-W11', remaining: 12, expected: 10, potential: 40, campaigns: 1, shortage: false },
      { week: '2030-W12', remaining: 12, expected: 0, potential: 0, campaigns: 0, shortage: false },
    ]);
    expect(bookRow.weeks.map((w: { shortage: boolean }) => w.shortage)).toEqual([false, true, true, false]);
    // Together: the one campaign and its 40 codes once, not once per product.
    expect(res.body.totals[1]).toEqual({
      week: '2030-W10',
      remaining: 14,
      expected: 20,
      potential: 40,
      campaigns: 1,
      shortage: true,
    });
  });

  it('downloads both as CSV in the user language, a row per product and week, formulas escaped', async () => {
    const query = { organizationId: seller, fromWeek: '2030-W10', toWeek: '2030-W10' };
    const perWeek = await h
      .http()
      .get('/platform/reports/products-per-week/export')
      .query(query)
      .set(h.as({ ...platformAdmin(), language: 'en' }));
    expect(csvRows(perWeek.text)).toEqual([
      ['Product number', 'Product', 'Seller', 'Week', 'Available', 'Reserved', 'Ordered', 'Remaining'],
      ['P-0001', 'Tasse', '', '2030-W10', '12', '2', '1', '10'],
      ['P-0002', "'=Buch", '', '2030-W10', '4', '0', '0', '4'],
    ]);
    const planning = await h
      .http()
      .get('/platform/reports/campaign-product-planning/export')
      .query(query)
      .set(h.as({ ...platformAdmin(), language: 'de' }));
    const lines = planning.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Produktnummer;Produkt;Anbieter;Woche;Frei;Erwartete Nachfrage;Mögliche Nachfrage;Kampagnen;Engpass',
    );
    expect(lines[2]).toBe("P-0002;'=Buch;;2030-W10;4;10;40;1;ja");
  });

  it('refuses a reversed range of weeks with its message, and is for platform administrators only', async () => {
    const reversed = await h
      .http()
      .get('/platform/reports/products-per-week')
      .query({ fromWeek: '2030-W12', toWeek: '2030-W10' })
      .set(h.as(platformAdmin()));
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues).toEqual([
      expect.objectContaining({ path: ['toWeek'], message: 'error.report.periodReversed' }),
    ]);
    const giver = await h
      .http()
      .get('/platform/reports/campaign-product-planning')
      .set(h.as(giverAdmin(h.identity)));
    expect(giver.status).toBe(403);
  });
});
