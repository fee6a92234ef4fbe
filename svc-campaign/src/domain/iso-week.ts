/**
 * The ISO 8601 week (`YYYY-Www`, Monday start, week 1 holds the year's first Thursday) of a Zurich calendar day
 * `YYYY-MM-DD`: the week a redemption reserves in. The same arithmetic as svc-catalog's domain/iso-week.ts, whose
 * reservations the key names (`voucher:<voucherId>:<productId>:<week>`).
 */
export function isoWeekOfDay(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  const thursday = ms + (3 - weekday) * 86_400_000;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}
