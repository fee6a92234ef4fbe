import { addDays, todayInZurich } from '@cadeau/contracts/values';

/**
 * Calendar days in Europe/Zurich, where Swiss VAT and due dates are counted (an invoice issued at 00:30 Zurich
 * time is dated that day, not the UTC day before). ISO dates `YYYY-MM-DD` compare as strings.
 */

/** The day of an instant in Zurich (`todayInZurich` of the contracts, read at `at`). */
export const dateInZurich = (at: Date): string => todayInZurich(at);

/** A due date's arithmetic is the contracts' calendar-day arithmetic. */
export { addDays };

/** `YYYY-MM` of a date: an order billing's period. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);
