// The page's one dayjs (issue 23: dates and times follow the page's language, date and time fields included).
// antd's DatePicker and TimePicker compute with dayjs; `dayjs` is a Module Federation singleton
// (packages/build-config/mf-shared.js), so the shell's pickers and every micro-frontend use this same instance:
// its German locale is registered once here, and it follows i18next's language. The fields keep their values as
// the ISO strings the forms and the server use (`YYYY-MM-DD`, `HH:mm`, an instant); only what is shown and typed
// follows the language.
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import { isoWeekOf, mondayOf, parseIsoWeek } from '@cadeau/contracts/values';
import { currentLanguage, i18n, type Language } from '@cadeau/ui/i18n';

// ISO weeks (`isoWeek()`, `isoWeekYear()` and the format tokens W and GGGG) for the week fields.
dayjs.extend(isoWeek);
dayjs.extend(advancedFormat);
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

/**
 * The dayjs locale a week calendar computes its weeks with: ISO 8601 in both languages (the week from Monday, week 1
 * the one holding 4 January). German is ISO already; English gets `en` with the ISO week (dayjs's `en` counts US
 * weeks from Sunday). antd's pickers name it by their locale's `locale`.
 */
export const ISO_WEEK_LOCALE: Record<Language, string> = { de: 'de', en: 'en-iso-week' };
// `yearStart` (the day of January that week 1 holds) is read by dayjs's weekOfYear plugin, not in ILocale's type.
const enIsoWeek = { ...dayjs.Ls.en!, name: ISO_WEEK_LOCALE.en, weekStart: 1, yearStart: 4 };
dayjs.locale(enIsoWeek, undefined, true);

/** How a week field shows an ISO week: KW 49 2026 (de), Week 49 2026 (en). */
export const WEEK_FORMAT: Record<Language, string> = { de: '[KW] W GGGG', en: '[Week] W GGGG' };

/** `2026-W49` → its Monday at local midnight; null for '' and anything that is no ISO week. */
export function dayjsOfWeek(week: string | null | undefined): Dayjs | null {
  return week && parseIsoWeek(week) ? dayjsOfDay(mondayOf(week)) : null;
}

/** A day picked in a week field → its ISO week, `2026-W49` ('' for none); 2027-01-01 is in 2026-W53. */
export function weekOf(d: Dayjs | null | undefined): string {
  return d && d.isValid() ? isoWeekOf(dayOf(d)) : '';
}

/**
 * A week as typed into a week field: `KW 49 2026`, `Week 49 2026`, `49 2026`, `49/2026` or `2026-W49` → `2026-W49`;
 * null for anything else, and for a week the year does not have (2027 has no week 53).
 */
export function weekOfText(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-?W(\d{1,2})$/i.exec(t);
  const shown = /^(?:KW|Week|W)?\s*(\d{1,2})[\s./,-]+(\d{4})$/i.exec(t);
  const [year, num] = iso ? [iso[1], iso[2]] : shown ? [shown[2], shown[1]] : [];
  if (!year || !num) return null;
  const week = `${year}-W${num.padStart(2, '0')}`;
  return parseIsoWeek(week) ? week : null;
}

/** A week as its week field shows it: `2026-W49` → KW 49 2026 (de), Week 49 2026 (en); '' for no week. */
export function weekFieldText(week: string, lang: Language): string {
  const d = dayjsOfWeek(week);
  return d ? d.format(WEEK_FORMAT[lang]) : '';
}
