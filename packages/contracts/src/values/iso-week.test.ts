import { addWeeks, isoWeekOf, mondayOf, parseIsoWeek, weeksInIsoYear } from './iso-week';

// The ISO week arithmetic of svc-catalog (availability), svc-campaign (the week a redemption reserves in, report
// weeks) and mfe-products (paging the weekly availability), each asserted before this one replaced their copies.
describe('isoWeekOf', () => {
  it('puts the days of a year end into the week of their Thursday', () => {
    // 2026 starts on a Thursday: it has 53 weeks, and the first days of 2027 still belong to 2026-W53.
    expect(isoWeekOf('2026-12-28')).toBe('2026-W53');
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    // …and the last days of a December can belong to week 1 of the next year.
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2019-12-31')).toBe('2020-W01');
  });

  it('starts weeks on Monday and ends them on Sunday', () => {
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48'); // Monday
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48'); // Sunday
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2030-03-04')).toBe('2030-W10'); // the week a redemption on that Monday reserves in
  });

  it('handles 53-week years such as 2020 and leap days', () => {
    expect(isoWeekOf('2020-12-31')).toBe('2020-W53');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(isoWeekOf('2024-02-29')).toBe('2024-W09');
  });

  it('refuses text that is no calendar date', () => {
    expect(() => isoWeekOf('2026-02-30')).toThrow(RangeError);
    expect(() => isoWeekOf('26-1-1')).toThrow(RangeError);
  });
});

describe('weeksInIsoYear', () => {
  it('gives 53 to years starting on a Thursday, or on a Wednesday in a leap year', () => {
    expect([2015, 2020, 2026, 2032, 2037].map(weeksInIsoYear)).toEqual([53, 53, 53, 53, 53]);
    expect([2019, 2021, 2024, 2025, 2027].map(weeksInIsoYear)).toEqual([52, 52, 52, 52, 52]);
  });

  it('knows the years of 53 weeks', () => {
    const long = Array.from({ length: 31 }, (_, i) => 2000 + i).filter((y) => weeksInIsoYear(y) === 53);
    expect(long).toEqual([2004, 2009, 2015, 2020, 2026]);
  });

  it('agrees with the week of 28 December (always in the last week) over four centuries', () => {
    for (let year = 2000; year < 2400; year++)
      expect(`${year} ${weeksInIsoYear(year)}`).toBe(`${year} ${Number(isoWeekOf(`${year}-12-28`).slice(6))}`);
  });
});

describe('parseIsoWeek and mondayOf', () => {
  it('accepts week 53 only in years that have one', () => {
    expect(parseIsoWeek('2020-W53')).toEqual({ year: 2020, week: 53 });
    expect(parseIsoWeek('2021-W53')).toBeNull();
    expect(parseIsoWeek('2026-W00')).toBeNull();
    expect(parseIsoWeek('2026-W5')).toBeNull();
    expect(() => mondayOf('2027-W53')).toThrow(RangeError);
  });

  it('gives the Monday of a week, also when it lies in the previous year', () => {
    expect(mondayOf('2020-W53')).toBe('2020-12-28');
    expect(mondayOf('2026-W53')).toBe('2026-12-28');
    expect(mondayOf('2025-W01')).toBe('2024-12-30');
    expect(mondayOf('2026-W01')).toBe('2025-12-29');
    expect(mondayOf('2026-W48')).toBe('2026-11-23');
  });

  it('is the inverse of isoWeekOf for every Monday of a decade', () => {
    for (let week = '2019-W01'; week < '2031-W01'; week = addWeeks(week, 1))
      expect(isoWeekOf(mondayOf(week))).toBe(week);
  });
});

describe('addWeeks', () => {
  it('crosses year ends, 53-week years included', () => {
    expect(addWeeks('2026-W52', 1)).toBe('2026-W53');
    expect(addWeeks('2026-W53', 1)).toBe('2027-W01');
    expect(addWeeks('2021-W01', -1)).toBe('2020-W53');
    expect(addWeeks('2027-W01', 52)).toBe('2028-W01');
    expect(addWeeks('2026-W52', 2)).toBe('2027-W01'); // 2026 has 53 weeks
    expect(addWeeks('2026-W48', 12)).toBe('2027-W07');
    expect(addWeeks('2027-W01', -1)).toBe('2026-W53');
    expect(addWeeks('2026-W05', -12)).toBe('2025-W45');
    expect(addWeeks('2026-W10', 0)).toBe('2026-W10');
  });
});
