import { formatDate } from '@cadeau/ui/format';
import type { Language } from '@cadeau/ui/i18n';

/**
 * ISO weeks (`YYYY-Www`) as the product screen's weekly availability shows and pages them. The server names
 * the weeks and the current one (Zurich); the browser only steps from one to another (`addWeeks` of
 * `@cadeau/contracts/values`, the services' own arithmetic) and formats them.
 */

/** Weeks the product screen shows at once and pages by (the server's AVAILABILITY_VIEW_WEEKS default). */
export const WEEKS_SHOWN = 12;

/** The number of a week: 48 for `2026-W48` ("KW 48", "Week 48"). */
export const weekNumber = (week: string) => Number(week.slice(6, 8));

/**
 * A calendar date `YYYY-MM-DD` (a week's Monday) in the reader's format, read as that day wherever the browser
 * is: `new Date('2026-11-23')` would be UTC midnight, the 22nd in America.
 */
export function formatCalendarDate(date: string, lang: Language): string {
  const [y, m, d] = date.split('-').map(Number);
  return formatDate(new Date(y, m - 1, d), lang);
}

/** How full a week is, 0 to 100 (for the bar; the numbers beside it say the same in text). */
export function reservedPercent(week: { capacity: number; reserved: number }): number {
  if (week.capacity <= 0) return 100;
  return Math.min(100, Math.round((week.reserved / week.capacity) * 100));
}
