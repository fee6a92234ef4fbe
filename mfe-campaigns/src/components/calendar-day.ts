import { formatDate } from '@cadeau/ui/format';
import type { Language } from '@cadeau/ui/i18n';

/**
 * A campaign's calendar day (`YYYY-MM-DD`, a day of Europe/Zurich) in the reader's date format. Read as a local
 * day, not as UTC midnight, which a browser west of Greenwich would show as the day before.
 */
export function formatCalendarDay(day: string | null, lang: Language): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!m) return '';
  return formatDate(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])), lang);
}
