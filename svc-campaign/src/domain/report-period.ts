import { emptyFunnelCounts, type FunnelCounts, type FunnelStep, type ReportGranularity } from '@cadeau/contracts';
import { addDays, daysBetween, isoWeekOf, mondayOf } from '@cadeau/contracts/values';

/** The period a report covers when the query names none: the last 90 days up to today (Zurich). */
export const DEFAULT_REPORT_DAYS = 90;

export interface ReportPeriod {
  from: string;
  to: string;
  granularity: ReportGranularity;
}

/** The period of a report query: the days given, or the default ending today (or 90 days from `from`). */
export function reportPeriodOf(
  q: { from?: string; to?: string; granularity: ReportGranularity },
  today: string,
): ReportPeriod {
  const to = q.to ?? (q.from ? minDay(addDays(q.from, DEFAULT_REPORT_DAYS - 1), today) : today);
  const from = q.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  return { from, to, granularity: q.granularity };
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/** The first day of the period a day falls in: itself, or the Monday of its ISO week. */
export function periodStart(day: string, granularity: ReportGranularity): string {
  return granularity === 'day' ? day : mondayOf(isoWeekOf(day));
}

/** Every period's first day from `from` to `to`, in order (a chart's x axis has no holes). */
export function periodStarts(period: ReportPeriod): string[] {
  const first = periodStart(period.from, period.granularity);
  const step = period.granularity === 'day' ? 1 : 7;
  const starts: string[] = [];
  for (let d = first; daysBetween(d, period.to) >= 0; d = addDays(d, step)) starts.push(d);
  return starts;
}

/**
 * The series of a report: every period of `period` with the counts that fell in it (days summed into their
 * week), zeros where nothing happened.
 */
export function funnelSeries(
  period: ReportPeriod,
  dayCounts: readonly { day: string; step: FunnelStep; count: number }[],
): { period: string; counts: FunnelCounts }[] {
  const byStart = new Map(periodStarts(period).map((start) => [start, emptyFunnelCounts()]));
  for (const { day, step, count } of dayCounts) {
    const counts = byStart.get(periodStart(day, period.granularity));
    if (counts) counts[step] += count;
  }
  return [...byStart].map(([start, counts]) => ({ period: start, counts }));
}

/** The sum of the counts per step. */
export function funnelTotals(dayCounts: readonly { step: FunnelStep; count: number }[]): FunnelCounts {
  const totals = emptyFunnelCounts();
  for (const { step, count } of dayCounts) totals[step] += count;
  return totals;
}

/** A campaign's course is shown per day up to this many days, per week beyond. */
export const CAMPAIGN_DAILY_DAYS = 62;

/**
 * The period of a campaign's own funnel course (its statistics): from its first touch (the approval) to today while
 * it runs, to its end (or a later touch, a late thank-you) once it has ended; per day, or per week when that is
 * longer than CAMPAIGN_DAILY_DAYS. Null before anything happened.
 */
export function campaignCoursePeriod(
  days: readonly string[],
  today: string,
  endDate: string | null = null,
): ReportPeriod | null {
  if (!days.length) return null;
  const from = days.reduce((a, b) => (a < b ? a : b));
  const last = days.reduce((a, b) => (a > b ? a : b));
  const until = endDate && endDate < today ? endDate : today;
  const to = last > until ? last : until;
  return { from, to, granularity: daysBetween(from, to) + 1 <= CAMPAIGN_DAILY_DAYS ? 'day' : 'week' };
}
