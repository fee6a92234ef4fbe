import { AVAILABILITY_REPORT_DEFAULT_WEEKS, AVAILABILITY_REPORT_MAX_WEEKS } from '@cadeau/contracts';
import { addWeeks, isoWeekOf } from '@cadeau/contracts/values';

/**
 * The weeks a report shows: the ones asked for, or this week and the seven after it; at most
 * AVAILABILITY_REPORT_MAX_WEEKS (a longer range is cut at its end).
 */
export function reportWeeksOf(q: { fromWeek?: string; toWeek?: string }, today: string): string[] {
  const from =
    q.fromWeek ?? (q.toWeek ? addWeeks(q.toWeek, -(AVAILABILITY_REPORT_DEFAULT_WEEKS - 1)) : isoWeekOf(today));
  const to = q.toWeek ?? addWeeks(from, AVAILABILITY_REPORT_DEFAULT_WEEKS - 1);
  const weeks: string[] = [];
  for (let w = from; w <= to && weeks.length < AVAILABILITY_REPORT_MAX_WEEKS; w = addWeeks(w, 1)) weeks.push(w);
  return weeks;
}
