import { todayInZurich } from '@cadeau/contracts/values';

/**
 * Calendar days in Europe/Zurich, where Swiss VAT and due dates are counted (an invoice issued at 00:30 Zurich
 * time is dated that day, not the UTC day before). ISO dates `YYYY-MM-DD` compare as strings.
 */

/** The day of an instant in Zurich (`todayInZurich` of the contracts, read at `at`). */
export const dateInZurich = (at: Date): string => todayInZurich(at);

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `YYYY-MM` of a date: an order billing's period. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);
