import { firstDayOfWeek, formatDate, formatDateTime } from '@cadeau/ui/format';

describe('date formats', () => {
  const d = new Date(2026, 11, 24, 18, 5); // local time

  it('de is dd.mm.yy with Monday first; en is mm/dd/yy with Sunday first', () => {
    expect(formatDate(d, 'de')).toBe('24.12.26');
    expect(formatDate(d, 'en')).toBe('12/24/26');
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(0);
  });

  it('adds the time: 24 h in de, 12 h in en', () => {
    expect(formatDateTime(d, 'de')).toBe('24.12.26 18:05');
    expect(formatDateTime(d, 'en')).toBe('12/24/26 6:05 PM');
    expect(formatDateTime(new Date(2026, 0, 2, 0, 7), 'en')).toBe('01/02/26 12:07 AM');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date', 'de')).toBe('');
  });
});
