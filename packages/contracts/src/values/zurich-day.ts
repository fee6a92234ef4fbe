/** Made on first use: a module of plain values creates nothing while it loads (`sideEffects: false`). */
let zurichDays: Intl.DateTimeFormat | undefined;

/**
 * Today as a calendar day of Europe/Zurich, `YYYY-MM-DD` (or the day of the instant `now` there): campaign dates
 * are such days (not instants), and Swiss VAT follows the date of the service there, so a rate dated 2024-01-01 is
 * in force from midnight in Zurich, not from midnight UTC. The browser counts a campaign's lead time from it as
 * svc-campaign does.
 */
export function todayInZurich(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD; the time zone data comes with Node's full ICU and with every browser.
  zurichDays ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return zurichDays.format(now);
}
