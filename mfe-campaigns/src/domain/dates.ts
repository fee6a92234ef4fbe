/**
 * Calendar days as the campaign holds them (`YYYY-MM-DD`, Europe/Zurich days; contracts campaign-core). The
 * arithmetic is the contracts' (`@cadeau/contracts/values`); these answer '' or null for a field still being typed. Today in Zurich, which the
 * lead time counts from, is `todayInZurich` of `@cadeau/contracts/values` (svc-campaign's own).
 */

import {
  addDays as addCalendarDays,
  daysBetween as calendarDaysBetween,
  isCalendarDay,
} from '@cadeau/contracts/values';

/** `day` plus `days` (negative goes back); '' for a value that is no day (a field being typed). */
export function addDays(day: string, days: number): string {
  return isCalendarDay(day) ? addCalendarDays(day, days) : '';
}

/** Days from `from` to `to` (1 for two consecutive days); null when either is no day. */
export function daysBetween(from: string, to: string): number | null {
  return isCalendarDay(from) && isCalendarDay(to) ? calendarDaysBetween(from, to) : null;
}

/** A day as a Date at noon UTC, for formatDate (which shows the browser's local day of it). */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
