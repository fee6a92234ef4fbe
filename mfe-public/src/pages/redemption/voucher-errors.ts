import type { TFunction } from 'i18next';
import type { Language } from '@cadeau/ui/i18n';

/** Params of an error answer that are calendar days (`YYYY-MM-DD`, Zurich), shown in the page's date format. */
const DAY_PARAMS = new Set(['endDate', 'startDate']);

/**
 * A `YYYY-MM-DD` day as the spec shows dates (de 24.12.26, en 12/24/26). Read as that calendar day, not as UTC
 * midnight, which a browser west of Greenwich would show as the day before.
 */
export function formatDay(day: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const [, y, mo, d] = m;
  const yy = y!.slice(2);
  return lang === 'de' ? `${d}.${mo}.${yy}` : `${mo}/${d}/${yy}`;
}

/** The values an error text names, days formatted and lists joined. */
export function errorParams(params: Record<string, unknown> | undefined, lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) out[key] = value.join(', ');
    else if (typeof value === 'string' && DAY_PARAMS.has(key)) out[key] = formatDay(value, lang);
    else out[key] = String(value);
  }
  return out;
}

/** The message key of a failed call (`error.…`), or `error.network` / `error.unknown` as the shell maps them. */
export function errorKeyOf(err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  if (message.startsWith('error.')) return message;
  if (message.includes('Failed to fetch') || err instanceof TypeError) return 'error.network';
  return 'error.unknown';
}

/** The translated text of a failed call with the values its message names (spec section 8). */
export function errorText(err: unknown, t: TFunction, lang: Language): string {
  const params = (err as { params?: Record<string, unknown> } | null)?.params;
  return t(errorKeyOf(err), errorParams(params, lang));
}

/** The page's language as the offers' texts are keyed (`de` or `en`). */
export function languageOf(lng: string | undefined): Language {
  return lng?.startsWith('de') ? 'de' : 'en';
}
