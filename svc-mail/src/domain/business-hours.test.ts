import { isWithinBusinessHours, localMinutes } from './business-hours';

const zurich = { from: '07:00', to: '17:00', timeZone: 'Europe/Zurich' };

describe('business hours in Europe/Zurich', () => {
  it('reads local time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(localMinutes(new Date('2026-01-15T06:00:00Z'), 'Europe/Zurich')).toBe(7 * 60);
    expect(localMinutes(new Date('2026-07-15T05:00:00Z'), 'Europe/Zurich')).toBe(7 * 60);
  });

  it.each([
    ['2026-01-15T05:59:00Z', false], // 06:59 local
    ['2026-01-15T06:00:00Z', true], // 07:00 local, start inclusive
    ['2026-01-15T15:59:00Z', true], // 16:59
    ['2026-01-15T16:00:00Z', false], // 17:00, end exclusive
    ['2026-07-15T04:30:00Z', false], // 06:30 summer time
    ['2026-07-15T05:00:00Z', true], // 07:00 summer time
    ['2026-07-15T14:59:00Z', true], // 16:59 summer time
    ['2026-07-15T15:00:00Z', false], // 17:00 summer time
    ['2026-01-15T22:00:00Z', false], // 23:00
  ])('%s is within 07:00–17:00: %s', (iso, expected) => {
    expect(isWithinBusinessHours(new Date(iso), zurich)).toBe(expected);
  });

  it('supports windows across midnight and an empty window', () => {
    const night = { from: '22:00', to: '06:00', timeZone: 'Europe/Zurich' };
    expect(isWithinBusinessHours(new Date('2026-01-15T22:30:00Z'), night)).toBe(true); // 23:30
    expect(isWithinBusinessHours(new Date('2026-01-15T04:00:00Z'), night)).toBe(true); // 05:00
    expect(isWithinBusinessHours(new Date('2026-01-15T11:00:00Z'), night)).toBe(false); // 12:00
    expect(isWithinBusinessHours(new Date('2026-01-15T11:00:00Z'), { ...night, to: '22:00' })).toBe(false);
  });
});
