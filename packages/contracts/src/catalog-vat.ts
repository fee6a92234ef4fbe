import { z } from 'zod';
import { ZodMessageKeys } from './errors';
import { listQuery, pageOf, queryBoolean } from './pagination';

/**
 * VAT categories (spec sections 3, 5, 7; issue 10). A category has a name in both languages, the default flag
 * (what a new product starts with), the shipping flag (see `isShipping`: no amount depends on it) and dated
 * rates: the rate in force on a date is the latest one whose valid-from is not after it. Rates are integer
 * basis points (810 = 8.1 %), never floats; dates are ISO `YYYY-MM-DD` (Swiss VAT follows the date of the
 * service, so the rate changes at midnight in Europe/Zurich).
 */

/** The largest rate a category may hold: 100 % (10,000 basis points). */
export const MAX_VAT_RATE_BASIS_POINTS = 10_000;
/** More rates than any category will ever need (Swiss normal VAT changed 4 times since 1995). */
export const MAX_VAT_RATES = 100;

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not), years 1 to 9999. */
export const vatDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ZodMessageKeys.invalidString)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return v >= '0001-01-01' && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, ZodMessageKeys.invalidString);

export const vatRateSchema = z.object({
  rateBasisPoints: z.number().int().min(0).max(MAX_VAT_RATE_BASIS_POINTS),
  validFrom: vatDate(),
});
export type VatRate = z.infer<typeof vatRateSchema>;

const vatCategoryName = z.object({
  de: z.string().trim().min(1).max(100),
  en: z.string().trim().min(1).max(100),
});

/** A category with the rate in force today (Europe/Zurich): what sellers pick from and givers see. */
export const vatCategorySchema = z.object({
  id: z.string().uuid(),
  name: z.object({ de: z.string(), en: z.string() }),
  isDefault: z.boolean(),
  /**
   * The shipping flag of spec section 3: exactly one category holds it and it cannot be switched off, but no
   * amount depends on it. A product's shipping costs are taxed at the product's own category (Swiss practice:
   * shipping is an ancillary supply and follows the rate of the goods it delivers), in svc-catalog and in the
   * editor's preview alike.
   */
  isShipping: z.boolean(),
  /** Outside the scope of VAT (donations): its only rate is 0. */
  outsideScope: z.boolean(),
  /** Null only if every rate lies in the future, which the rules never let a save leave behind. */
  rateInForce: vatRateSchema.nullable(),
  /** Counts saves; a save sends the version it started from (optimistic concurrency). */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type VatCategory = z.infer<typeof vatCategorySchema>;

/** GET /vat-category/{categoryId}: the category with all its rates, oldest first. */
export const vatCategoryDetailSchema = vatCategorySchema.extend({ rates: z.array(vatRateSchema) });
export type VatCategoryDetail = z.infer<typeof vatCategoryDetailSchema>;

export const vatCategoryListResponse = z.array(vatCategorySchema);

/** GET /vat-category/list (platform administrators). `rate` sorts by the rate in force today. */
export const vatCategoryListQuery = listQuery(['nameEn', 'nameDe', 'rate', 'updatedAt'], {
  isDefault: queryBoolean.optional(),
  isShipping: queryBoolean.optional(),
  outsideScope: queryBoolean.optional(),
});
export const vatCategoryPage = pageOf(vatCategorySchema);

/**
 * PUT /vat-category: creates a category without `id`, replaces one with `id` (then `version`, the version the
 * editor started from, is required: a save over someone else's newer save answers 409
 * `error.vatCategory.changedMeanwhile`). The rules that need today or the stored category (at least one rate in
 * the past, flags that cannot be switched off) are the server's; each refusal names its field.
 */
export const saveVatCategoryBody = z
  .object({
    id: z.string().uuid().toLowerCase().optional(),
    version: z.number().int().min(1).optional(),
    name: vatCategoryName,
    isDefault: z.boolean(),
    isShipping: z.boolean(),
    outsideScope: z.boolean().default(false),
    rates: z.array(vatRateSchema).max(MAX_VAT_RATES),
  })
  .superRefine((body, ctx) => {
    if (body.id && body.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: ZodMessageKeys.required });
  });
export type SaveVatCategoryBody = z.input<typeof saveVatCategoryBody>;
