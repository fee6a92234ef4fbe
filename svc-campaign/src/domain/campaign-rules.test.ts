import { ErrorKeys } from '@cadeau/contracts';
import {
  budgetIssues,
  durationDays,
  feeRappen,
  leadTimeDays,
  maxPriceRappen,
  productIssues,
  releaseBlockers,
  ruleIssues,
  saveRefusals,
  timespanIssues,
  type CampaignFields,
  type ProductFact,
  type RuleContext,
} from './campaign-rules';
import { campaignSettingsOf, type CampaignSettings } from './campaign-settings';

const settings: CampaignSettings = {
  leadTimeDays: 7,
  minDurationDays: 7,
  maxDurationDays: 30,
  minBudgetRappen: 100_000,
  maxPhysicalProducts: 2,
  feeGiverPercent: 0.1,
  baseFeeGiverRappen: 10_000,
};
const TODAY = '2030-03-01';

const product = (id: string, fields: Partial<ProductFact> = {}): ProductFact => ({
  id,
  status: 'approved',
  type: 'physical',
  grossPriceRappen: 2500,
  shippingRappen: 700,
  ...fields,
});
const catalog = (...products: ProductFact[]) => new Map(products.map((p) => [p.id, p]));

const fields = (f: Partial<CampaignFields> = {}): CampaignFields => ({
  type: 'automatic',
  startDate: '2030-03-10',
  endDate: '2030-03-24',
  budgetRappen: 200_000,
  productIds: ['a'],
  ...f,
});
const ctx = (c: Partial<RuleContext> = {}): RuleContext => ({
  today: TODAY,
  settings,
  products: catalog(product('a')),
  recipientCount: 10,
  ...c,
});
const keys = (issues: { key: string }[]) => issues.map((i) => i.key);

describe('computed values', () => {
  it('duration and lead time in days, null without the dates', () => {
    expect(durationDays(fields())).toBe(14);
    expect(durationDays(fields({ endDate: null }))).toBeNull();
    expect(leadTimeDays(fields(), TODAY)).toBe(9);
    expect(leadTimeDays(fields({ startDate: null }), TODAY)).toBeNull();
  });

  it('maxPrice: recipients × the dearest selected product with its shipping; unknown products count nothing', () => {
    const products = catalog(product('a'), product('b', { grossPriceRappen: 4000, shippingRappen: 900 }));
    expect(maxPriceRappen(fields({ productIds: ['a', 'b', 'gone'] }), products, 3)).toBe(3 * 4900);
    expect(maxPriceRappen(fields({ productIds: [] }), products, 3)).toBe(0);
    expect(maxPriceRappen(fields({ productIds: ['a'] }), products, 0)).toBe(0);
  });

  it('the giver fee: percent with two decimals of the budget, rounded half up to the Rappen, no float drift', () => {
    expect(feeRappen(100_000, 0.1)).toBe(100);
    expect(feeRappen(123_457, 2.5)).toBe(3086);
    expect(feeRappen(150, 0.1)).toBe(0);
    expect(feeRappen(500, 0.1)).toBe(1);
    expect(feeRappen(100_000, 0.29)).toBe(290);
    expect(feeRappen(null, 0.1)).toBe(0);
    expect(feeRappen(10_000_000_000, 100)).toBe(10_000_000_000);
  });

  it('reads the settings in force, a missing or malformed one at its default (spec section 9)', () => {
    expect(campaignSettingsOf({ 'Campaign.LeadTimeDays': 3, 'Payment.FeeGiver': 'x' })).toEqual({
      ...settings,
      leadTimeDays: 3,
    });
  });
});

