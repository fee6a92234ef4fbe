import { addDays, daysBetween, isCalendarDay } from './calendar-days';

describe('calendar days', () => {
  it('adds and counts days across month ends, year ends, leap days and daylight-saving changes', () => {
    expect(addDays('2030-03-30', 2)).toBe('2030-04-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    // The spring change in Zurich (2030-03-31) does not shorten a day, nor the autumn change lengthen one.
    expect(daysBetween('2030-03-30', '2030-04-01')).toBe(2);
    expect(daysBetween('2030-10-26', '2030-10-28')).toBe(2);
    expect(daysBetween('2030-03-10', '2030-03-01')).toBe(-9);
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('knows a calendar day from text that is none, and refuses to count with one', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-6-1')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    expect(() => addDays('not a day', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-06-01', '2026-13-01')).toThrow(RangeError);
  });
});
