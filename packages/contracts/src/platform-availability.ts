import { z } from 'zod';
import { isoWeekText } from './catalog-availability';
import { ErrorKeys } from './errors';
import { MAX_PAGE_SIZE, pageOf } from './pagination';

/**
 * The two availability reports (spec section 7 "Platform", issue 20, ADR 0031), answered by svc-campaign from its
 * view of svc-catalog's events: per product (its version group, as the weekly availability is kept) and ISO week.
 */

/** The most weeks one report shows at once, and how many it shows when the query names none. */
export const AVAILABILITY_REPORT_MAX_WEEKS = 26;
export const AVAILABILITY_REPORT_DEFAULT_WEEKS = 8;

const weeksQuery = {
  /** First and last ISO week (`YYYY-Www`); default: this week and the seven after it. */
  fromWeek: isoWeekText.optional(),
  toWeek: isoWeekText.optional(),
  /** One seller's products. */
  organizationId: z.uuid().toLowerCase().optional(),
  /** One product (any version of it). */
  productId: z.uuid().toLowerCase().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
};
const refineWeeks = (q: { fromWeek?: string; toWeek?: string }, ctx: z.RefinementCtx) => {
  if (q.fromWeek && q.toWeek && q.fromWeek > q.toWeek)
    ctx.addIssue({ code: 'custom', path: ['toWeek'], message: ErrorKeys.report.periodReversed });
};

/** GET /platform/reports/products-per-week. */
export const productsPerWeekQuery = z.object(weeksQuery).superRefine(refineWeeks);
export type ProductsPerWeekQuery = z.input<typeof productsPerWeekQuery>;

const productHead = {
  /** The product's version group (stable across versions) and its current approved version. */
  groupId: z.uuid(),
  productId: z.uuid(),
  number: z.string(),
  name: z.object({ de: z.string(), en: z.string() }),
  organizationId: z.uuid(),
  organizationName: z.string().nullable(),
};

export const productWeekSchema = z.object({
  week: z.string(),
  /** The week's units (its own capacity once a reservation made it, else the product's weekly availability). */
  availability: z.number().int(),
  /** Units held: reservations in flight and orders placed. */
  reserved: z.number().int(),
  /** Orders placed for the week and not canceled. */
  ordered: z.number().int(),
  /** Units still free. */
  remaining: z.number().int(),
});
export type ProductWeek = z.infer<typeof productWeekSchema>;

export const productsPerWeekSchema = z.object({
  fromWeek: z.string(),
  toWeek: z.string(),
  weeks: z.array(z.string()),
  /** The weeks summed over every product of the filters (the chart). */
  totals: z.array(productWeekSchema),
  products: pageOf(z.object({ ...productHead, weeks: z.array(productWeekSchema) })),
});
export type ProductsPerWeek = z.infer<typeof productsPerWeekSchema>;

/** GET /platform/reports/campaign-product-planning. */
export const campaignProductPlanningQuery = z.object(weeksQuery).superRefine(refineWeeks);
export type CampaignProductPlanningQuery = z.input<typeof campaignProductPlanningQuery>;

export const planningWeekSchema = z.object({
  week: z.string(),
  /** Units still free in the week. */
  remaining: z.number().int(),
  /**
   * What approved and running campaigns can still bring in the week: each campaign's unredeemed codes spread over
   * its products and its remaining weeks (`expected`), and every one of them choosing this product this week
   * (`potential`, the worst case).
   */
  expected: z.number().int(),
  potential: z.number().int(),
  /** Campaigns that offer the product in the week. */
  campaigns: z.number().int(),
  /** The expected demand is more than what remains. */
  shortage: z.boolean(),
});
export type PlanningWeek = z.infer<typeof planningWeekSchema>;

export const campaignProductPlanningSchema = z.object({
  fromWeek: z.string(),
  toWeek: z.string(),
  weeks: z.array(z.string()),
  totals: z.array(planningWeekSchema),
  products: pageOf(z.object({ ...productHead, weeks: z.array(planningWeekSchema) })),
});
export type CampaignProductPlanning = z.infer<typeof campaignProductPlanningSchema>;