describe('the rules, each with its own key', () => {
  it('a timespan within the rules has no issue', () => {
    expect(ruleIssues(fields(), ctx())).toEqual([]);
  });

  it('start and end not in the past', () => {
    const issues = timespanIssues(fields({ startDate: '2030-02-28', endDate: '2030-02-28' }), ctx());
    expect(issues.filter((i) => i.key === ErrorKeys.campaign.dateInPast).map((i) => i.path)).toEqual([
      ['startDate'],
      ['endDate'],
    ]);
  });

  it('start at least LeadTimeDays ahead (today + 7 passes, + 6 does not)', () => {
    expect(timespanIssues(fields({ startDate: '2030-03-08', endDate: '2030-03-20' }), ctx())).toEqual([]);
    expect(timespanIssues(fields({ startDate: '2030-03-07', endDate: '2030-03-20' }), ctx())).toEqual([
      { key: ErrorKeys.campaign.leadTimeTooShort, path: ['startDate'], section: 'timespan', params: { days: 7 } },
    ]);
  });

  it('end between start + MinDurationDays and start + MaxDurationDays, and never before the start', () => {
    const at = (endDate: string) => keys(timespanIssues(fields({ endDate }), ctx()));
    expect(at('2030-03-17')).toEqual([]);
    expect(at('2030-03-16')).toEqual([ErrorKeys.campaign.durationTooShort]);
    expect(at('2030-04-09')).toEqual([]);
    expect(at('2030-04-10')).toEqual([ErrorKeys.campaign.durationTooLong]);
    expect(at('2030-03-09')).toEqual([ErrorKeys.campaign.endBeforeStart]);
  });

  it('budget at least MinBudget, and exceeded when maxPrice is above it', () => {
    expect(budgetIssues(fields({ budgetRappen: 100_000 }), ctx())).toEqual([]);
    expect(budgetIssues(fields({ budgetRappen: 99_999 }), ctx())).toEqual([
      {
        key: ErrorKeys.campaign.budgetTooLow,
        path: ['budgetRappen'],
        section: 'budget',
        params: { minRappen: 100_000 },
      },
    ]);
    // 40 recipients × CHF 32.00 = CHF 1280.00 > CHF 1200.00.
    expect(budgetIssues(fields({ budgetRappen: 120_000 }), ctx({ recipientCount: 40 }))).toEqual([
      {
        key: ErrorKeys.campaign.budgetExceeded,
        path: ['budgetRappen'],
        section: 'budget',
        params: { maxPriceRappen: 128_000 },
      },
    ]);
    expect(budgetIssues(fields({ budgetRappen: 128_000 }), ctx({ recipientCount: 40 }))).toEqual([]);
    expect(budgetIssues(fields({ budgetRappen: null }), ctx())).toEqual([]);
  });

  it('every product known and approved, at most MaxPhysicalProducts physical ones (digital ones on top)', () => {
    const products = catalog(
      product('a'),
      product('b'),
      product('c'),
      product('d', { type: 'digital' }),
      product('p', { status: 'paused' }),
      product('q', { status: 'pending' }),
      product('r', { status: 'draft' }),
    );
    expect(productIssues(fields({ productIds: ['a', 'b', 'd'] }), ctx({ products }))).toEqual([]);
    expect(productIssues(fields({ productIds: ['a', 'b', 'c'] }), ctx({ products }))).toEqual([
      {
        key: ErrorKeys.campaign.tooManyPhysicalProducts,
        path: ['productIds'],
        section: 'products',
        params: { max: 2 },
      },
    ]);
    expect(productIssues(fields({ productIds: ['x', 'p'] }), ctx({ products })).map((i) => [i.key, i.path])).toEqual([
      [ErrorKeys.product.notFound, ['productIds', 0]],
      [ErrorKeys.product.invalidProducts, ['productIds', 1]],
    ]);
    // Another seller's product in review or draft answers as an unknown id: its existence is not the giver's to learn.
    expect(productIssues(fields({ productIds: ['q', 'r'] }), ctx({ products })).map((i) => [i.key, i.path])).toEqual([
      [ErrorKeys.product.notFound, ['productIds', 0]],
      [ErrorKeys.product.notFound, ['productIds', 1]],
    ]);
  });
});

