import { act } from '@testing-library/react';
import { i18n } from '@cadeau/ui/i18n';
import {
  dayFieldText,
  dayOf,
  dayjs,
  dayjsOfDay,
  dayjsOfTime,
  dayjsOfWeek,
  instantOf,
  timeOf,
  weekFieldText,
  weekOf,
  weekOfText,
} from '@cadeau/ui/dates';

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

  it('reads and writes ISO weeks as YYYY-Www (Monday first, week 1 holds 4 January), across the year end', () => {
    expect(weekOf(dayjsOfDay('2026-12-03'))).toBe('2026-W49');
    expect(weekOf(dayjsOfDay('2026-12-31'))).toBe('2026-W53');
    expect(weekOf(dayjsOfDay('2027-01-01'))).toBe('2026-W53');
    expect(weekOf(dayjsOfDay('2024-12-30'))).toBe('2025-W01');
    expect(weekOf(null)).toBe('');
    expect(dayOf(dayjsOfWeek('2026-W49'))).toBe('2026-11-30');
    expect(dayOf(dayjsOfWeek('2025-W01'))).toBe('2024-12-30');
    for (const wrong of ['', '2027-W53', '2026-W00', '2026-49', null])
      expect([wrong, dayjsOfWeek(wrong)]).toEqual([wrong, null]);
    expect(dayjs('2027-01-01').isoWeek()).toBe(53);
    expect(dayjs('2027-01-01').isoWeekYear()).toBe(2026);
  });

  it('writes a week as its field shows it and reads it typed so', () => {
    expect(weekFieldText('2026-W49', 'de')).toBe('KW 49 2026');
    expect(weekFieldText('2026-W49', 'en')).toBe('Week 49 2026');
    expect(weekFieldText('2025-W01', 'de')).toBe('KW 1 2025');
    expect(weekFieldText('', 'en')).toBe('');
    for (const text of ['KW 49 2026', 'Week 49 2026', 'kw49 2026', '49 2026', '49/2026', '2026-W49', '2026W49'])
      expect([text, weekOfText(text)]).toEqual([text, '2026-W49']);
    for (const wrong of ['', 'KW 53 2027', '2026', 'Woche 49', '12/24/2026'])
      expect([wrong, weekOfText(wrong)]).toEqual([wrong, null]);
  });
});
