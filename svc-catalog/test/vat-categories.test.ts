import type { SaveVatCategoryBody, VatCategoryDetail } from '@cadeau/contracts';
import { vatCategoryById, vatRateOn } from '../src/db/vat-categories';
import { todayInZurich } from '@cadeau/contracts/values';
import { member, platformAdmin, startCatalog, type CatalogHarness } from './harness';

/**
 * VAT categories end to end on a real Postgres (issue 10, spec sections 3, 5, 7, 8): every rule of a save with
 * its message at its field, the default and shipping flags moving between categories (also under concurrent
 * saves), the rate in force today, the administrators' list, events and audit entries through the outbox.
 */
let catalog: CatalogHarness;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog.stop());

const admin = platformAdmin();
const seller = member();
const today = todayInZurich();
const year = Number(today.slice(0, 4));
const past = (n = 1) => `${year - n}-01-01`;
const future = (n = 1) => `${year + n}-01-01`;

const put = (body: unknown, as = admin) =>
  catalog
    .http()
    .put('/vat-category')
    .set(catalog.as(as))
    .send(body as object);
const get = (path: string, as = admin) => catalog.http().get(path).set(catalog.as(as));

let tag = 0;
/** A category body with its own names. */
function body(over: Partial<SaveVatCategoryBody> = {}): SaveVatCategoryBody {
  tag += 1;
  return {
    name: { de: `Satz ${tag}`, en: `Rate ${tag}` },
    isDefault: false,
    isShipping: false,
    rates: [{ rateBasisPoints: 250, validFrom: past(3) }],
    ...over,
  };
}
async function create(over: Partial<SaveVatCategoryBody> = {}): Promise<VatCategoryDetail> {
  const res = await put(body(over));
  expect(res.status).toBe(200);
  return res.body as VatCategoryDetail;
}
/** A save of a stored category with some fields changed, from the version it has now. */
function update(stored: VatCategoryDetail, over: Partial<SaveVatCategoryBody> = {}) {
  return put({
    id: stored.id,
    version: stored.version,
    name: stored.name,
    isDefault: stored.isDefault,
    isShipping: stored.isShipping,
    outsideScope: stored.outsideScope,
    rates: stored.rates,
    ...over,
  });
}
const issuesOf = (res: { status: number; body: { message?: string; issues?: unknown[] } }) => ({
  status: res.status,
  message: res.body.message,
  issues: res.body.issues,
});
async function flagHolders() {
  const all = (await get('/vat-category', seller)).body as VatCategoryDetail[];
  return {
    defaults: all.filter((c) => c.isDefault).map((c) => c.id),
    shipping: all.filter((c) => c.isShipping).map((c) => c.id),
  };
}
const eventsOf = (subject: string, since: number) =>
  catalog.knex('outbox').where({ subject }).where('seq', '>', since).orderBy('seq').pluck('payload') as Promise<
    Record<string, unknown>[]
  >;
const lastSeq = async () => Number((await catalog.knex('outbox').max('seq as seq').first())?.seq ?? 0);

let normal: VatCategoryDetail;

describe('the first category', () => {
  it('starts from no categories at all', async () => {
    expect((await get('/vat-category', seller)).body).toEqual([]);
  });

  it('takes the default and the shipping flag: there is always exactly one of each', async () => {
    normal = await create({
      name: { de: 'Normalsatz', en: 'Standard rate' },
      rates: [
        { rateBasisPoints: 810, validFrom: '2024-01-01' },
        { rateBasisPoints: 770, validFrom: '2018-01-01' },
      ],
    });
    expect(normal).toMatchObject({
      name: { de: 'Normalsatz', en: 'Standard rate' },
      isDefault: true,
      isShipping: true,
      outsideScope: false,
      version: 1,
      // Oldest first, whatever order they were sent in.
      rates: [
        { rateBasisPoints: 770, validFrom: '2018-01-01' },
        { rateBasisPoints: 810, validFrom: '2024-01-01' },
      ],
      rateInForce: { rateBasisPoints: 810, validFrom: '2024-01-01' },
    });
  });
});

