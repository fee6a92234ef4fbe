import { planningTotalsOf, planningWeeksOf, productWeekOf } from './product-planning';
import { reportWeeksOf } from './report-weeks';

describe('report weeks', () => {
  it('shows this week and the seven after it by default, at most 26 weeks', () => {
    expect(reportWeeksOf({}, '2026-11-29')).toEqual([
      '2026-W48',
      '2026-W49',
      '2026-W50',
      '2026-W51',
      '2026-W52',
      '2026-W53',
      '2027-W01',
      '2027-W02',
    ]);
    expect(reportWeeksOf({ fromWeek: '2026-W01', toWeek: '2026-W52' }, '2026-11-29')).toHaveLength(26);
    expect(reportWeeksOf({ toWeek: '2026-W10' }, '2026-11-29')[0]).toBe('2026-W03');
  });
});

describe('a product week', () => {
  it("takes the week's own capacity once reserved in, else the product's weekly availability", () => {
    expect(productWeekOf('2026-W49', 20)).toEqual({
      week: '2026-W49',
      availability: 20,
      reserved: 0,
      ordered: 0,
      remaining: 20,
    });
    expect(productWeekOf('2026-W49', 20, { capacity: 25, reserved: 7, ordered: 5 })).toEqual({
      week: '2026-W49',
      availability: 25,
      reserved: 7,
      ordered: 5,
      remaining: 18,
    });
  });
});

describe('the campaign-product planning', () => {
  const weeks = ['2026-W49', '2026-W50', '2026-W51'];

  it("spreads a campaign's unredeemed codes over its products and remaining weeks, and flags a shortage", () => {
    // 60 codes, 2 products, running Monday 30 Nov to Sunday 13 Dec: two weeks → 15 a week for each product.
    const source = { groupIds: ['mug', 'book'], startDate: '2026-11-30', endDate: '2026-12-13', unredeemed: 60 };
    expect(planningWeeksOf('mug', weeks, [20, 10, 5], [source], '2026-11-29')).toEqual([
      { week: '2026-W49', remaining: 20, expected: 15, potential: 60, campaigns: 1, shortage: false },
      { week: '2026-W50', remaining: 10, expected: 15, potential: 60, campaigns: 1, shortage: true },
      { week: '2026-W51', remaining: 5, expected: 0, potential: 0, campaigns: 0, shortage: false },
    ]);
  });

  it('adds up several products: what remains and the expected demand, each campaign and its codes once', () => {
    // One campaign offers mug and book (60 codes), another only the book (10 codes), both over W49 and W50.
    const both = { groupIds: ['mug', 'book'], startDate: '2026-11-30', endDate: '2026-12-13', unredeemed: 60 };
    const bookOnly = { groupIds: ['book'], startDate: '2026-11-30', endDate: '2026-12-13', unredeemed: 10 };
    const today = '2026-11-29';
    const products = ['mug', 'book'].map((groupId) => ({
      groupId,
      weeks: planningWeeksOf(groupId, weeks, [20, 10, 5], [both, bookOnly], today),
    }));
    expect(planningTotalsOf(weeks, products, [both, bookOnly], today)).toEqual([
      // Expected: mug 15, book 15 + 5; the worst case is the 70 codes, not 60 + 70.
      { week: '2026-W49', remaining: 40, expected: 35, potential: 70, campaigns: 2, shortage: false },
      { week: '2026-W50', remaining: 20, expected: 35, potential: 70, campaigns: 2, shortage: true },
      { week: '2026-W51', remaining: 10, expected: 0, potential: 0, campaigns: 0, shortage: false },
    ]);
  });

  it('counts only the weeks from today on, and leaves out other products and campaigns without codes left', () => {
    // Started in W47, ends in W50, today is in W49: the 9 codes spread over W49 and W50 (4.5 → 5 each).
    const running = { groupIds: ['mug'], startDate: '2026-11-16', endDate: '2026-12-13', unredeemed: 9 };
    const done = { groupIds: ['mug'], startDate: '2026-11-16', endDate: '2026-12-31', unredeemed: 0 };
    const other = { groupIds: ['book'], startDate: '2026-11-16', endDate: '2026-12-31', unredeemed: 100 };
    const plan = planningWeeksOf('mug', weeks, [9, 9, 9], [running, done, other], '2026-12-02');
    expect(plan.map((w) => [w.week, w.expected, w.potential, w.campaigns])).toEqual([
      ['2026-W49', 5, 9, 1],
      ['2026-W50', 5, 9, 1],
      ['2026-W51', 0, 0, 0],
    ]);
  });
});
