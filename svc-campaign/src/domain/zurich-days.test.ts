import { addDays, daysBetween } from './zurich-days';

describe('Zurich calendar days', () => {
  it('adds and counts days across month ends, leap days and daylight-saving changes', () => {
    expect(addDays('2030-03-30', 2)).toBe('2030-04-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    // The spring change in Zurich (2030-03-31) does not shorten a day.
    expect(daysBetween('2030-03-30', '2030-04-01')).toBe(2);
    expect(daysBetween('2030-10-26', '2030-10-28')).toBe(2);
    expect(daysBetween('2030-03-10', '2030-03-01')).toBe(-9);
  });
});
