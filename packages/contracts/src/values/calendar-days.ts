/**
 * Calendar days written `YYYY-MM-DD` (campaign dates, Europe/Zurich days, and the days of ISO weeks). Arithmetic on
 * such days is done on UTC midnights, where every day has 24 hours, so no daylight-saving change in Zurich moves a
 * day. Today's day in Zurich is `todayInZurich`. Written once here for the services, the browser and the e2e suite.
 */

export const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the day's UTC midnight, or null for text that is no existing calendar day (`2026-02-30`). */
function utcMidnightOrNull(day: string): number | null {
  const m = DATE.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** Whether `text` is an existing calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(text: string): boolean {
  return utcMidnightOrNull(text) !== null;
}

/** Milliseconds of the day's UTC midnight; a RangeError for text that is no calendar day. */
export function utcMidnight(day: string): number {
  const ms = utcMidnightOrNull(day);
  if (ms === null) throw new RangeError(`not a YYYY-MM-DD calendar day: ${day}`);
  return ms;
}

/** The calendar day of a UTC instant in milliseconds. */
export const dayOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before it for a negative `n`). */
export function addDays(day: string, n: number): string {
  return dayOfUtc(utcMidnight(day) + n * DAY_MS);
}

/** Whole days from `from` to `to` (1 for two consecutive days, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}
