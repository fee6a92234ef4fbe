/**
 * ISO 8601 weeks (Monday start; week 1 holds the year's first Thursday, so 2026-12-31 and 2027-01-01 are both
 * in 2026-W53) on plain `YYYY-MM-DD` calendar dates. A calendar date has no time zone; only "today" does, and
 * that is the date in Europe/Zurich (`todayInZurich`), where the platform's sellers deliver. Weeks are written
 * `YYYY-Www`, which sort as text in time order. svc-catalog keeps availability per week, svc-campaign reserves
 * in the week of a redemption (the reservation key names it) and the product screen pages by weeks: all with
 * this arithmetic.
 */

import { DAY_MS, dayOfUtc, utcMidnight } from './calendar-days';

const WEEK = /^(\d{4})-W(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Number of ISO weeks of an ISO year (52 or 53). A year has 53 weeks when it starts on a Thursday, or on a
 * Wednesday in a leap year: exactly the years whose 31 December, or whose 1 January, is a Thursday.
 * Pure arithmetic (no Date), so the browser and the services agree on every year.
 */
export function weeksInIsoYear(year: number): 52 | 53 {
  // Weekday of 31 December of `y` (0 = Sunday … 4 = Thursday), by the Gregorian leap-year cycle.
  const dec31 = (y: number) => (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400)) % 7;
  return dec31(year) === 4 || dec31(year - 1) === 3 ? 53 : 52;
}

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
  return dayOfUtc(jan4 - weekdayOf(jan4) * DAY_MS + (parsed.week - 1) * 7 * DAY_MS);
}

/** The week `count` weeks after (or, negative, before) `week`, across year ends and 53-week years. */
export function addWeeks(week: string, count: number): string {
  return isoWeekOf(dayOfUtc(utcMidnight(mondayOf(week)) + count * 7 * DAY_MS));
}
