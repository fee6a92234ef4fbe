import { addWeeks, formatCalendarDate, reservedPercent, weekNumber, weeksInIsoYear } from './weeks';

describe('weeks of the availability view', () => {
  it('knows the years of 53 weeks', () => {
    const long = Array.from({ length: 31 }, (_, i) => 2000 + i).filter((y) => weeksInIsoYear(y) === 53);
    expect(long).toEqual([2004, 2009, 2015, 2020, 2026]);
  });

  it('steps across year ends and 53-week years', () => {
    expect(addWeeks('2026-W48', 12)).toBe('2027-W07');
    expect(addWeeks('2026-W52', 1)).toBe('2026-W53');
    expect(addWeeks('2026-W53', 1)).toBe('2027-W01');
    expect(addWeeks('2027-W01', -1)).toBe('2026-W53');
    expect(addWeeks('2026-W05', -12)).toBe('2025-W45');
    expect(addWeeks('2026-W10', 0)).toBe('2026-W10');
  });

  it('names a week by its number and its Monday in the reader’s format', () => {
    expect(weekNumber('2026-W08')).toBe(8);
    expect(formatCalendarDate('2026-11-23', 'de')).toBe('23.11.26');
    expect(formatCalendarDate('2026-11-23', 'en')).toBe('11/23/26');
  });

  it('fills the bar by the reserved share of the capacity', () => {
    expect(reservedPercent({ capacity: 20, reserved: 5 })).toBe(25);
    expect(reservedPercent({ capacity: 3, reserved: 3 })).toBe(100);
    expect(reservedPercent({ capacity: 0, reserved: 0 })).toBe(100);
  });
});
