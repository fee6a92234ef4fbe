import { randomUUID } from 'node:crypto';
import type { OrganizationFactsInput, Product, ProductDetail } from '@cadeau/contracts';
import { availabilityPerGroup } from '../src/db/migrations/005_availability_per_group';
import { platformProductNumbers } from '../src/db/migrations/008_platform_product_numbers';
import { imageAlts } from '../src/db/migrations/010_image_alts';
import { addWeeks, mondayOf } from '@cadeau/contracts/values';
import { currentIsoWeek } from '../src/domain/iso-week';
import { SEED_VAT_CATEGORY_IDS, seedVatCategoryData } from '../src/db/seed-vat-categories';
import { member, platformAdmin, startCatalog, type CatalogHarness, type Caller } from './harness';

/**
 * Products end to end through svc-catalog's HTTP routes on a real Postgres: every route, the life cycle and
 * who sees what. svc-identity's internal routes are the harness's loopback stand-in (signed calls checked).
 */
let h: CatalogHarness;
const NORMAL = SEED_VAT_CATEGORY_IDS.normal;
const REDUCED = SEED_VAT_CATEGORY_IDS.reduced;

/** A seller organisation svc-identity knows as approved with the seller feature, with its admin. */
function seller(
  status: 'approved' | 'pending' | 'blocked' = 'approved',
  features: ('seller' | 'giver')[] = ['seller'],
) {
  const caller = member({ features });
  const organizationId = caller.currentOrganizationId!;
  h.identity.organizations.set(organizationId, {
    id: organizationId,
    name: `Seller ${organizationId.slice(0, 4)}`,
    status,
    features,
  });
  return caller;
}
const giver = () => member({ features: ['giver'] });

/** Uploads of an organisation as the files area stores them (ids a product may show). */
async function uploads(organizationId: string, count: number, kind: 'image' | 'video' = 'image'): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await h.knex('files').insert(
    ids.map((id) => ({
      id,
      organization_id: organizationId,
      kind,
      mime: kind === 'image' ? 'image/jpeg' : 'video/mp4',
      size: 1000,
      width: kind === 'image' ? 800 : null,
      height: kind === 'image' ? 600 : null,
      name: null,
      variants: JSON.stringify([]),
    })),
  );
  return ids;
}

async function fields(caller: Caller, over: Record<string, unknown> = {}) {
  return {
    type: 'physical',
    name: { de: 'Kaffeetasse', en: 'Coffee mug' },
    description: { de: 'Handgemacht', en: 'Handmade' },
    imageIds: await uploads(caller.currentOrganizationId!, 2),
    priceRappen: 3240,
    shippingRappen: 900,
    vatCategoryId: NORMAL,
    weeklyAvailability: 5,
    deliveryDays: 3,
    warranty: '2 years',
    ...over,
  };
}

const post = (caller: Caller, path: string, body: unknown = {}) =>
  h
    .http()
    .post(path)
    .set(h.as(caller))
    .send(body as object);
const put = (caller: Caller, path: string, body: unknown = {}) =>
  h
    .http()
    .put(path)
    .set(h.as(caller))
    .send(body as object);
const get = (caller: Caller, path: string) => h.http().get(path).set(h.as(caller));

async function created(caller: Caller, over: Record<string, unknown> = {}): Promise<ProductDetail> {
  const res = await post(caller, '/product', await fields(caller, over));
  expect(res.status).toBe(201);
  return res.body as ProductDetail;
}
async function approved(caller: Caller, admin: Caller, over: Record<string, unknown> = {}): Promise<ProductDetail> {
  const p = await created(caller, over);
  expect((await post(caller, `/product/${p.id}/publish`)).status).toBe(200);
  const res = await post(admin, `/product/${p.id}/approve`, { decision: 'approve' });
  expect(res.status).toBe(200);
  return res.body as ProductDetail;
}

/** The outbox events of `subject` about one product (published only if the change committed). */
async function events(subject: string, productId: string) {
  const rows: { payload: Record<string, unknown> }[] = await h.knex('outbox').where({ subject }).orderBy('created_at');
  return rows.map((r) => r.payload).filter((p) => p.productId === productId || p.entityId === productId);
}

beforeAll(async () => {
  h = await startCatalog();
  // Set before the first call: the adapter caches the settings it was answered.
  h.identity.settings = { 'Product.MinImages': 1, 'Product.MaxImages': 3 };
  await seedVatCategoryData(h.knex);
});
afterAll(() => h?.stop());