describe('GET /vat-category and GET /vat-category/{categoryId}', () => {
  it('shows every signed-in user the categories with the rate in force today, and one with all its rates', async () => {
    const list = await get('/vat-category', seller);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(expect.objectContaining({ id: normal.id, rateInForce: normal.rateInForce }));
    const giver = member({ features: ['giver'] });
    const one = await get(`/vat-category/${normal.id}`, giver);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(normal);
  });

  it('answers an unknown or malformed id with 404 error.vatCategory.notFound', async () => {
    for (const id of ['7d1c6a6e-0000-4000-8000-000000000000', 'not-an-id', '%ZZ']) {
      const res = await get(`/vat-category/${id}`);
      expect({ id, status: res.status, message: res.body.message }).toEqual({
        id,
        status: 404,
        message: 'error.vatCategory.notFound',
      });
    }
  });

  it('finds the id in upper case too', async () => {
    expect((await get(`/vat-category/${normal.id.toUpperCase()}`)).body.id).toBe(normal.id);
  });

  it('does not count a rate dated in the future before its day', async () => {
    const res = await update(normal, { rates: [...normal.rates, { rateBasisPoints: 900, validFrom: future(5) }] });
    expect(res.status).toBe(200);
    expect(res.body.rateInForce).toEqual({ rateBasisPoints: 810, validFrom: '2024-01-01' });
    expect(res.body.rates).toHaveLength(3);
    normal = res.body;
  });
});

