/**
 * Calendar days of Europe/Zurich as `YYYY-MM-DD` (campaign dates are days, not instants). Arithmetic on such
 * days is done in UTC, where every day has 24 hours, so daylight-saving changes never shift a day. Today's date
 * in Zurich is `todayInZurich` of `@cadeau/contracts/values`.
 */

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `n` days after `day` (before it for a negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(utcOf(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}
