/**
 * Calendar days in Europe/Zurich, where Swiss VAT and due dates are counted (an invoice issued at 00:30 Zurich
 * time is dated that day, not the UTC day before). ISO dates `YYYY-MM-DD` compare as strings.
 */
const zurichDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const dateInZurich = (at: Date): string => zurichDate.format(at);

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `YYYY-MM` of a date: an order billing's period. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);
