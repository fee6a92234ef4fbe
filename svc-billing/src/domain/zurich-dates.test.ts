import { addDays, dateInZurich, monthOf } from './zurich-dates';

describe('dates in Zurich', () => {
  it('00:30 on 1 January 2027 in Zurich is still 31 December 2026 in UTC, and dated 2027-01-01', () => {
    expect(dateInZurich(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
  it('in summer (UTC+2) 22:30 UTC is the next day in Zurich', () => {
    expect(dateInZurich(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });
  it('7 days after 2026-12-28 is 2027-01-04 (LeadPaymentDays over the year end)', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });
  it('the period of 2026-11-29 is 2026-11', () => {
    expect(monthOf('2026-11-29')).toBe('2026-11');
  });
});
