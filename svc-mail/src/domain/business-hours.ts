export interface BusinessHours {
  /** `HH:MM`, inclusive. */
  from: string;
  /** `HH:MM`, exclusive; earlier than `from` means the window spans midnight. */
  to: string;
  /** IANA zone the hours are read in (Europe/Zurich: the platform is Swiss). */
  timeZone: string;
}

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes since local midnight of `instant` in `timeZone` (daylight saving time included). */
export function localMinutes(instant: Date, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value);
  return hour * 60 + minute;
}

/** Whether campaign mail may go out at `instant`. `from == to` means never (an empty window). */
export function isWithinBusinessHours(instant: Date, hours: BusinessHours): boolean {
  const now = localMinutes(instant, hours.timeZone);
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from <= to) return now >= from && now < to;
  return now >= from || now < to;
}