describe('the rules of a save, each answered at its field', () => {
  it('needs at least one rate', async () => {
    expect(issuesOf(await put(body({ rates: [] })))).toEqual({
      status: 400,
      message: 'zod.invalid',
      issues: [{ path: ['rates'], message: 'error.vatCategory.atLeastOneRate' }],
    });
  });

  it('needs at least one rate dated on or before today', async () => {
    expect(issuesOf(await put(body({ rates: [{ rateBasisPoints: 810, validFrom: future() }] })))).toEqual({
      status: 400,
      message: 'zod.invalid',
      issues: [{ path: ['rates'], message: 'error.vatCategory.atLeastOneRatePast' }],
    });
    // Nor may a save take the last past rate of a stored category away.
    const res = await update(normal, { rates: normal.rates.filter((r) => r.validFrom > today) });
    expect(issuesOf(res)).toEqual({
      status: 400,
      message: 'zod.invalid',
      issues: [{ path: ['rates'], message: 'error.vatCategory.atLeastOneRatePast' }],
    });
  });

  it('takes a rate dated today as in force', async () => {
    const res = await put(body({ rates: [{ rateBasisPoints: 260, validFrom: today }] }));
    expect(res.status).toBe(200);
    expect(res.body.rateInForce).toEqual({ rateBasisPoints: 260, validFrom: today });
  });

  it('refuses two rates on the same day at the second one', async () => {
    const rates = [
      { rateBasisPoints: 250, validFrom: past(2) },
      { rateBasisPoints: 260, validFrom: past(2) },
    ];
    expect(issuesOf(await put(body({ rates })))).toEqual({
      status: 400,
      message: 'zod.invalid',
      issues: [{ path: ['rates', 1, 'validFrom'], message: 'error.vatCategory.duplicateValidFrom' }],
    });
  });

  it('takes 0 to 10000 basis points as whole numbers only', async () => {
    for (const [rateBasisPoints, message] of [
      [-1, 'zod.tooSmall'],
      [10_001, 'zod.tooBig'],
      [8.1, 'zod.notNumber'],
      ['810', 'zod.notNumber'],
    ] as const) {
      const res = await put(body({ rates: [{ rateBasisPoints: rateBasisPoints as number, validFrom: past() }] }));
      expect({ rateBasisPoints, ...issuesOf(res) }).toEqual({
        rateBasisPoints,
        status: 400,
        message: 'zod.invalid',
        issues: [{ path: ['rates', 0, 'rateBasisPoints'], message }],
      });
    }
    expect((await put(body({ rates: [{ rateBasisPoints: 10_000, validFrom: past() }] }))).status).toBe(200);
    expect((await put(body({ rates: [{ rateBasisPoints: 0, validFrom: past() }] }))).status).toBe(200);
  });

  it('keeps a category outside the scope of VAT at 0 %', async () => {
    const res = await put(body({ outsideScope: true, rates: [{ rateBasisPoints: 250, validFrom: past() }] }));
    expect(issuesOf(res)).toEqual({
      status: 400,
      message: 'zod.invalid',
      issues: [{ path: ['rates', 0, 'rateBasisPoints'], message: 'error.vatCategory.outsideScopeRate' }],
    });
    const donation = await create({ outsideScope: true, rates: [{ rateBasisPoints: 0, validFrom: past() }] });
    expect(donation).toMatchObject({ outsideScope: true, rateInForce: { rateBasisPoints: 0 } });
  });

  it('cannot switch the default or the shipping flag off, and says so at each flag', async () => {
    expect(issuesOf(await update(normal, { isDefault: false, isShipping: false }))).toEqual({
      status: 400,
      message: 'zod.invalid',
      issues: [
        { path: ['isDefault'], message: 'error.vatCategory.cannotUnsetDefault' },
        { path: ['isShipping'], message: 'error.vatCategory.cannotUnsetShipping' },
      ],
    });
    expect((await get(`/vat-category/${normal.id}`)).body).toEqual(normal);
  });

  it('answers bad input with 400, never 500', async () => {
    const good = body();
    const bad: unknown[] = [
      { ...good, rates: [{ rateBasisPoints: 810, validFrom: '2026-02-30' }] },
      { ...good, rates: [{ rateBasisPoints: 810, validFrom: '24.11.2026' }] },
      { ...good, rates: [{ rateBasisPoints: 810, validFrom: '0000-01-01' }] },
      { ...good, rates: [{ rateBasisPoints: 810 }] },
      { ...good, rates: 'many' },
      {
        ...good,
        rates: Array.from({ length: 101 }, (_v, i) => ({ rateBasisPoints: 1, validFrom: `${1900 + i}-01-01` })),
      },
      { ...good, name: { de: '', en: 'x' } },
      { ...good, name: { de: 'x'.repeat(101), en: 'x' } },
      { ...good, name: undefined },
      { ...good, isDefault: 'yes' },
      { ...good, id: 'not-a-uuid', version: 1 },
      { ...good, id: normal.id },
      { ...good, id: normal.id, version: 0 },
      { ...good, name: { de: 'a\u0000b', en: 'x' } },
      [],
      'text',
    ];
    for (const sent of bad) {
      const res = await put(sent);
      expect({ sent, status: res.status, zod: String(res.body.message).startsWith('zod.') }).toEqual({
        sent,
        status: 400,
        zod: true,
      });
    }
    const missingVersion = await put({ ...good, id: normal.id });
    expect(missingVersion.body.issues).toEqual([{ path: ['version'], message: 'zod.required' }]);
    const raw = await catalog
      .http()
      .put('/vat-category')
      .set(catalog.as(admin))
      .set('content-type', 'application/json')
      .send('{"name":');
    expect(raw.status).toBe(400);
  });

  it('answers a save of an unknown category with 404', async () => {
    const res = await put({ ...body(), id: '7d1c6a6e-0000-4000-8000-000000000001', version: 1 });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 404,
      message: 'error.vatCategory.notFound',
    });
  });
});