describe('which violations refuse a save (ADR 0016)', () => {
  const judge = (before: CampaignFields, after: CampaignFields, c = ctx()) =>
    keys(saveRefusals(before, after, ruleIssues(after, c), c.products));

  it('refuses what the save brings in: a past date, end before start, budget below the minimum', () => {
    const before = fields({ startDate: null, endDate: null, budgetRappen: null });
    expect(judge(before, fields({ startDate: '2030-02-27', endDate: null, budgetRappen: null }))).toEqual([
      ErrorKeys.campaign.dateInPast,
    ]);
    expect(judge(before, fields({ endDate: '2030-03-09', budgetRappen: null }))).toEqual([
      ErrorKeys.campaign.endBeforeStart,
    ]);
    expect(judge(before, fields({ startDate: null, endDate: null, budgetRappen: 5 }))).toEqual([
      ErrorKeys.campaign.budgetTooLow,
    ]);
  });

  it('lets a half-finished draft save: lead time, duration and budget exceeded are reported, not refused', () => {
    const before = fields({ startDate: null, endDate: null });
    const after = fields({ startDate: '2030-03-02', endDate: '2030-03-04' });
    expect(judge(before, after, ctx({ recipientCount: 1000 }))).toEqual([]);
    expect(keys(ruleIssues(after, ctx({ recipientCount: 1000 })))).toEqual([
      ErrorKeys.campaign.leadTimeTooShort,
      ErrorKeys.campaign.durationTooShort,
      ErrorKeys.campaign.budgetExceeded,
    ]);
  });

  it('does not refuse a save for what it did not change: a start date that passed, a budget under a raised minimum', () => {
    const stored = fields({ startDate: '2030-02-20', endDate: '2030-03-24', budgetRappen: 50_000 });
    expect(judge(stored, { ...stored, type: 'manual' })).toEqual([]);
  });

  it('refuses a newly picked unknown or unapproved product, never one that lost its approval after it was picked', () => {
    const products = catalog(product('a', { status: 'paused' }), product('b', { status: 'blocked' }));
    const c = ctx({ products });
    expect(judge(fields({ productIds: ['a'] }), fields({ productIds: ['a'], budgetRappen: 300_000 }), c)).toEqual([]);
    expect(judge(fields({ productIds: ['a'] }), fields({ productIds: ['a', 'b', 'z'] }), c)).toEqual([
      ErrorKeys.product.invalidProducts,
      ErrorKeys.product.notFound,
    ]);
  });

  it('refuses picking another physical product beyond the maximum, not removing some while still above it', () => {
    const products = catalog(product('a'), product('b'), product('c'), product('d'));
    const c = ctx({ products });
    expect(judge(fields({ productIds: ['a', 'b'] }), fields({ productIds: ['a', 'b', 'c'] }), c)).toEqual([
      ErrorKeys.campaign.tooManyPhysicalProducts,
    ]);
    expect(judge(fields({ productIds: ['a', 'b', 'c', 'd'] }), fields({ productIds: ['a', 'b', 'c'] }), c)).toEqual([]);
  });
});

describe('release blockers (spec section 5)', () => {
  const none = { invoiceAddressComplete: true, recipientBlockers: [], designBlockerKeys: [] };

  it('none for a complete campaign', () => {
    expect(releaseBlockers(fields(), [], none)).toEqual([]);
  });

  it('lists every blocker once, each with the section that fixes it', () => {
    const f = fields({ startDate: null, budgetRappen: null, productIds: [] });
    const blockers = releaseBlockers(f, ruleIssues(f, ctx()), {
      invoiceAddressComplete: false,
      recipientBlockers: [
        { key: ErrorKeys.campaign.invalidRecipientEmails, section: 'recipients', params: { count: 2 } },
      ],
      designBlockerKeys: [ErrorKeys.campaign.noGreetingText, ErrorKeys.campaign.noMailDesign],
    });
    expect(blockers).toEqual([
      { key: ErrorKeys.campaign.invoiceAddressIncomplete, section: 'invoiceAddress' },
      { key: ErrorKeys.campaign.noTimespan, section: 'timespan' },
      { key: ErrorKeys.campaign.noProducts, section: 'products' },
      { key: ErrorKeys.campaign.invalidRecipientEmails, section: 'recipients', params: { count: 2 } },
      { key: ErrorKeys.campaign.noGreetingText, section: 'greetingDesign' },
      { key: ErrorKeys.campaign.noMailDesign, section: 'mailDesign' },
      { key: ErrorKeys.campaign.noBudget, section: 'budget' },
    ]);
  });

  it('adds every rule violation as a blocker, the same key once per section', () => {
    const f = fields({ startDate: '2030-02-27', endDate: '2030-02-28' });
    expect(releaseBlockers(f, ruleIssues(f, ctx()), none)).toEqual([
      { key: ErrorKeys.campaign.dateInPast, section: 'timespan' },
      { key: ErrorKeys.campaign.durationTooShort, section: 'timespan', params: { days: 7 } },
    ]);
  });

  it('leaves the invoice address out while svc-identity could not be asked (null)', () => {
    expect(releaseBlockers(fields(), [], { ...none, invoiceAddressComplete: null })).toEqual([]);
  });
});
