import {
  campaignCoursePeriod,
  funnelSeries,
  funnelTotals,
  periodStart,
  periodStarts,
  reportPeriodOf,
} from './report-period';

describe('report periods', () => {
  it('defaults to the last 90 days up to today, or 90 days from the first day given', () => {
    expect(reportPeriodOf({ granularity: 'week' }, '2026-11-29')).toEqual({
      from: '2026-09-01',
      to: '2026-11-29',
      granularity: 'week',
    });
    expect(reportPeriodOf({ from: '2026-01-01', granularity: 'day' }, '2026-11-29')).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    // Never past today when only the start is given.
    expect(reportPeriodOf({ from: '2026-11-01', granularity: 'day' }, '2026-11-29').to).toBe('2026-11-29');
    expect(reportPeriodOf({ to: '2026-03-31', granularity: 'day' }, '2026-11-29').from).toBe('2026-01-01');
  });

  it('starts a week on its Monday, also across a year (ISO weeks)', () => {
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStart('2027-01-01', 'week')).toBe('2026-12-28');
    expect(periodStart('2025-12-31', 'week')).toBe('2025-12-29'); // 2026-W01 starts in December
    expect(periodStart('2027-01-03', 'week')).toBe('2026-12-28'); // the Sunday of 2026-W53
    expect(periodStart('2026-11-29', 'day')).toBe('2026-11-29');
  });

  it('lists every period of the range, without holes', () => {
    expect(periodStarts({ from: '2026-11-27', to: '2026-11-30', granularity: 'day' })).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(periodStarts({ from: '2026-11-27', to: '2026-12-08', granularity: 'week' })).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
  });

  it('sums days into their weeks and the steps into totals', () => {
    const days = [
      { day: '2026-11-23', step: 'sent' as const, count: 3 },
      { day: '2026-11-29', step: 'sent' as const, count: 2 },
      { day: '2026-11-30', step: 'opened' as const, count: 4 },
    ];
    const series = funnelSeries({ from: '2026-11-23', to: '2026-12-01', granularity: 'week' }, days);
    expect(series.map((p) => [p.period, p.counts.sent, p.counts.opened])).toEqual([
      ['2026-11-23', 5, 0],
      ['2026-11-30', 0, 4],
    ]);
    expect(funnelTotals(days)).toEqual({
      recipients: 0,
      sent: 5,
      delivered: 0,
      opened: 4,
      clicked: 0,
      redeemed: 0,
      thanked: 0,
    });
  });
});

describe("a campaign's own course", () => {
  it('runs from the first touch to today, per day up to 62 days, per week beyond', () => {
    expect(campaignCoursePeriod([], '2026-11-29')).toBeNull();
    expect(campaignCoursePeriod(['2026-11-20', '2026-11-02'], '2026-11-29')).toEqual({
      from: '2026-11-02',
      to: '2026-11-29',
      granularity: 'day',
    });
    expect(campaignCoursePeriod(['2026-09-29'], '2026-11-29')).toMatchObject({ granularity: 'day' });
    expect(campaignCoursePeriod(['2026-09-28'], '2026-11-29')).toMatchObject({ granularity: 'week' });
  });

  it('ends at the end of a campaign that has ended, or at a later touch', () => {
    expect(campaignCoursePeriod(['2026-09-01'], '2026-11-29', '2026-09-30')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
      granularity: 'day',
    });
    expect(campaignCoursePeriod(['2026-09-01', '2026-10-02'], '2026-11-29', '2026-09-30')?.to).toBe('2026-10-02');
    // Still running: to today.
    expect(campaignCoursePeriod(['2026-11-20'], '2026-11-29', '2026-12-31')?.to).toBe('2026-11-29');
  });
});
