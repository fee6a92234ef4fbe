import { formatCalendarDate, reservedPercent, weekNumber } from './weeks';

describe('weeks of the availability view', () => {
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