describe('moving the default and the shipping flag', () => {
  it('takes the default from its holder when another category is made the default, shipping likewise', async () => {
    const since = await lastSeq();
    const reduced = await create({ name: { de: 'Reduziert', en: 'Reduced' }, isDefault: true });
    expect(reduced).toMatchObject({ isDefault: true, isShipping: false });
    expect(await flagHolders()).toEqual({ defaults: [reduced.id], shipping: [normal.id] });
    const before = normal;
    normal = (await get(`/vat-category/${normal.id}`)).body;
    expect(normal).toMatchObject({ isDefault: false, isShipping: true, version: before.version + 1 });
    // Both changed categories are announced and audited, in the transaction of the save.
    expect(await eventsOf('vatCategory.updated', since)).toEqual([
      { categoryId: normal.id },
      { categoryId: reduced.id },
    ]);
    expect(await eventsOf('audit.catalog.recorded', since)).toEqual([
      expect.objectContaining({
        action: 'update',
        entity: 'vatCategory',
        entityId: normal.id,
        userId: admin.userId,
        value: { isDefault: { from: true, to: false } },
      }),
      expect.objectContaining({
        action: 'insert',
        entity: 'vatCategory',
        entityId: reduced.id,
        organizationId: null,
        userId: admin.userId,
        value: expect.objectContaining({ name: { de: 'Reduziert', en: 'Reduced' }, isDefault: true }),
      }),
    ]);

    const moved = await update(reduced, { isShipping: true });
    expect(moved.status).toBe(200);
    expect(await flagHolders()).toEqual({ defaults: [reduced.id], shipping: [reduced.id] });

    // Back to the standard rate, which may then not switch them off again.
    normal = (await get(`/vat-category/${normal.id}`)).body;
    const back = await update(normal, { isDefault: true, isShipping: true });
    expect(back.status).toBe(200);
    normal = back.body;
    expect(await flagHolders()).toEqual({ defaults: [normal.id], shipping: [normal.id] });
  });

  it('leaves exactly one default and one shipping category after concurrent saves that each set both', async () => {
    const categories = await Promise.all(Array.from({ length: 4 }, () => create()));
    // Each save starts from a version nobody else writes, so only the lock decides who holds the flags last.
    const results = await Promise.all(categories.map((c) => update(c, { isDefault: true, isShipping: true })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const holders = await flagHolders();
    expect(holders.defaults).toHaveLength(1);
    expect(holders.shipping).toEqual(holders.defaults);
    expect(categories.map((c) => c.id)).toContain(holders.defaults[0]);

    // A flag taken away is a change of the category: an editor still showing it set must load it again.
    const stale = await update(normal, { isDefault: true, isShipping: true });
    expect({ status: stale.status, message: stale.body.message }).toEqual({
      status: 409,
      message: 'error.vatCategory.changedMeanwhile',
    });
    normal = (await get(`/vat-category/${normal.id}`)).body;
    expect(normal).toMatchObject({ isDefault: false, isShipping: false });
    normal = (await update(normal, { isDefault: true, isShipping: true })).body;
    expect(await flagHolders()).toEqual({ defaults: [normal.id], shipping: [normal.id] });
  });

  it('refuses a save over a newer one (optimistic concurrency) and changes nothing', async () => {
    const stale = normal;
    const first = await update(stale, { name: { de: 'Normal', en: 'Standard' } });
    expect(first.status).toBe(200);
    const second = await update(stale, { name: { de: 'Anders', en: 'Other' } });
    expect({ status: second.status, message: second.body.message }).toEqual({
      status: 409,
      message: 'error.vatCategory.changedMeanwhile',
    });
    normal = (await get(`/vat-category/${normal.id}`)).body;
    expect(normal.name).toEqual({ de: 'Normal', en: 'Standard' });
  });

  it('names the administrator behind an impersonation in the audit entry', async () => {
    const since = await lastSeq();
    const impersonator = '0b0e8c9e-6a39-4d55-9b3c-000000000042';
    const res = await update(normal, { name: { de: 'Normalsatz', en: 'Standard rate' } }).set(
      catalog.as({ ...admin, impersonatorId: impersonator }),
    );
    expect(res.status).toBe(200);
    normal = res.body;
    expect(await eventsOf('audit.catalog.recorded', since)).toEqual([
      expect.objectContaining({
        userId: impersonator,
        value: { name: { from: { de: 'Normal', en: 'Standard' }, to: { de: 'Normalsatz', en: 'Standard rate' } } },
      }),
    ]);
  });
});

describe('GET /vat-category/list (platform administrators)', () => {
  it('pages, sorts and filters on the server', async () => {
    const all = (await get('/vat-category', seller)).body as VatCategoryDetail[];
    const first = await get('/vat-category/list?pageSize=2&sort=nameEn');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: all.length });
    expect(first.body.items).toHaveLength(2);
    const second = await get('/vat-category/list?pageSize=2&page=2&sort=nameEn');
    const ids = [...first.body.items, ...second.body.items].map((c: VatCategoryDetail) => c.id);
    expect(new Set(ids).size).toBe(4);

    const byRate = await get(`/vat-category/list?pageSize=200&sort=rate&order=desc`);
    const rates = (byRate.body.items as VatCategoryDetail[]).map((c) => c.rateInForce?.rateBasisPoints ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));

    const defaults = await get('/vat-category/list?isDefault=true');
    expect(defaults.body.items.map((c: VatCategoryDetail) => c.id)).toEqual([normal.id]);
    const outside = await get('/vat-category/list?outsideScope=true');
    expect(outside.body.items.every((c: VatCategoryDetail) => c.outsideScope)).toBe(true);
    expect(outside.body.total).toBeGreaterThan(0);

    const searched = await get(`/vat-category/list?q=${encodeURIComponent('reduziert')}`);
    expect(searched.body.items.map((c: VatCategoryDetail) => c.name.de)).toEqual(['Reduziert']);
  });

  it('refuses an unknown sort column or filter value with 400', async () => {
    for (const query of ['sort=id', 'isDefault=maybe', 'page=0', 'pageSize=1000', 'order=up']) {
      const res = await get(`/vat-category/list?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
  });
});

describe('what products use: vatCategoryById and vatRateOn', () => {
  it('finds a category with all its rates, or nothing', async () => {
    expect(await vatCategoryById(catalog.knex, normal.id)).toEqual(normal);
    expect(await vatCategoryById(catalog.knex, '7d1c6a6e-0000-4000-8000-000000000002')).toBeUndefined();
    // On another date, the rate in force then.
    expect((await vatCategoryById(catalog.knex, normal.id, '2023-12-31'))?.rateInForce).toEqual({
      rateBasisPoints: 770,
      validFrom: '2018-01-01',
    });
  });

  it('gives the rate in force on a date: the latest not after it', async () => {
    expect(await vatRateOn(catalog.knex, normal.id, '2017-12-31')).toBeNull();
    expect(await vatRateOn(catalog.knex, normal.id, '2018-01-01')).toBe(770);
    expect(await vatRateOn(catalog.knex, normal.id, '2023-12-31')).toBe(770);
    expect(await vatRateOn(catalog.knex, normal.id, '2024-01-01')).toBe(810);
    expect(await vatRateOn(catalog.knex, normal.id, today)).toBe(810);
    expect(await vatRateOn(catalog.knex, normal.id, future(5))).toBe(900);
    expect(await vatRateOn(catalog.knex, '7d1c6a6e-0000-4000-8000-000000000002', today)).toBeNull();
  });
});

describe('GET /internal/vat/standard (issue 19: the rate svc-billing puts on its fees)', () => {
  it("answers the default category's dated rates, oldest first, to a signed service call only", async () => {
    const standard = await create({
      name: { de: 'Normalsatz intern', en: 'Standard internal' },
      isDefault: true,
      rates: [
        { rateBasisPoints: 810, validFrom: past(1) },
        { rateBasisPoints: 770, validFrom: past(5) },
      ],
    });
    const res = await catalog.internalCall('GET', '/internal/vat/standard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rates: standard.rates });
    expect(res.body.rates.map((r: { rateBasisPoints: number }) => r.rateBasisPoints)).toEqual([770, 810]);
    expect((await get('/internal/vat/standard')).status).toBe(403);
  });
});
