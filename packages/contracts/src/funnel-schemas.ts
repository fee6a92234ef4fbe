import { z } from 'zod';
import { funnelSteps, type FunnelStep } from './funnel';

/** A count per funnel step (issue 20): the report's totals, a period of its series, a campaign's row. */
export const funnelCountsSchema = z.object(
  Object.fromEntries(funnelSteps.map((s) => [s, z.number().int().min(0)])) as Record<FunnelStep, z.ZodNumber>,
);

/** One period of a series: its first day (`YYYY-MM-DD`; a week starts on Monday) and the counts in it. */
export const funnelPeriodSchema = z.object({ period: z.string(), counts: funnelCountsSchema });
export type FunnelPeriod = z.infer<typeof funnelPeriodSchema>;
