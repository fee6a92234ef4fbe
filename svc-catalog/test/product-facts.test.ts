import { randomUUID } from 'node:crypto';
import { productFactsResponse } from '@cadeau/contracts';
import { member, startCatalog, type CatalogHarness } from './harness';
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

const facts = (productIds: unknown) => h.internalCall('POST', '/internal/products/facts', { productIds });

describe('POST /internal/products/facts (svc-campaign)', () => {
  it('answers status, type, gross price, shipping, names, description, seller and image of each product found', async () => {
    const organizationId = randomUUID();
    const world = await buildProductWorld(h, organizationId, vatCategoryId);
    await h.knex('products').where({ id: world.approvedProductId }).update({ organization_name: 'Seller A' });

    const res = await facts([world.approvedProductId, world.draftProductId, randomUUID()]);

    expect(res.status).toBe(200);
    const { products } = productFactsResponse.parse(res.body);
    expect(products).toHaveLength(2);
    const approved = products.find((p) => p.id === world.approvedProductId);
    expect(approved).toEqual({
      id: world.approvedProductId,
      status: 'approved',
      type: 'physical',
      name: { de: 'Tasse', en: 'Mug' },
      description: { de: 'Eine Tasse', en: 'A mug' },
      grossPriceRappen: 2500,
      shippingRappen: 700,
      deliveryDays: 2,
      organizationId,
      organizationName: 'Seller A',
      imageUrl: `/api/file/${world.imageIds[0]}/list.jpeg`,
      imageAlt: { de: '', en: '' },
    });
    expect(products.find((p) => p.id === world.draftProductId)?.status).toBe('draft');
  });

  it("answers the first image's description, the alt text the recipient's page gives it (issue 23)", async () => {
    const world = await buildProductWorld(h, randomUUID(), vatCategoryId);
    const alts = [{ de: 'Weisse Tasse auf Holz', en: 'White mug on wood' }];
    await h
      .knex('products')
      .where({ id: world.approvedProductId })
      .update({ image_alts: JSON.stringify(alts) });
    const { products } = productFactsResponse.parse((await facts([world.approvedProductId])).body);
    expect(products[0]?.imageAlt).toEqual(alts[0]);
  });

  it('leaves deleted products out and answers an empty list for no ids', async () => {
    const world = await buildProductWorld(h, randomUUID(), vatCategoryId);
    await h.knex('products').where({ id: world.draftProductId }).update({ status: 'deleted' });
    expect((await facts([world.draftProductId])).body).toEqual({ products: [] });
    expect((await facts([])).body).toEqual({ products: [] });
  });

  it('refuses more than 100 ids and ids that are no uuid (400), and every user (403)', async () => {
    const many = Array.from({ length: 101 }, () => randomUUID());
    expect((await facts(many)).status).toBe(400);
    expect((await facts(['nope'])).status).toBe(400);
    const res = await h.http().post('/internal/products/facts').set(h.as(member())).send({ productIds: [] });
    expect(res.status).toBe(403);
  });
});
