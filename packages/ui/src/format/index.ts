// Dates as the spec shows them (DESIGN section 3): de dd.mm.yy with the week starting on Monday,
// en mm/dd/yy with the week starting on Sunday. Written by hand (not Intl) so the format is exact
// whatever the browser's own locale data says.

import { formatChf, formatChfAmount } from '@cadeau/contracts/values';
import { i18n, type Language } from '@cadeau/ui/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 24.12.26 (de) or 12/24/26 (en), in the browser's time zone; '' for an invalid value. */
export function formatDate(value: Date | string | number, lang: Language): string {
  const d = toDate(value);
  if (!d) return '';
  const dd = pad(d.getDate());
  const mm = pad(d.getMonth() + 1);
  const yy = pad(d.getFullYear() % 100);
  return lang === 'de' ? `${dd}.${mm}.${yy}` : `${mm}/${dd}/${yy}`;
}

/** 24.12.26 18:05 (de) or 12/24/26 6:05 PM (en). */
export function formatDateTime(value: Date | string | number, lang: Language): string {
  const d = toDate(value);
  if (!d) return '';
  const minutes = pad(d.getMinutes());
  if (lang === 'de') return `${formatDate(d, lang)} ${pad(d.getHours())}:${minutes}`;
  const h = d.getHours() % 12 || 12;
  return `${formatDate(d, lang)} ${h}:${minutes} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** 0 = Sunday, 1 = Monday (for calendars and date pickers). */
export function firstDayOfWeek(lang: Language): 0 | 1 {
  return lang === 'de' ? 1 : 0;
}

/** `CHF 1'234.50` and `1'234.50` of integer Rappen: the contracts' one text of an amount (pages, mails, PDFs). */
export { formatChf, formatChfAmount };

/**
 * Reads what a person typed in francs (1'234.50, 1234,50, 1 234, CHF 12.5) as integer Rappen; null when it is no
 * amount or has more than two decimals (1.234). Whole francs and Rappen are read as digit strings and added as
 * integers, never through a float (0.29 * 100 is 28.999999999999996).
 */
export function parseChfToRappen(text: string): number | null {
  const cleaned = text
    .replace(/CHF/i, '')
    .replace(/['’\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, francs, cents = ''] = match;
  const rappen = Number(francs) * 100 + Number(cents.padEnd(2, '0'));
  if (!Number.isSafeInteger(rappen)) return null;
  return sign && rappen ? -rappen : rappen;
}

export { addressCountries, countryChoices, formatCountry, formatLegalForm, personName, type PersonName } from './names';

/**
 * A percentage held in basis points (a VAT rate: 810 = 8.1 %) as the page's language writes the number, trailing
 * zeros dropped: 8,1 (de) or 8.1 (en); 800 → 8, 25 → 0,25 / 0.25. Whole numbers only (no float: 8.1 × 100 is not
 * 810); the texts put " %" after it. Issue 23: never "8.1 %" beside "8,1 %" on a German page.
 */
export function formatBasisPoints(basisPoints: number, lang: Language): string {
  const bp = Math.round(basisPoints);
  const abs = Math.abs(bp);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const whole = `${bp < 0 ? '-' : ''}${Math.floor(abs / 100)}`;
  return fraction ? `${whole}${lang === 'de' ? ',' : '.'}${fraction}` : whole;
}

/** A percentage with at most two decimals (a fee of 2.5 %) as the language writes it: 2,5 (de), 2.5 (en). */
export function formatPercent(percent: number, lang: Language): string {
  return formatBasisPoints(Math.round(percent * 100), lang);
}

/** A count of the reports with the language's grouping (de-CH: 12'345, en: 12,345). */
export function formatCount(n: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-CH' : 'en-GB').format(n);
}

/**
 * Money in a text (`{{minRappen, chf}}`, issue 23: a broken limit names its amount): Rappen as CHF with Swiss
 * formatting, the same in both languages; an amount a caller formatted already stays as it is. Registered here, not
 * in the i18n module: that one is eager in the shell's first chunk (Module Federation), and an eager module may not
 * import a shared one that is not (the public pages went blank); every page that shows money loads this module.
 */
i18n.services.formatter?.add('chf', (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value))
    ? formatChf(Number(value))
    : String(value),
);
