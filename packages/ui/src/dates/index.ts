// The page's one dayjs (issue 23: dates and times follow the page's language, date and time fields included).
// antd's DatePicker and TimePicker compute with dayjs; `dayjs` is a Module Federation singleton
// (packages/build-config/mf-shared.js), so the shell's pickers and every micro-frontend use this same instance:
// its German locale is registered once here, and it follows i18next's language. The fields keep their values as
// the ISO strings the forms and the server use (`YYYY-MM-DD`, `HH:mm`, an instant); only what is shown and typed
// follows the language.
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { currentLanguage, i18n, type Language } from '@cadeau/ui/i18n';

dayjs.locale(currentLanguage());
i18n.on('languageChanged', () => dayjs.locale(currentLanguage()));

export { dayjs, type Dayjs };

/**
 * How a date field shows and reads a day: de-CH 24.12.2026, en 12/24/2026 (the platform's en order, as
 * `formatDate` writes it; four-digit years in a field, so a typed year is never guessed).
 */
export const DAY_FORMAT: Record<Language, string> = { de: 'DD.MM.YYYY', en: 'MM/DD/YYYY' };

/** Also read when typed: single-digit days and months (1.3.2026, 3/1/2026). */
export const DAY_INPUT_FORMATS: Record<Language, string[]> = {
  de: [DAY_FORMAT.de, 'D.M.YYYY'],
  en: [DAY_FORMAT.en, 'M/D/YYYY'],
};

/** A time of day in both languages: 24 hours, no AM/PM (14:30). */
export const TIME_FORMAT = 'HH:mm';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `2026-12-24` → that day at local midnight; null for '' and for anything that is no such day. */
export function dayjsOfDay(day: string | null | undefined): Dayjs | null {
  const m = day ? ISO_DAY.exec(day) : null;
  if (!m) return null;
  const d = dayjs(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.format('YYYY-MM-DD') === day ? d : null;
}

/** A picked day → `2026-12-24` ('' for none). */
export function dayOf(d: Dayjs | null | undefined): string {
  return d && d.isValid() ? d.format('YYYY-MM-DD') : '';
}

/** `14:30` → today at 14:30 (a time picker needs a whole date); null for '' and anything else. */
export function dayjsOfTime(time: string | null | undefined): Dayjs | null {
  const m = time ? ISO_TIME.exec(time) : null;
  return m ? dayjs().hour(Number(m[1])).minute(Number(m[2])).second(0).millisecond(0) : null;
}

/** A picked time → `14:30` ('' for none). */
export function timeOf(d: Dayjs | null | undefined): string {
  return d && d.isValid() ? d.format(TIME_FORMAT) : '';
}

/** An instant (`2026-12-24T13:30:00.000Z`) → a dayjs in the browser's time zone; null for '' or no instant. */
export function dayjsOfInstant(instant: string | null | undefined): Dayjs | null {
  if (!instant) return null;
  const d = dayjs(instant);
  return d.isValid() ? d : null;
}

/** A picked date and time → the instant as ISO (`toISOString`, UTC); '' for none. */
export function instantOf(d: Dayjs | null | undefined): string {
  return d && d.isValid() ? d.toDate().toISOString() : '';
}

/** A day as its date field shows it: `2026-12-24` → 24.12.2026 (de), 12/24/2026 (en); '' for no day. */
export function dayFieldText(day: string, lang: Language): string {
  const d = dayjsOfDay(day);
  return d ? d.format(DAY_FORMAT[lang]) : '';
}
