import { act } from '@testing-library/react';
import { i18n } from '@cadeau/ui/i18n';
import { dayFieldText, dayOf, dayjs, dayjsOfDay, dayjsOfTime, instantOf, timeOf } from '@cadeau/ui/dates';

describe('@cadeau/ui/dates: the one dayjs and the ISO values of the date fields', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('follows the page language (German registered once, for the shell pickers and every app)', async () => {
    await act(() => i18n.changeLanguage('de'));
    expect(dayjs.locale()).toBe('de');
    expect(dayjs('2026-12-24').format('dddd, D. MMMM')).toBe('Donnerstag, 24. Dezember');
    await act(() => i18n.changeLanguage('en'));
    expect(dayjs.locale()).toBe('en');
  });

  it('reads and writes days as YYYY-MM-DD, local midnight, and nothing else', () => {
    expect(dayOf(dayjsOfDay('2026-12-24'))).toBe('2026-12-24');
    expect(dayjsOfDay('2026-12-24')!.hour()).toBe(0);
    for (const wrong of ['', '2026-02-30', '24.12.2026', '2026-1-2', null, undefined])
      expect([wrong, dayjsOfDay(wrong)]).toEqual([wrong, null]);
    expect(dayOf(null)).toBe('');
  });

  it('reads and writes times as HH:mm (24 hours)', () => {
    expect(timeOf(dayjsOfTime('14:30'))).toBe('14:30');
    expect(timeOf(dayjsOfTime('00:05'))).toBe('00:05');
    for (const wrong of ['', '24:00', '2:30 PM', '9:5']) expect([wrong, dayjsOfTime(wrong)]).toEqual([wrong, null]);
  });

  it('writes a day as its field shows it and an instant as ISO', () => {
    expect(dayFieldText('2026-12-24', 'de')).toBe('24.12.2026');
    expect(dayFieldText('2026-12-24', 'en')).toBe('12/24/2026');
    expect(dayFieldText('', 'de')).toBe('');
    expect(instantOf(dayjs('2026-12-24T14:30:00Z'))).toBe('2026-12-24T14:30:00.000Z');
    expect(instantOf(null)).toBe('');
  });
});
