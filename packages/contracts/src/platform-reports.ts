import { z } from 'zod';
import { isoDate } from './campaign-core';
import { ErrorKeys } from './errors';
import { REPORT_MAX_DAYS, reportGranularities } from './funnel';
import { funnelCountsSchema, funnelPeriodSchema } from './funnel-schemas';
import { MAX_PAGE_SIZE, pageOf } from './pagination';
import { daysBetween, isCalendarDay } from './values/calendar-days';

export * from './funnel';
export * from './funnel-schemas';

/**
 * The platform's reports (spec section 7 "Platform", issue 20, ADR 0031). svc-campaign answers them from read
 * models it keeps itself; they are for platform administrators, except a giver's own campaign statistics.
 */

const periodQuery = {
  /** First and last day, `YYYY-MM-DD` (Zurich). Default: the last 90 days up to today. */
  from: isoDate().optional(),
  to: isoDate().optional(),
  granularity: z.enum(reportGranularities).default('week'),
};
/** A report's period runs forwards and spans fewer than REPORT_MAX_DAYS days (the reports and the statistics). */
export const refineReportPeriod = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!q.from || !q.to || !isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: ErrorKeys.report.periodReversed });
  if (daysBetween(q.from, q.to) >= REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: ErrorKeys.report.periodTooLong });
};

export const funnelSortKeys = ['recipients', 'redeemed', 'name'] as const;
/** GET /platform/reports/engagement-funnel: filter by giver, campaign and period; the campaigns' table pages. */
export const engagementFunnelQuery = z
  .object({
    ...periodQuery,
    organizationId: z.uuid().toLowerCase().optional(),
    campaignId: z.uuid().toLowerCase().optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    sort: z.enum(funnelSortKeys).default('recipients'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .superRefine(refineReportPeriod);
export type EngagementFunnelQuery = z.input<typeof engagementFunnelQuery>;

export const funnelCampaignSchema = z.object({
  campaignId: z.uuid(),
  name: z.string(),
  organizationId: z.uuid(),
  organizationName: z.string().nullable(),
  counts: funnelCountsSchema,
  /** Its recipients up to the period's end (the rates' base: `funnelRatesPerMille(counts, recipientsToDate)`). */
  recipientsToDate: z.number().int(),
});
export type FunnelCampaign = z.infer<typeof funnelCampaignSchema>;

export const engagementFunnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(reportGranularities),
  totals: funnelCountsSchema,
  /** The filter's recipients up to the period's end: the base of the totals' rates. */
  recipientsToDate: z.number().int(),
  series: z.array(funnelPeriodSchema),
  campaigns: pageOf(funnelCampaignSchema),
});
export type EngagementFunnel = z.infer<typeof engagementFunnelSchema>;
