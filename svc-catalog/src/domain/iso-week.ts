import { weeksInIsoYear } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

/**
 * ISO 8601 weeks (Monday start; week 1 holds the year's first Thursday, so 2026-12-31 and 2027-01-01 are both
 * in 2026-W53) on plain `YYYY-MM-DD` calendar dates. A calendar date has no time zone; only "today" does, and
 * that is the date in Europe/Zurich, where the platform's sellers deliver. Weeks are written `YYYY-Www`,
 * which sort as text in time order.
 */

const DAY_MS = 86_400_000;
const WEEK = /^(\d{4})-W(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export { weeksInIsoYear };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Milliseconds of the date's UTC midnight (UTC has no daylight saving, so days are 24 h apart). */
function utcMidnight(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`no such date: ${date}`);
  return ms;
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** 0 = Monday … 6 = Sunday. */
const weekdayOf = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7;

/** The ISO week of a calendar date: the week of its Thursday decides the year. */
export function isoWeekOf(date: string): string {
  const day = utcMidnight(date);
  const thursday = day + (3 - weekdayOf(day)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${pad(year, 4)}-W${pad(week)}`;
}

/** Year and number of an existing ISO week (`2027-W53` does not exist: 2027 has 52), else null. */
export function parseIsoWeek(text: string): { year: number; week: number } | null {
  const m = WEEK.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const week = Number(m[2]);
  return week >= 1 && week <= weeksInIsoYear(year) ? { year, week } : null;
}

/** The Monday (`YYYY-MM-DD`) of an ISO week: week 1's Monday is the one on or before 4 January. */
export function mondayOf(week: string): string {
  const parsed = parseIsoWeek(week);
  if (!parsed) throw new RangeError(`no such ISO week: ${week}`);
  const jan4 = Date.UTC(parsed.year, 0, 4);
  return dateOf(jan4 - weekdayOf(jan4) * DAY_MS + (parsed.week - 1) * 7 * DAY_MS);
}

/** The week `count` weeks after (or, negative, before) `week`, across year ends and 53-week years. */
export function addWeeks(week: string, count: number): string {
  return isoWeekOf(dateOf(utcMidnight(mondayOf(week)) + count * 7 * DAY_MS));
}

/** The calendar date of an instant in Europe/Zurich (23:30 UTC on 31 December is already 1 January there). */
export function zurichDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The ISO week it is now in Zurich. */
export const currentIsoWeek = (now: Date): string => isoWeekOf(zurichDate(now));

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
