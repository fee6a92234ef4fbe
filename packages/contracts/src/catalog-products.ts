import { z } from 'zod';
import { ErrorKeys } from './errors';
import { listQuery, pageOf } from './pagination';
import { MAX_IMAGE_ALT } from './image-alt';
import { languages, productStatuses, productTypes } from './values/lists';

/**
 * Sellers' products (spec sections 3, 4, 5; issue 10). Money is integer Rappen including VAT; VAT rates are
 * integer basis points (810 = 8.1 %). A product belongs to one organisation (the seller) and to a version
 * group: a released product is never edited, `POST /product/{productId}/version` copies it into a new draft
 * of the same group.
 */

/** The life of one product version and its types (donations among them, ADR 0020): `values/lists.ts`. */
export const productStatusSchema = z.enum(productStatuses);
export const productTypeSchema = z.enum(productTypes);

const uuid = z.string().uuid();
const iso = z.string();
/** Largest price or shipping cost: 1,000,000 CHF in Rappen (keeps sums of many units inside a safe integer). */
export const MAX_PRODUCT_RAPPEN = 100_000_000;
/** Upper bounds the settings cannot exceed either (Product.MaxImages is at most 100). */
const MAX_IMAGE_IDS = 100;

/**
 * A whole number within `min`–`max`, answering one issue per value: zod's `.int()` also checks the safe integer
 * range, so 1e308 would fail both `max` and that range (two `zod.tooBig` for one field). Outside the bounds
 * the check stops (`abort`), so only a value inside them is then checked for being whole.
 */
export const wholeNumber = (min: number, max: number) =>
  z.number().min(min, { abort: true }).max(max, { abort: true }).int();

