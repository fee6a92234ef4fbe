/**
 * Calendar days as the campaign holds them (`YYYY-MM-DD`, Europe/Zurich days; contracts campaign-core). Plain
 * arithmetic on UTC midnights, so no time zone or daylight-saving change moves a day. Today in Zurich, which the
 * lead time counts from, is `todayInZurich` of `@cadeau/contracts/values` (svc-campaign's own).
 */

const DAY_MS = 86_400_000;

function toUtc(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(t) ? null : t;
}

/** `day` plus `days` (negative goes back); '' for a value that is no day. */
export function addDays(day: string, days: number): string {
  const t = toUtc(day);
  return t === null ? '' : new Date(t + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (1 for two consecutive days); null when either is no day. */
export function daysBetween(from: string, to: string): number | null {
  const a = toUtc(from);
  const b = toUtc(to);
  return a === null || b === null ? null : Math.round((b - a) / DAY_MS);
}

/** A day as a Date at noon UTC, for formatDate (which shows the browser's local day of it). */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
