import { randomUUID } from 'node:crypto';
import type { Product } from '@cadeau/contracts';
import { createStorage } from '../src/adapters/storage';
import { seedDemoData } from '../src/db/seed-data';
import { DEMO_SELLER_NAME, demoProducts } from '../src/db/seed-products';
import { member, platformAdmin, startCatalog, type CatalogHarness } from './harness';

/**
 * The demo seller's products of `npm start`: svc-identity's schema is stood in by the one table the seed reads
 * (identity.organizations, as svc-identity's seed leaves it), the pictures go to the harness's file storage.
 */
let catalog: CatalogHarness;
const sellerId = randomUUID();

beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog?.stop());

const seed = () => seedDemoData(catalog.knex, { storage: createStorage({ kind: 'fs' }, catalog.dataDir) });

it('makes no products while svc-identity has no demo seller', async () => {
  expect(await seed()).toContain(`Demo products: none (${DEMO_SELLER_NAME} not found in svc-identity's schema)`);
  expect(await catalog.knex('products').count({ n: '*' })).toEqual([{ n: '0' }]);
});

describe('with the demo seller of svc-identity', () => {
  let lines: string[];
  beforeAll(async () => {
    await catalog.knex.raw('create schema identity');
    await catalog.knex.raw('create table identity.organizations (id uuid primary key, name text not null)');
    await catalog.knex.raw('insert into identity.organizations (id, name) values (?, ?)', [sellerId, DEMO_SELLER_NAME]);
    lines = await seed();
  });

  it('offers six approved products (physical, digital and a donation, four VAT categories) to givers, with pictures', async () => {
    expect(lines).toContain(`Demo products of ${DEMO_SELLER_NAME}: 6 approved, 1 pending review, 1 draft`);
    const giver = member({ features: ['giver'] });
    const res = await catalog
      .http()
      .get(`/product/list?scope=catalog&organizationId=${sellerId}&sort=price&order=asc`)
      .set(catalog.as(giver));
    const items = res.body.items as Product[];
    expect(items).toHaveLength(6);
    expect(new Set(items.map((p) => p.type))).toEqual(new Set(['physical', 'digital', 'donation']));
    expect(new Set(items.map((p) => p.vat?.rateBasisPoints))).toEqual(new Set([810, 260, 380, 0]));
    for (const p of items) {
      expect(p.imageIds).toHaveLength(3);
      // Each picture described (its alt text on the redemption page, issue 23).
      expect(p.imageAlts.map((a: { en: string }) => a.en)).toEqual(
        [1, 2, 3].map((v) => `Drawing: ${p.name.en}, view ${v}`),
      );
      expect(p.organizationName).toBe(DEMO_SELLER_NAME);
    }
    // The pictures are public once approved: a giver's browser loads them.
    const picture = await catalog.http().get(`/file/${items[0].imageIds[0]}/list.webp`).set(catalog.as(giver));
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    // HEAD answers as GET does (a browser or cache checking the picture), without the body.
    const head = await catalog.http().head(`/file/${items[0].imageIds[0]}/list.webp`).set(catalog.as(giver));
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(picture.headers['content-length']);
    const capacity = await catalog.knex('product_capacity').whereIn(
      'group_id',
      items.map((p) => p.versionGroupId),
    );
    expect(capacity).toHaveLength(6);
    // The donation (ADR 0020): nothing shipped, nothing to wait for.
    expect(items.find((p) => p.type === 'donation')).toMatchObject({ shippingRappen: 0, deliveryDays: 0 });
  });

  it('leaves one product for the administrator to review and one draft for the seller', async () => {
    const queue = await catalog
      .http()
      .get(`/product/list?scope=all&status=pending&organizationId=${sellerId}`)
      .set(catalog.as(platformAdmin()));
    expect(queue.body.items.map((p: Product) => p.name.en)).toEqual(['Chocolate tasting set']);
    // Announced as a release for review is (issue 20: the platform's task list counts it), once; the six approved
    // ones as approvals nobody made.
    expect(await catalog.knex('outbox').where({ subject: 'product.approved' })).toHaveLength(6);
    const published = await catalog.knex('outbox').where({ subject: 'product.published' });
    expect(published.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload))).toEqual([
      expect.objectContaining({ productId: queue.body.items[0].id, organizationId: sellerId, byUserId: null }),
    ]);
    const seller = member({ organizationId: sellerId });
    const own = await catalog.http().get('/product/list?sort=number&order=asc').set(catalog.as(seller));
    expect(own.body.items.map((p: Product) => [p.number, p.status])).toEqual(
      demoProducts.map((p, i) => [`P-000${i + 1}`, p.status]),
    );
  });

  it('changes nothing when run again', async () => {
    const snapshot = async () => ({
      products: await catalog.knex('products').orderBy('id'),
      files: await catalog.knex('files').orderBy('id'),
      numbers: await catalog.knex('product_groups').orderBy('id').select('id', 'number'),
      outbox: await catalog.knex('outbox').orderBy('id').select('id', 'subject', 'payload'),
    });
    const before = await snapshot();
    expect(await seed()).toContain(
      `Demo products of ${DEMO_SELLER_NAME}: 6 approved, 1 pending review, 1 draft (8 already there)`,
    );
    expect(await snapshot()).toEqual(before);
  });
});