/** A text in both languages of the platform; both are required for a product. */
export const localizedText = (max: number) =>
  z.object({ de: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
export type LocalizedText = { de: string; en: string };

/**
 * What one image shows, in the seller's words, for a person who cannot see it: the image's alt text on the
 * recipient's page (issue 23). Both languages may be empty (the page then names the gift instead).
 */
export const imageAltSchema = z.object({
  de: z.string().trim().max(MAX_IMAGE_ALT),
  en: z.string().trim().max(MAX_IMAGE_ALT),
});
export { MAX_IMAGE_ALT, NO_IMAGE_ALT, type ImageAlt } from './image-alt';

/**
 * POST /product and the fields of PUT /product. Images are file ids of the organisation's uploads in display
 * order; their count is checked against the settings Product.MinImages / Product.MaxImages on the server
 * (issue at `imageIds`, ADR 0014). Instead of images a product may show one video (`videoId`, an upload of
 * kind video); then `imageIds` is empty. One variant per type: goods (physical, digital) ship within at least
 * one day; a donation (ADR 0020) has no shipping cost and 0 delivery days (anything else is `zod.tooBig`).
 */
const commonProductFields = {
  name: localizedText(200),
  description: localizedText(10_000),
  imageIds: z.array(uuid.toLowerCase()).max(MAX_IMAGE_IDS).default([]),
  /** The description of each image, in the order of `imageIds` (missing ones are empty; extra ones are dropped). */
  imageAlts: z.array(imageAltSchema).max(MAX_IMAGE_IDS).default([]),
  videoId: uuid.toLowerCase().nullable().default(null),
  priceRappen: wholeNumber(1, MAX_PRODUCT_RAPPEN),
  vatCategoryId: uuid.toLowerCase(),
  /** Units per ISO week; at least 1, and a new version never goes below the version it follows. */
  weeklyAvailability: wholeNumber(1, 1_000_000),
  /** Warranty information (required text). */
  warranty: z.string().trim().min(1).max(4000),
};
const goodsFieldsBody = z.object({
  type: z.enum(['physical', 'digital']),
  ...commonProductFields,
  /** Shipping cost including VAT: required; 0 is allowed (e.g. a digital product). */
  shippingRappen: wholeNumber(0, MAX_PRODUCT_RAPPEN),
  deliveryDays: wholeNumber(1, 365),
});
const donationFieldsBody = z.object({
  type: z.literal('donation'),
  ...commonProductFields,
  shippingRappen: wholeNumber(0, 0),
  deliveryDays: wholeNumber(0, 0),
});
export const productFieldsBody = z.discriminatedUnion('type', [goodsFieldsBody, donationFieldsBody]);
export type ProductFields = z.output<typeof productFieldsBody>;

export const createProductBody = productFieldsBody;
/** PUT /product: replaces the fields of a draft (or rejected) product of the caller's organisation. */
export const updateProductBody = z.discriminatedUnion('type', [
  goodsFieldsBody.extend({ id: uuid.toLowerCase() }),
  donationFieldsBody.extend({ id: uuid.toLowerCase() }),
]);

/** The VAT inside the gross amounts at today's rate of the product's category (`vatOfGross`). */
export const productVatSchema = z.object({
  rateBasisPoints: z.number().int(),
  priceVatRappen: z.number().int(),
  shippingVatRappen: z.number().int(),
});

export const productSchema = z.object({
  id: uuid,
  /** Unique on the platform (issue 23), generated (P-0001, P-0002, ...); all versions of a group share it. */
  number: z.string(),
  organizationId: uuid,
  /** The seller's name as svc-identity knew it when the product was last published; null before that. */
  organizationName: z.string().nullable(),
  type: productTypeSchema,
  name: z.object({ de: z.string(), en: z.string() }),
  description: z.object({ de: z.string(), en: z.string() }),
  imageIds: z.array(uuid),
  /** One per image, in the order of `imageIds` (issue 23). */
  imageAlts: z.array(z.object({ de: z.string(), en: z.string() })),
  videoId: uuid.nullable(),
  priceRappen: z.number().int(),
  shippingRappen: z.number().int(),
  vatCategoryId: uuid,
  /** null when the category has no rate in force today (or is unknown). */
  vat: productVatSchema.nullable(),
  weeklyAvailability: z.number().int(),
  deliveryDays: z.number().int(),
  warranty: z.string(),
  version: z.number().int(),
  versionGroupId: uuid,
  status: productStatusSchema,
  /** The reason of the last rejection or block, shown to the seller; null otherwise. */
  statusReason: z.string().nullable(),
  createdAt: iso,
  updatedAt: iso,
  publishedAt: iso.nullable(),
  approvedAt: iso.nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** One version of a group, for the version history of the detail screen. */
export const productVersionSchema = z.object({
  id: uuid,
  version: z.number().int(),
  status: productStatusSchema,
  updatedAt: iso,
  approvedAt: iso.nullable(),
});
export type ProductVersion = z.infer<typeof productVersionSchema>;

/**
 * GET /product/{productId}: the product and, for its seller and platform administrators, every version of its
 * group (newest first, deleted ones left out). Givers see an approved product without the history (empty).
 */
export const productDetailSchema = productSchema.extend({ versions: z.array(productVersionSchema) });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * GET /product: what the editor of a new product starts from: the image bounds of the settings in force
 * (Product.MinImages / MaxImages, ADR 0014) and the field defaults.
 */
export const productDefaultsSchema = z.object({
  minImages: z.number().int(),
  maxImages: z.number().int(),
  type: productTypeSchema,
  weeklyAvailability: z.number().int(),
  deliveryDays: z.number().int(),
  shippingRappen: z.number().int(),
});
export type ProductDefaults = z.infer<typeof productDefaultsSchema>;

/**
 * Which products a list shows:
 * - `own` (default): the current organisation's products (seller feature); deleted ones only with
 *   `status=deleted`, replaced ones only with `status=replaced` or a `versionGroupId`.
 * - `catalog`: what a giver may pick for a campaign: approved products of all sellers (paused ones, sold out
 *   ones (every unit of the current ISO week reserved) and every other status left out), with VAT at today's
 *   rate. Any organisation member (giver or seller) and platform administrators.
 * - `all`: every organisation's products (platform administrators only, else 403): the all-products list
 *   and, with `status=pending`, the review queue.
 */
export const productListScopes = ['own', 'catalog', 'all'] as const;
export const productSortKeys = ['updatedAt', 'name', 'number', 'price', 'status'] as const;
export const productListQuery = listQuery(productSortKeys, {
  scope: z.enum(productListScopes).default('own'),
  status: productStatusSchema.optional(),
  type: productTypeSchema.optional(),
  /** Scopes `all` and `catalog`: one seller's products. */
  organizationId: uuid.toLowerCase().optional(),
  /** One version group (the history of a product). */
  versionGroupId: uuid.toLowerCase().optional(),
  /** Sorting by `name` uses this language's name (default en). */
  language: z.enum(languages).default('en'),
}).extend({ order: z.enum(['asc', 'desc']).default('desc') });
export type ProductListQuery = z.output<typeof productListQuery>;
export const productPage = pageOf(productSchema);

/** The actions that name only their product (version, delete, publish, create-template): an empty JSON object. */
export const productActionBody = z.object({});

/** PUT /product/{productId}/pause: `paused: true` pauses an approved product, `false` resumes it. */
export const pauseProductBody = z.object({ paused: z.boolean() });

/**
 * POST /product/{productId}/approve (platform administrators): the review of a pending product. A rejection
 * needs a reason (issue at `reason`, `zod.required`); the reason reaches the seller as a conversation message
 * and a notification.
 */
export const reviewProductBody = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(4000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ErrorKeys.product.reasonRequired });
  });

/** POST /product/{productId}/block (platform administrators, added): blocks any product but a deleted one. */
export const blockProductBody = z.object({ reason: z.string().trim().min(1).max(4000) });

/**
 * POST /product/statistics: products per status of the caller's current organisation; platform
 * administrators get every organisation's, or one's with `organizationId`. `organizationId` is for platform
 * administrators: a seller may only name its own current organisation, another is 403 `error.forbidden`.
 */
export const productStatisticsBody = z.object({ organizationId: uuid.toLowerCase().optional() });
export const productStatisticsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(productStatusSchema, z.number().int()),
});
export type ProductStatistics = z.infer<typeof productStatisticsSchema>;

