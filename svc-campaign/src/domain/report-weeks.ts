import { AVAILABILITY_REPORT_DEFAULT_WEEKS, AVAILABILITY_REPORT_MAX_WEEKS } from '@cadeau/contracts';
import { isoWeekOfDay } from './iso-week';
import { addDays } from './zurich-days';

/** The Monday (`YYYY-MM-DD`) of an ISO week `YYYY-Www`. */
export function mondayOfWeek(week: string): string {
  const [year, w] = [Number(week.slice(0, 4)), Number(week.slice(6))];
  // 4 January is always in week 1; its week's Monday, then whole weeks on.
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return addDays(new Date(jan4).toISOString().slice(0, 10), (w - 1) * 7 - weekday);
}

/** The week `n` weeks after `week`. */
export const addWeeks = (week: string, n: number): string => isoWeekOfDay(addDays(mondayOfWeek(week), n * 7));

/**
 * The weeks a report shows: the ones asked for, or this week and the seven after it; at most
 * AVAILABILITY_REPORT_MAX_WEEKS (a longer range is cut at its end).
 */
export function reportWeeksOf(q: { fromWeek?: string; toWeek?: string }, today: string): string[] {
  const from =
    q.fromWeek ?? (q.toWeek ? addWeeks(q.toWeek, -(AVAILABILITY_REPORT_DEFAULT_WEEKS - 1)) : isoWeekOfDay(today));
  const to = q.toWeek ?? addWeeks(from, AVAILABILITY_REPORT_DEFAULT_WEEKS - 1);
  const weeks: string[] = [];
  for (let w = from; w <= to && weeks.length < AVAILABILITY_REPORT_MAX_WEEKS; w = addWeeks(w, 1)) weeks.push(w);
  return weeks;
}
