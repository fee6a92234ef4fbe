import type { VatCategory } from '@cadeau/contracts';
import { seedDemoData } from '../src/db/seed-data';
import { SEED_VAT_CATEGORY_IDS, seedVatCategories } from '../src/db/seed-vat-categories';
import { todayInZurich } from '@cadeau/contracts/values';
import { assertValidVatCategory } from '../src/domain/vat-category';
import { member, platformAdmin, startCatalog, type CatalogHarness } from './harness';

/** The catalog's demo data (`npm start`): the Swiss VAT categories, idempotent. */
let catalog: CatalogHarness;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog.stop());

const snapshot = async () => ({
  categories: await catalog.knex('vat_categories').orderBy('id'),
  rates: await catalog.knex('vat_rates').orderBy(['category_id', 'valid_from']),
});

it('keeps every rule of a save', () => {
  for (const c of seedVatCategories) expect(() => assertValidVatCategory(c, null, todayInZurich())).not.toThrow();
});

it('puts the Swiss categories in place with the rates in force today, and a second run changes nothing', async () => {
  await seedDemoData(catalog.knex);
  const res = await catalog.http().get('/vat-category').set(catalog.as(member()));
  const byId = Object.fromEntries((res.body as VatCategory[]).map((c) => [c.id, c]));
  expect(Object.keys(byId).sort()).toEqual(Object.values(SEED_VAT_CATEGORY_IDS).sort());
  expect(byId[SEED_VAT_CATEGORY_IDS.normal]).toMatchObject({
    isDefault: true,
    isShipping: true,
    rateInForce: { rateBasisPoints: 810, validFrom: '2024-01-01' },
  });
  expect(byId[SEED_VAT_CATEGORY_IDS.reduced]).toMatchObject({
    isDefault: false,
    rateInForce: { rateBasisPoints: 260 },
  });
  expect(byId[SEED_VAT_CATEGORY_IDS.accommodation]?.rateInForce?.rateBasisPoints).toBe(380);
  expect(byId[SEED_VAT_CATEGORY_IDS.donation]).toMatchObject({
    outsideScope: true,
    rateInForce: { rateBasisPoints: 0 },
  });
  const detail = await catalog.http().get(`/vat-category/${SEED_VAT_CATEGORY_IDS.normal}`).set(catalog.as(member()));
  expect(detail.body.rates).toEqual([
    { rateBasisPoints: 770, validFrom: '2018-01-01' },
    { rateBasisPoints: 810, validFrom: '2024-01-01' },
  ]);

  const before = await snapshot();
  await seedDemoData(catalog.knex);
  expect(await snapshot()).toEqual(before);
});

it("leaves an administrator's changes alone: names, rates and moved flags", async () => {
  const admin = platformAdmin();
  const reduced = (await catalog.http().get(`/vat-category/${SEED_VAT_CATEGORY_IDS.reduced}`).set(catalog.as(admin)))
    .body;
  const saved = await catalog
    .http()
    .put('/vat-category')
    .set(catalog.as(admin))
    .send({
      id: reduced.id,
      version: reduced.version,
      name: { de: 'Reduziert', en: 'Reduced' },
      isDefault: true,
      isShipping: true,
      outsideScope: false,
      rates: [reduced.rates[1]],
    });
  expect(saved.status).toBe(200);
  const before = await snapshot();
  await seedDemoData(catalog.knex);
  expect(await snapshot()).toEqual(before);
});