/** Most products one facts question may name (a campaign holds at most 100). */
export const MAX_PRODUCT_FACTS = 100;

/**
 * POST /internal/products/facts (svc-campaign, issue 11): what a campaign decides on about the products it
 * holds: status (only approved ones may be picked and released), type (MaxPhysicalProducts), the gross price
 * and shipping (maxPrice), and what its product section shows. Unknown (or deleted) ids are left out.
 */
export const productFactsBody = z.object({ productIds: z.array(uuid.toLowerCase()).max(MAX_PRODUCT_FACTS) });
export const productFactsSchema = z.object({
  id: uuid,
  status: productStatusSchema,
  type: productTypeSchema,
  name: z.object({ de: z.string(), en: z.string() }),
  /** added (issue 12): what the redemption page shows of the gift (svc-catalog always sends it). */
  description: z.object({ de: z.string(), en: z.string() }).optional(),
  grossPriceRappen: z.number().int(),
  shippingRappen: z.number().int(),
  deliveryDays: z.number().int(),
  organizationId: uuid,
  organizationName: z.string().nullable(),
  /** The first image's list variant (`/api/file/{id}/list.jpeg`), null for a product showing a video. */
  imageUrl: z.string().nullable(),
  /** added (issue 23): the seller's description of that image (empty texts when none). */
  imageAlt: z.object({ de: z.string(), en: z.string() }).optional(),
});
export type ProductFacts = z.infer<typeof productFactsSchema>;
export const productFactsResponse = z.object({ products: z.array(productFactsSchema) });
export type ProductFactsResponse = z.infer<typeof productFactsResponse>;
