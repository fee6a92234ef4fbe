import { addWeeks } from '@cadeau/contracts/values';
import { DomainError } from '@cadeau/service-kit/errors';
import { currentIsoWeek, MAX_WEEKS_LISTED, weeksFromTo } from './iso-week';

// The week arithmetic itself (isoWeekOf, mondayOf, addWeeks, weeksInIsoYear) and today in Zurich are tested where
// they are written, in @cadeau/contracts/values.
describe('weeksFromTo', () => {
  it('lists the weeks of a span in order, both ends included', () => {
    expect(weeksFromTo('2026-W52', '2027-W02')).toEqual(['2026-W52', '2026-W53', '2027-W01', '2027-W02']);
    expect(weeksFromTo('2026-W10', '2026-W10')).toEqual(['2026-W10']);
    expect(weeksFromTo('2026-W10', '2026-W09')).toEqual([]);
  });

  it('refuses a span longer than a listing may hold', () => {
    expect(weeksFromTo('2026-W01', addWeeks('2026-W01', MAX_WEEKS_LISTED - 1))).toHaveLength(MAX_WEEKS_LISTED);
    expect(() => weeksFromTo('2026-W01', addWeeks('2026-W01', MAX_WEEKS_LISTED))).toThrow(DomainError);
  });
});

describe('currentIsoWeek', () => {
  it('takes the week of the date in Zurich, not in UTC', () => {
    // Summer (UTC+2): 22:30 UTC on Sunday 2026-06-28 is already Monday in Zurich, the next week.
    expect(currentIsoWeek(new Date('2026-06-28T21:30:00Z'))).toBe('2026-W26');
    expect(currentIsoWeek(new Date('2026-06-28T22:30:00Z'))).toBe('2026-W27');
    // Sunday 2027-01-03 23:30 Zurich time is 22:30 UTC: week 53 of 2026; half an hour later week 1 of 2027.
    expect(currentIsoWeek(new Date('2027-01-03T22:30:00Z'))).toBe('2026-W53');
    expect(currentIsoWeek(new Date('2027-01-03T23:00:00Z'))).toBe('2027-W01');
  });
});
