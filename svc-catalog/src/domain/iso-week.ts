import { addWeeks, isoWeekOf, todayInZurich } from '@cadeau/contracts/values';
import { errors } from '@cadeau/service-kit/errors';

/**
 * The weeks of a product's availability: ISO 8601 weeks `YYYY-Www` (their arithmetic is `@cadeau/contracts/values`,
 * the same for svc-campaign and the browser). A calendar date has no time zone; only "today" does, and that is the
 * date in Europe/Zurich, where the platform's sellers deliver.
 */

/** The ISO week it is now in Zurich. */
export const currentIsoWeek = (now: Date): string => isoWeekOf(todayInZurich(now));

/** Most weeks one listing may span (two years and a bit): keeps a page of weeks bounded. */
export const MAX_WEEKS_LISTED = 106;

/**
 * Every week from `from` to `to`, both included, in order; empty when `to` is before `from`. A span longer
 * than MAX_WEEKS_LISTED is the caller's mistake: 400 `error.validation`.
 */
export function weeksFromTo(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = from; week <= to; week = addWeeks(week, 1)) {
    if (weeks.length === MAX_WEEKS_LISTED) throw errors.badRequest();
    weeks.push(week);
  }
  return weeks;
}