describe('creating and editing a draft', () => {
  it('starts a new product from the image bounds in force', async () => {
    const res = await get(seller(), '/product');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ minImages: 1, maxImages: 3, type: 'physical', weeklyAvailability: 1 });
  });

  it('records the seller’s name on a new draft, so administrators see and find it before publishing', async () => {
    const s = seller();
    const org = s.currentOrganizationId!;
    const draft = await created(s);
    expect(draft.organizationName).toBe(`Seller ${org.slice(0, 4)}`);
    const copy = (await post(s, `/product/${draft.id}/create-template`)).body as ProductDetail;
    expect(copy.organizationName).toBe(`Seller ${org.slice(0, 4)}`);
    const name = `Drafts${org.slice(0, 8)}`;
    h.identity.organizations.set(org, { id: org, name, status: 'approved', features: ['seller'] });
    const named = await created(s);
    const found = await get(platformAdmin(), `/product/list?scope=all&q=${name}`);
    expect((found.body.items as Product[]).map((p) => p.id)).toEqual([named.id]);
    // svc-identity does not answer: the draft is made without a name, publishing fills it in.
    h.identity.organizations.delete(org);
    const unnamed = await created(s);
    expect(unnamed.organizationName).toBeNull();
    h.identity.organizations.set(org, { id: org, name, status: 'approved', features: ['seller'] });
    expect((await post(s, `/product/${unnamed.id}/publish`)).body.organizationName).toBe(name);
  });

  it('creates a draft with the next number of the platform, version 1 and the VAT of today', async () => {
    const s = seller();
    const first = await created(s);
    const second = await created(s);
    expect(first).toMatchObject({
      number: expect.stringMatching(/^P-\d{4,}$/),
      version: 1,
      status: 'draft',
      organizationId: s.currentOrganizationId,
      priceRappen: 3240,
      shippingRappen: 900,
      // 8.1 % inside 32.40 is 2.43, inside 9.00 is 0.67.
      vat: { rateBasisPoints: 810, priceVatRappen: 243, shippingVatRappen: 67 },
    });
    expect(first.versions).toEqual([expect.objectContaining({ id: first.id, version: 1, status: 'draft' })]);
    const numeric = (p: Product) => Number(p.number.slice(2));
    expect(numeric(second)).toBe(numeric(first) + 1);
    // Numbers are unique on the platform (issue 23): another seller's next product does not start at P-0001 again.
    expect(numeric(await created(seller()))).toBe(numeric(first) + 2);
    const [audit] = await events('audit.catalog.recorded', first.id);
    expect(audit).toMatchObject({
      action: 'insert',
      entity: 'product',
      organizationId: s.currentOrganizationId,
      userId: s.userId,
    });
  });

  it('answers each refused field at its place', async () => {
    const s = seller();
    const other = seller();
    const foreign = await uploads(other.currentOrganizationId!, 1);
    const [video] = await uploads(s.currentOrganizationId!, 1, 'video');
    const body = await fields(s, {
      imageIds: [foreign[0]],
      videoId: video,
      vatCategoryId: randomUUID(),
      warranty: '',
    });
    const shape = await post(s, '/product', body);
    expect(shape.status).toBe(400);
    expect(shape.body.issues).toEqual([{ path: ['warranty'], message: 'zod.tooShort' }]);
    const res = await post(s, '/product', { ...body, warranty: 'none' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('zod.invalid');
    expect(res.body.issues).toEqual([
      { path: ['videoId'], message: 'error.product.imagesOrVideo' },
      { path: ['imageIds', 0], message: 'error.product.fileNotFound' },
      { path: ['vatCategoryId'], message: 'error.product.vatCategoryNotFound' },
    ]);
    const tooMany = await post(
      s,
      '/product',
      await fields(s, { imageIds: await uploads(s.currentOrganizationId!, 4) }),
    );
    expect(tooMany.body.issues).toEqual([{ path: ['imageIds'], message: 'error.product.tooManyImages' }]);
    const none = await post(s, '/product', await fields(s, { imageIds: [] }));
    expect(none.body.issues).toEqual([{ path: ['imageIds'], message: 'error.product.tooFewImages' }]);
    const low = await post(s, '/product', await fields(s, { weeklyAvailability: 0, deliveryDays: 0 }));
    expect(low.body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual([
      'deliveryDays',
      'weeklyAvailability',
    ]);
  });

  it('takes a video instead of images, and a digital product without shipping cost', async () => {
    const s = seller();
    const [video] = await uploads(s.currentOrganizationId!, 1, 'video');
    const p = await created(s, {
      type: 'digital',
      imageIds: [],
      videoId: video,
      shippingRappen: 0,
      vatCategoryId: REDUCED,
    });
    expect(p).toMatchObject({ type: 'digital', imageIds: [], videoId: video, shippingRappen: 0 });
    expect(p.vat).toEqual({ rateBasisPoints: 260, priceVatRappen: 82, shippingVatRappen: 0 });
  });

  it('takes a donation (ADR 0020): no shipping cost, 0 delivery days, reviewed like any product', async () => {
    const s = seller();
    const donation = {
      type: 'donation',
      shippingRappen: 0,
      deliveryDays: 0,
      vatCategoryId: SEED_VAT_CATEGORY_IDS.donation,
    };
    const p = await approved(s, platformAdmin(), donation);
    expect(p).toMatchObject({ type: 'donation', shippingRappen: 0, deliveryDays: 0, status: 'approved' });
    const shipped = await post(s, '/product', await fields(s, { ...donation, shippingRappen: 500, deliveryDays: 3 }));
    expect(shipped.status).toBe(400);
    expect(shipped.body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual([
      'deliveryDays',
      'shippingRappen',
    ]);
    const goods = await post(s, '/product', await fields(s, { type: 'physical', deliveryDays: 0 }));
    expect(goods.body.issues.map((i: { path: string[] }) => i.path[0])).toEqual(['deliveryDays']);
  });

  it("taxes shipping at the product's own category, not at the category flagged for shipping", async () => {
    const p = await created(seller(), { vatCategoryId: REDUCED, shippingRappen: 790 });
    // Swiss practice: shipping is an ancillary supply and follows the goods it delivers. 790 × 260 / 10260 = 20.0
    // → 20 Rappen at the reduced 2.6 %; the seeded shipping category (normal, 8.1 %) would make it 59.
    expect(p.vat).toMatchObject({ rateBasisPoints: 260, shippingVatRappen: 20 });
  });

  it('lets only sellers manage products', async () => {
    const g = giver();
    expect((await get(g, '/product')).body).toEqual({
      message: 'error.product.sellerOnly',
      requestId: expect.any(String),
    });
    const res = await post(g, '/product', await fields(g));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('error.product.sellerOnly');
    expect(
      (
        await h
          .http()
          .post('/product')
          .send(await fields(g))
      ).status,
    ).toBe(401);
  });

  it('replaces the fields of a draft, audited with what changed', async () => {
    const s = seller();
    const p = await created(s);
    const res = await put(s, '/product', {
      ...(await fields(s)),
      id: p.id,
      priceRappen: 4000,
      name: { de: 'Becher', en: 'Cup' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, priceRappen: 4000, name: { de: 'Becher', en: 'Cup' }, status: 'draft' });
    const audits = await events('audit.catalog.recorded', p.id);
    expect(audits[1]).toMatchObject({ action: 'update', value: { priceRappen: { from: 3240, to: 4000 } } });
  });

  it("keeps a description per image in both languages (alt text), in the images' order, audited (issue 23)", async () => {
    const s = seller();
    const base = await fields(s);
    const mug = { de: 'Weisse Tasse auf einem Holztisch', en: 'White mug on a wooden table' };
    // One description for two images: the second is empty; texts are trimmed.
    const p = await created(s, { ...base, imageAlts: [{ de: ` ${mug.de} `, en: mug.en }] });
    expect(p.imageAlts).toEqual([mug, { de: '', en: '' }]);
    expect((await get(s, `/product/${p.id}`)).body.imageAlts).toEqual([mug, { de: '', en: '' }]);

    // Reordered with the images, and one more than there are images is dropped.
    const hand = { de: 'Die Tasse in der Hand', en: 'The mug in a hand' };
    const res = await put(s, '/product', {
      ...base,
      id: p.id,
      imageIds: [...base.imageIds].reverse(),
      imageAlts: [hand, mug, { de: 'zu viel', en: 'extra' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.imageAlts).toEqual([hand, mug]);
    const audits = await events('audit.catalog.recorded', p.id);
    expect(Object.keys(audits[1]!.value as object)).toEqual(['imageIds', 'imageAlts']);

    const tooLong = await post(s, '/product', { ...base, imageAlts: [{ de: 'x'.repeat(251), en: '' }] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues[0]).toMatchObject({ path: ['imageAlts', 0, 'de'], message: 'zod.tooLong' });
  });

  it('migration 010 adds the descriptions as a list (a CHECK refuses anything else) and its down drops them', async () => {
    const p = await created(seller());
    await expect(h.knex('products').where({ id: p.id }).update({ image_alts: '{"de":""}' })).rejects.toThrow(
      /products_image_alts/,
    );
    const outcome = h.knex.transaction(async (trx) => {
      await imageAlts.down(trx);
      const without = Object.keys(await trx('products').columnInfo());
      await imageAlts.up(trx);
      const again = await trx('products').where({ id: p.id }).first('image_alts');
      throw Object.assign(new Error('roll back'), { seen: { without, again } });
    });
    await expect(outcome).rejects.toMatchObject({
      seen: { without: expect.not.arrayContaining(['image_alts']), again: { image_alts: [] } },
    });
  });

  it('answers another organisation’s product as unknown', async () => {
    const s = seller();
    const p = await created(s);
    const other = seller();
    for (const res of [
      await get(other, `/product/${p.id}`),
      await put(other, '/product', { ...(await fields(other)), id: p.id }),
      await post(other, `/product/${p.id}/publish`),
      await post(other, `/product/${p.id}/version`),
      await put(other, `/product/${p.id}/pause`, { paused: true }),
      await put(other, `/product/${p.id}/delete`),
      await post(other, `/product/${p.id}/create-template`),
      await get(giver(), `/product/${p.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('error.product.notFound');
    }
    expect((await get(s, '/product/not-a-uuid')).body.message).toBe('error.product.notFound');
  });
});

describe('the review', () => {
  it('publishes only for an approved organisation with the seller feature', async () => {
    for (const s of [seller('pending'), seller('blocked')]) {
      const p = await created(s);
      const res = await post(s, `/product/${p.id}/publish`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('error.product.organizationNotApproved');
    }
    // The context still says seller, but svc-identity no longer does: its word counts.
    const s = seller();
    const p = await created(s);
    h.identity.organizations.set(s.currentOrganizationId!, {
      id: s.currentOrganizationId!,
      name: 'Former seller',
      status: 'approved',
      features: ['giver'],
    });
    expect((await post(s, `/product/${p.id}/publish`)).body.message).toBe('error.product.organizationNotApproved');
    h.identity.organizations.delete(s.currentOrganizationId!);
    const gone = await post(s, `/product/${p.id}/publish`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('error.product.organizationNotFound');
    expect((await get(s, `/product/${p.id}`)).body.status).toBe('draft');
  });

  it('approves only while the seller may offer products: not once it is blocked or lost the seller feature', async () => {
    const s = seller();
    const admin = platformAdmin();
    const p = await created(s);
    expect((await post(s, `/product/${p.id}/publish`)).status).toBe(200);
    const org = s.currentOrganizationId!;
    const facts: OrganizationFactsInput = { id: org, name: 'Blocked seller', status: 'approved', features: ['seller'] };
    const standings: Partial<OrganizationFactsInput>[] = [{ status: 'blocked' }, { features: ['giver'] }];
    for (const standing of standings) {
      h.identity.organizations.set(org, { ...facts, ...standing });
      const refused = await post(admin, `/product/${p.id}/approve`, { decision: 'approve' });
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 409,
        message: 'error.product.organizationNotApproved',
      });
      expect((await get(s, `/product/${p.id}`)).body.status).toBe('pending');
    }
    // Approved with the seller feature again (unblocked): the approval goes through.
    h.identity.organizations.set(org, facts);
    expect((await post(admin, `/product/${p.id}/approve`, { decision: 'approve' })).body.status).toBe('approved');
  });

  it('goes draft → pending → rejected with a reason → corrected → pending → approved', async () => {
    const s = seller();
    const admin = platformAdmin();
    const p = await created(s);
    const published = await post(s, `/product/${p.id}/publish`);
    expect(published.body).toMatchObject({
      status: 'pending',
      organizationName: `Seller ${s.currentOrganizationId!.slice(0, 4)}`,
    });
    expect(published.body.publishedAt).toEqual(expect.any(String));
    expect((await events('product.published', p.id))[0]).toMatchObject({
      productId: p.id,
      organizationId: s.currentOrganizationId,
      number: p.number,
      name: { de: 'Kaffeetasse', en: 'Coffee mug' },
      version: 1,
      byUserId: s.userId,
    });

    expect((await post(s, `/product/${p.id}/publish`)).body.message).toBe('error.product.notPublishable');
    const edit = await put(s, '/product', { ...(await fields(s)), id: p.id });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('error.product.notEditable');

    const noReason = await post(admin, `/product/${p.id}/approve`, { decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.issues).toEqual([{ path: ['reason'], message: 'error.product.reasonRequired' }]);
    expect((await post(s, `/product/${p.id}/approve`, { decision: 'approve' })).status).toBe(403);

    const rejected = await post(admin, `/product/${p.id}/approve`, {
      decision: 'reject',
      reason: 'Images are blurred',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', statusReason: 'Images are blurred' });
    expect((await events('product.rejected', p.id))[0]).toMatchObject({
      reason: 'Images are blurred',
      byUserId: admin.userId,
    });

    const fixed = await put(s, '/product', { ...(await fields(s)), id: p.id, warranty: '3 years' });
    expect(fixed.body).toMatchObject({ status: 'rejected', warranty: '3 years' });
    expect((await post(s, `/product/${p.id}/publish`)).body.status).toBe('pending');

    const ok = await post(admin, `/product/${p.id}/approve`, { decision: 'approve', reason: 'Thanks' });
    expect(ok.body).toMatchObject({ status: 'approved', statusReason: null });
    expect(ok.body.approvedAt).toEqual(expect.any(String));
    expect((await events('product.approved', p.id))[0]).toMatchObject({ replacedProductId: null, reason: 'Thanks' });
    expect((await post(admin, `/product/${p.id}/approve`, { decision: 'approve' })).body.message).toBe(
      'error.product.invalidStatus',
    );

    // The approval published the images and opened the weekly capacity, in the same transaction.
    const files = await h.knex('files').whereIn('id', ok.body.imageIds).select('published');
    expect(files.map((f: { published: boolean }) => f.published)).toEqual([true, true]);
    const capacity = await h.knex('product_capacity').where({ group_id: p.versionGroupId }).first();
    expect(capacity.weekly_capacity).toBe(5);
  });

  it('checks the fields again against the settings when publishing', async () => {
    const s = seller();
    const p = await created(s);
    // An image deleted from the organisation's uploads meanwhile (or one of another organisation) is refused.
    await h.knex('files').whereIn('id', p.imageIds).update({ organization_id: randomUUID() });
    const res = await post(s, `/product/${p.id}/publish`);
    expect(res.status).toBe(400);
    expect(res.body.issues[0]).toEqual({ path: ['imageIds', 0], message: 'error.product.fileNotFound' });
  });
});

describe('versions', () => {
  it('keeps the approved version on offer until the new one is approved, then replaces it', async () => {
    const s = seller();
    const admin = platformAdmin();
    const v1 = await approved(s, admin);

    const res = await post(s, `/product/${v1.id}/version`);
    expect(res.status).toBe(201);
    const v2 = res.body as ProductDetail;
    expect(v2).toMatchObject({ version: 2, status: 'draft', number: v1.number, versionGroupId: v1.versionGroupId });
    expect((await events('product.versionCreated', v2.id))[0]).toMatchObject({ previousProductId: v1.id, version: 2 });

    // One version in the making at a time.
    const again = await post(s, `/product/${v1.id}/version`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('error.product.newVersionCreated');
    expect((await post(s, `/product/${v2.id}/version`)).body.message).toBe('error.product.invalidStatus');

    // The weekly availability only rises.
    const lower = await put(s, '/product', { ...(await fields(s)), id: v2.id, weeklyAvailability: 4 });
    expect(lower.body.issues).toEqual([
      { path: ['weeklyAvailability'], message: 'error.product.availabilityDecreased' },
    ]);
    await put(s, '/product', { ...(await fields(s)), id: v2.id, weeklyAvailability: 8, priceRappen: 3500 });

    const catalogIds = async () =>
      (
        (await get(giver(), `/product/list?scope=catalog&organizationId=${s.currentOrganizationId}`)).body
          .items as Product[]
      ).map((p) => p.id);
    expect(await catalogIds()).toEqual([v1.id]);
    await post(s, `/product/${v2.id}/publish`);
    expect(await catalogIds()).toEqual([v1.id]);

    const ok = await post(admin, `/product/${v2.id}/approve`, { decision: 'approve' });
    expect(ok.body.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'approved'],
      [1, 'replaced'],
    ]);
    expect((await events('product.approved', v2.id))[0]).toMatchObject({ replacedProductId: v1.id });
    expect(await catalogIds()).toEqual([v2.id]);
    expect((await get(s, `/product/${v1.id}`)).body.status).toBe('replaced');

    // The seller's list hides replaced versions unless the group is asked for.
    const own = await get(s, '/product/list');
    expect((own.body.items as Product[]).map((p) => p.id)).toEqual([v2.id]);
    const group = await get(s, `/product/list?versionGroupId=${v1.versionGroupId}&sort=number&order=asc`);
    expect((group.body.items as Product[]).map((p) => p.version).sort()).toEqual([1, 2]);
  });

  it('creates a new product from a template: a new number and group, a draft with the same fields', async () => {
    const s = seller();
    const admin = platformAdmin();
    const source = await approved(s, admin, { priceRappen: 5100 });
    const res = await post(s, `/product/${source.id}/create-template`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'draft', version: 1, priceRappen: 5100, imageIds: source.imageIds });
    expect(res.body.number).not.toBe(source.number);
    expect(res.body.versionGroupId).not.toBe(source.versionGroupId);
  });

  it('sells one weekly stock for all versions of a product: the replaced v1 and v2 share the week', async () => {
    const s = seller();
    const admin = platformAdmin();
    const v1 = await approved(s, admin, { weeklyAvailability: 10 });
    const v2 = (await post(s, `/product/${v1.id}/version`)).body as ProductDetail;
    await put(s, '/product', { ...(await fields(s)), id: v2.id, weeklyAvailability: 12 });
    await post(s, `/product/${v2.id}/publish`);
    expect((await post(admin, `/product/${v2.id}/approve`, { decision: 'approve' })).status).toBe(200);
    expect((await get(s, `/product/${v1.id}`)).body.status).toBe('replaced');

    // Campaigns still hold v1 (replaced products keep taking reservations) and new ones take v2: 12 units in all.
    const week = addWeeks(currentIsoWeek(new Date()), 2);
    const reserve = async (productId: string) =>
      (await h.internalCall('POST', '/internal/availability/reserve', { productId, week }, randomUUID())).status;
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push(await reserve(v1.id));
    for (let i = 0; i < 7; i++) answers.push(await reserve(v2.id));
    expect(answers).toEqual([...Array(12).fill(201), 409, 409]);

    // Both versions show the group's week: the capacity of the approved v2, the reservations of both.
    for (const id of [v1.id, v2.id]) {
      const view = await get(s, `/product/${id}/availability?from=${week}&to=${week}`);
      expect(view.body).toMatchObject({
        productId: id,
        weeklyCapacity: 12,
        weeks: [{ capacity: 12, reserved: 12, free: 0 }],
      });
    }
    expect(await h.knex('availability_weeks').where({ group_id: v1.versionGroupId })).toHaveLength(1);

    // Migration 005 merges the counters 004 kept per version: capacity the highest, reserved the sum, and a week
    // already oversold keeps its reservations and is sold out. In a transaction rolled back (DDL is transactional).
    const later = mondayOf(addWeeks(week, 1));
    const merged = h.knex.transaction(async (trx) => {
      await availabilityPerGroup.down(trx);
      // down gave the group's rows to its newest version, v2: capacity 12, this week 12 reserved.
      await trx('product_capacity').insert({ product_id: v1.id, weekly_capacity: 10 });
      await trx('availability_weeks').insert([
        { product_id: v1.id, week: mondayOf(week), capacity: 10, reserved: 3 },
        { product_id: v1.id, week: later, capacity: 10, reserved: 4 },
        { product_id: v2.id, week: later, capacity: 12, reserved: 5 },
      ]);
      await availabilityPerGroup.up(trx);
      const capacity = await trx('product_capacity').where({ group_id: v1.versionGroupId }).select('weekly_capacity');
      const weeks = await trx('availability_weeks')
        .where({ group_id: v1.versionGroupId })
        .orderBy('week')
        .select('capacity', 'reserved');
      throw Object.assign(new Error('roll back'), { seen: { capacity, weeks } });
    });
    await expect(merged).rejects.toMatchObject({
      seen: {
        capacity: [{ weekly_capacity: 12 }],
        weeks: [
          { capacity: 15, reserved: 15 },
          { capacity: 12, reserved: 9 },
        ],
      },
    });
    expect(await h.knex('availability_weeks').where({ group_id: v1.versionGroupId })).toHaveLength(1);
  });
});

describe('pause, delete and block', () => {
  it('pauses and resumes an approved product; a paused one is not in the catalog', async () => {
    const s = seller();
    const p = await approved(s, platformAdmin());
    const paused = await put(s, `/product/${p.id}/pause`, { paused: true });
    expect(paused.body.status).toBe('paused');
    expect((await events('product.paused', p.id)).length).toBe(1);
    expect((await get(giver(), `/product/${p.id}`)).status).toBe(404);
    expect((await put(s, `/product/${p.id}/pause`, { paused: true })).body.message).toBe('error.product.invalidStatus');
    const resumed = await put(s, `/product/${p.id}/pause`, { paused: false });
    expect(resumed.body.status).toBe('approved');
    expect((await events('product.resumed', p.id)).length).toBe(1);
    expect((await put(s, `/product/${p.id}/pause`, { paused: false })).body.message).toBe(
      'error.product.invalidStatus',
    );
    const draft = await created(s);
    expect((await put(s, `/product/${draft.id}/pause`, { paused: true })).status).toBe(409);
  });

  it('deletes a draft (gone from then on) and ends an approved product (finished)', async () => {
    const s = seller();
    const draft = await created(s);
    const deleted = await put(s, `/product/${draft.id}/delete`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.status).toBe('deleted');
    expect((await events('product.deleted', draft.id)).length).toBe(1);
    expect((await get(s, `/product/${draft.id}`)).status).toBe(404);
    expect((await put(s, `/product/${draft.id}/delete`)).status).toBe(404);

    const live = await approved(s, platformAdmin());
    expect((await put(s, `/product/${live.id}/delete`)).body.status).toBe('finished');
    expect((await events('product.finished', live.id)).length).toBe(1);
    expect((await put(s, `/product/${live.id}/delete`)).body.message).toBe('error.product.invalidStatus');

    const pending = await created(s);
    await post(s, `/product/${pending.id}/publish`);
    expect((await put(s, `/product/${pending.id}/delete`)).body.message).toBe('error.product.invalidStatus');
  });

  it('lets platform administrators block any product but a deleted one, with a reason', async () => {
    const s = seller();
    const admin = platformAdmin();
    const p = await approved(s, admin);
    expect((await post(s, `/product/${p.id}/block`, { reason: 'x' })).status).toBe(403);
    expect((await post(admin, `/product/${p.id}/block`, {})).body.issues).toEqual([
      { path: ['reason'], message: 'zod.required' },
    ]);
    const blocked = await post(admin, `/product/${p.id}/block`, { reason: 'Counterfeit' });
    expect(blocked.body).toMatchObject({ status: 'blocked', statusReason: 'Counterfeit' });
    expect((await events('product.blocked', p.id))[0]).toMatchObject({ reason: 'Counterfeit', byUserId: admin.userId });
    expect((await post(admin, `/product/${p.id}/block`, { reason: 'again' })).body.message).toBe(
      'error.product.invalidStatus',
    );
    expect((await post(s, `/product/${p.id}/version`)).body.message).toBe('error.product.invalidStatus');

    const draft = await created(s);
    await put(s, `/product/${draft.id}/delete`);
    expect((await post(admin, `/product/${draft.id}/block`, { reason: 'x' })).status).toBe(404);
  });
});

describe('lists and statistics', () => {
  let s: Caller;
  let admin: Caller;
  let cheap: ProductDetail;
  let dear: ProductDetail;
  let pending: ProductDetail;
  let draft: ProductDetail;

  beforeAll(async () => {
    s = seller();
    admin = platformAdmin();
    cheap = await approved(s, admin, { priceRappen: 1000, name: { de: 'Kerze', en: 'Candle' } });
    dear = await approved(s, admin, {
      priceRappen: 9000,
      type: 'digital',
      shippingRappen: 0,
      name: { de: 'Kurs', en: 'Course' },
    });
    pending = await created(s, { name: { de: 'Schal', en: 'Scarf' } });
    await post(s, `/product/${pending.id}/publish`);
    draft = await created(s, { name: { de: 'Mütze', en: 'Hat' } });
  });

  it('lists the seller’s own products, sorted, filtered and paginated on the server', async () => {
    const byPrice = await get(s, '/product/list?sort=price&order=asc');
    expect(byPrice.body.total).toBe(4);
    expect(byPrice.body.items.map((p: Product) => p.priceRappen)).toEqual([1000, 3240, 3240, 9000]);
    const digital = await get(s, '/product/list?type=digital');
    expect(digital.body.items.map((p: Product) => p.id)).toEqual([dear.id]);
    const drafts = await get(s, '/product/list?status=draft');
    expect(drafts.body.items.map((p: Product) => p.id)).toEqual([draft.id]);
    const found = await get(s, '/product/list?q=schal');
    expect(found.body.items.map((p: Product) => p.id)).toEqual([pending.id]);
    const page2 = await get(s, '/product/list?sort=name&order=asc&language=de&pageSize=2&page=2');
    expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: 4 });
    expect(page2.body.items.map((p: Product) => p.name.de)).toEqual(['Mütze', 'Schal']);
    expect((await get(s, '/product/list?sort=warranty')).status).toBe(400);
  });

  it('shows givers only approved products of all sellers, with images, price, VAT and delivery time', async () => {
    const res = await get(giver(), `/product/list?scope=catalog&organizationId=${s.currentOrganizationId}&sort=price`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: Product) => p.id)).toEqual([dear.id, cheap.id]);
    expect(res.body.items[1]).toMatchObject({
      imageIds: cheap.imageIds,
      priceRappen: 1000,
      vat: { rateBasisPoints: 810, priceVatRappen: 75 },
      deliveryDays: 3,
    });
    // Sold out this week: every unit of the current ISO week reserved.
    const week = mondayOf(currentIsoWeek(new Date()));
    await h.knex('availability_weeks').insert({ group_id: cheap.versionGroupId, week, capacity: 5, reserved: 5 });
    const soldOut = await get(giver(), `/product/list?scope=catalog&organizationId=${s.currentOrganizationId}`);
    expect(soldOut.body.items.map((p: Product) => p.id)).toEqual([dear.id]);
    await h.knex('availability_weeks').where({ group_id: cheap.versionGroupId }).delete();
    const detail = await get(giver(), `/product/${cheap.id}`);
    expect(detail.body).toMatchObject({ id: cheap.id, status: 'approved', versions: [] });
    expect((await get(giver(), `/product/${draft.id}`)).status).toBe(404);
    // A giver has no own products; the catalog ignores a status filter.
    expect((await get(giver(), '/product/list')).body.message).toBe('error.product.sellerOnly');
    const ignored = await get(
      giver(),
      `/product/list?scope=catalog&status=draft&organizationId=${s.currentOrganizationId}`,
    );
    expect(ignored.body.total).toBe(2);
  });

  it('shows platform administrators every product and the review queue; nobody else', async () => {
    const queue = await get(admin, `/product/list?scope=all&status=pending&organizationId=${s.currentOrganizationId}`);
    expect(queue.body.items.map((p: Product) => p.id)).toEqual([pending.id]);
    const all = await get(admin, `/product/list?scope=all&organizationId=${s.currentOrganizationId}`);
    expect(all.body.total).toBe(4);
    const detail = await get(admin, `/product/${draft.id}`);
    expect(detail.body.versions).toHaveLength(1);
    const refused = await get(s, '/product/list?scope=all');
    expect(refused.status).toBe(403);
  });

  it('counts products per status for the seller, and for administrators all or one organisation’s', async () => {
    const own = await post(s, '/product/statistics');
    expect(own.body.total).toBe(4);
    expect(own.body.byStatus).toMatchObject({ approved: 2, pending: 1, draft: 1, rejected: 0, deleted: 0 });
    const one = await post(admin, '/product/statistics', { organizationId: s.currentOrganizationId });
    expect(one.body).toEqual(own.body);
    const everyone = await post(admin, '/product/statistics');
    expect(everyone.body.total).toBeGreaterThan(4);
    // A seller may not name another organisation (refused, rather than silently counting its own).
    const other = await post(seller(), '/product/statistics', { organizationId: s.currentOrganizationId });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('error.forbidden');
    expect((await post(s, '/product/statistics', { organizationId: s.currentOrganizationId })).body).toEqual(own.body);
  });
});

describe('at the same time', () => {
  it('hands out distinct numbers to products created together', async () => {
    const s = seller();
    const bodies = await Promise.all(Array.from({ length: 8 }, () => fields(s)));
    const answers = await Promise.all(bodies.map((b) => post(s, '/product', b)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((r) => r.body.number)).size).toBe(8);
  });

  it('makes one new version of a group however many are asked for at once', async () => {
    const s = seller();
    const v1 = await approved(s, platformAdmin());
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(s, `/product/${v1.id}/version`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409))
      expect(r.body.message).toBe('error.product.newVersionCreated');
    expect(await h.knex('products').where({ version_group_id: v1.versionGroupId }).count({ n: '*' })).toEqual([
      { n: '2' },
    ]);
  });

  it('decides a review once when two administrators answer together', async () => {
    const s = seller();
    const p = await created(s);
    await post(s, `/product/${p.id}/publish`);
    const [a, b] = await Promise.all([
      post(platformAdmin(), `/product/${p.id}/approve`, { decision: 'approve' }),
      post(platformAdmin(), `/product/${p.id}/approve`, { decision: 'reject', reason: 'No' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const decided = await events('audit.catalog.recorded', p.id);
    expect(decided.filter((e) => JSON.stringify(e.value).includes('"from":"pending"'))).toHaveLength(1);
  });
});

describe('product numbers on the platform (issue 23)', () => {
  const numberOf = async (groupId: string) =>
    (await h.knex('product_groups').where({ id: groupId }).first('number')).number as number;

  it('answers 409 error.product.numberTaken, translated, when a creation or a copy meets a number in use', async () => {
    const s = seller();
    const taken = await created(s);
    const copy = await created(s);
    const next = Number(copy.number.slice(2)) + 1;
    // A number written outside the sequence (by hand, a restore): the unique index refuses the clash.
    await h.knex.raw(`select setval('product_number_seq', ?, false)`, [Number(taken.number.slice(2))]);
    try {
      const other = seller();
      const create = await post(other, '/product', await fields(other));
      expect([create.status, create.body.message]).toEqual([409, 'error.product.numberTaken']);
      await h.knex.raw(`select setval('product_number_seq', ?, false)`, [Number(copy.number.slice(2))]);
      const fromTemplate = await post(s, `/product/${taken.id}/create-template`);
      expect([fromTemplate.status, fromTemplate.body.message]).toEqual([409, 'error.product.numberTaken']);
    } finally {
      await h.knex.raw(`select setval('product_number_seq', ?, false)`, [next]);
    }
    // Nothing half-made stays, and editing keeps a product's number.
    expect(await h.knex('product_groups').where({ organization_id: s.currentOrganizationId })).toHaveLength(2);
    const edited = await put(s, '/product', { ...(await fields(s)), id: copy.id, warranty: '3 years' });
    expect([edited.status, edited.body.number]).toEqual([200, copy.number]);
    expect((await created(s)).number).toBe(`P-${String(next).padStart(4, '0')}`);
  });

  it('migration 008 renumbers the later of clashing groups and their orders, then the index holds', async () => {
    const [a, b] = [seller(), seller()];
    const first = await created(a);
    const later = await created(b);
    // In a transaction rolled back (DDL is transactional): back to counters per organisation, where both
    // sellers' products could carry the same number, as data from before the migration does.
    const outcome = h.knex.transaction(async (trx) => {
      await platformProductNumbers.down(trx);
      const clash = 900_001;
      await trx('product_groups').where({ id: first.versionGroupId }).update({ number: clash });
      await trx('product_groups').where({ id: later.versionGroupId }).update({ number: clash });
      await trx('product_groups')
        .where({ id: later.versionGroupId })
        .update({ created_at: trx.raw(`now() + interval '1 second'`) });
      await trx('orders').insert({
        id: randomUUID(),
        number: 'B-MIGRATION-008',
        product_id: later.id,
        product_version: 1,
        product_number: 'P-900001',
        product_name_de: 'Tasse',
        product_name_en: 'Mug',
        type: 'physical',
        price_rappen: 3240,
        shipping_rappen: 900,
        seller_organization_id: b.currentOrganizationId,
        giver_organization_id: randomUUID(),
        campaign_id: randomUUID(),
        campaign_name: 'Test',
        voucher_id: randomUUID(),
        language: 'de',
        delivery_days: 3,
        week: '2030-W10',
        reservation_key: randomUUID(),
        status: 'placed',
        placed_at: trx.fn.now(),
      });
      await platformProductNumbers.up(trx);
      const seen = {
        first: (await trx('product_groups').where({ id: first.versionGroupId }).first('number')).number,
        later: (await trx('product_groups').where({ id: later.versionGroupId }).first('number')).number,
        order: (await trx('orders').where({ number: 'B-MIGRATION-008' }).first('product_number')).product_number,
        next: (await trx.raw(`select nextval('product_number_seq')::integer as n`)).rows[0].n,
        clash: await trx('product_groups')
          .insert({ organization_id: b.currentOrganizationId, number: clash })
          .then(
            () => 'inserted',
            (err: { constraint?: string }) => err.constraint,
          ),
      };
      throw Object.assign(new Error('roll back'), { seen });
    });
    await expect(outcome).rejects.toMatchObject({
      seen: {
        first: 900_001,
        later: 900_002,
        order: 'P-900002',
        next: 900_003,
        clash: 'product_groups_number_unique',
      },
    });
    expect(await numberOf(first.versionGroupId)).toBe(Number(first.number.slice(2)));
  });
});
