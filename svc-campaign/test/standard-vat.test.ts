import { randomUUID } from 'node:crypto';
import { until } from '@cadeau/service-kit/testing';
import { standardVat } from '@cadeau/service-kit/standard-vat';
import { startCatalogStandIn, type CatalogStandIn } from './catalog-standin';
import { giverAdmin, NOW } from './campaign-world';
import { SECRET, startCampaign, type CampaignHarness } from './harness';

/**
 * Issue 19: the deposit preview's VAT is svc-catalog's standard rate in force (`GET /internal/vat/standard`, the
 * rates svc-billing invoices with), asked through the real internal client of a loopback stand-in.
 */
let catalog: CatalogStandIn;
beforeAll(async () => {
  catalog = await startCatalogStandIn(SECRET);
});
afterAll(() => catalog?.stop());
afterEach(() => {
  catalog.down = false;
  catalog.vatRates = [
    { rateBasisPoints: 770, validFrom: '2018-01-01' },
    { rateBasisPoints: 810, validFrom: '2024-01-01' },
  ];
});

describe("the standard VAT rate of svc-catalog's default category", () => {
  it('is the rate in force on the day, kept a while and asked again when a category changed', async () => {
    let t = 0;
    const vat = standardVat({
      caller: 'svc-campaign',
      baseUrl: catalog.url,
      secret: SECRET,
      ttlMs: 1000,
      now: () => t,
    });
    expect(await vat.rateOn('2023-12-31')).toBe(770);
    expect(await vat.rateOn('2024-01-01')).toBe(810);
    catalog.vatRates = [...catalog.vatRates, { rateBasisPoints: 850, validFrom: '2030-01-01' }];
    // Kept: the change is not seen before the time is up or a category changed.
    expect(await vat.rateOn('2030-03-01')).toBe(810);
    vat.vatChanged();
    expect(await vat.rateOn('2030-03-01')).toBe(850);
    catalog.vatRates = [{ rateBasisPoints: 900, validFrom: '2030-01-01' }];
    t = 1000;
    expect(await vat.rateOn('2030-03-01')).toBe(900);
  });

  it('keeps the rates it knows while the catalog cannot be asked, and has none to guess without them', async () => {
    let t = 0;
    const vat = standardVat({
      caller: 'svc-campaign',
      baseUrl: catalog.url,
      secret: SECRET,
      ttlMs: 1000,
      retryAfterMs: 500,
      now: () => t,
    });
    expect(await vat.rateOn('2030-03-01')).toBe(810);
    catalog.down = true;
    t = 1000;
    expect(await vat.rateOn('2030-03-01')).toBe(810);
    catalog.down = false;
    catalog.vatRates = [{ rateBasisPoints: 900, validFrom: '2030-01-01' }];
    // Asked again only after retryAfterMs.
    t = 1200;
    expect(await vat.rateOn('2030-03-01')).toBe(810);
    t = 1500;
    expect(await vat.rateOn('2030-03-01')).toBe(900);

    const unreachable = standardVat({ caller: 'svc-campaign', baseUrl: 'http://127.0.0.1:9', secret: SECRET });
    expect(await unreachable.rateOn('2030-03-01')).toBeNull();
    // A catalog without a default category tells no rate: none is guessed either.
    catalog.vatRates = [];
    expect(
      await standardVat({ caller: 'svc-campaign', baseUrl: catalog.url, secret: SECRET }).rateOn('2030-03-01'),
    ).toBeNull();
  });

  it('asks once for concurrent details', async () => {
    let asked = 0;
    const vat = standardVat({
      caller: 'svc-campaign',
      baseUrl: catalog.url,
      secret: SECRET,
      transport: async (req) => {
        asked++;
        const res = await fetch(req.baseUrl + req.path, { method: req.method, headers: req.headers });
        return { status: res.status, text: await res.text() };
      },
    });
    expect(await Promise.all([vat.rateOn('2030-03-01'), vat.rateOn('2030-03-01'), vat.rateOn('2030-03-01')])).toEqual([
      810, 810, 810,
    ]);
    expect(asked).toBe(1);
  });
});

describe('the deposit preview of the campaign detail', () => {
  let h: CampaignHarness;
  beforeAll(async () => {
    h = await startCampaign({ catalogUrl: catalog.url, now: () => NOW });
    h.identity.settings['Payment.FeeGiver'] = 1;
  });
  afterAll(() => h?.stop());

  it('follows the rate in force, asked anew when svc-catalog tells a VAT category changed', async () => {
    const admin = giverAdmin(h.identity);
    const [{ id }] = await h
      .knex('campaigns')
      .insert({ organization_id: admin.currentOrganizationId, name: `VAT ${randomUUID()}`, budget_rappen: 1_000_000 })
      .returning('id');
    const preview = async () => (await h.http().get(`/campaign/${id}`).set(h.as(admin))).body.depositPreview;
    // CHF 10'000 budget, 1 % fee CHF 100, base fee CHF 100: VAT 8.1 % of CHF 200 = CHF 16.20.
    expect(await preview()).toEqual({
      budgetRappen: 1_000_000,
      feeRappen: 10_000,
      baseFeeRappen: 10_000,
      vatRappen: 1_620,
      vatRateBasisPoints: 810,
      totalRappen: 1_021_620,
    });
    catalog.vatRates = [...catalog.vatRates, { rateBasisPoints: 850, validFrom: '2030-01-01' }];
    h.service.kit.nats!.publish('vatCategory.updated', JSON.stringify({ data: { categoryId: randomUUID() } }));
    await until('the new rate in the preview', async () => (await preview())?.vatRateBasisPoints === 850);
    expect(await preview()).toMatchObject({ vatRappen: 1_700, totalRappen: 1_021_700 });
  });
});
