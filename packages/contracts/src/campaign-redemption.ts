import { z } from 'zod';
import { orderStatusSchema } from './catalog-orders';
import { ZodMessageKeys } from './errors';
import { emailAddressSchema } from './email-address';
import { phoneSchema } from './phone-schema';
import { languages, productTypes } from './values/lists';

/**
 * The public redemption of a gift code (issue 12, area R): what the page (mfe-public) asks and sends, what
 * svc-campaign publishes when a code is consumed, and the internal question svc-catalog's reservation sweeper
 * asks. The code travels in the path as 16 digits or formatted `0000-0000-0000-0000`; svc-campaign parses it
 * itself (one generic answer `error.voucher.invalid` for malformed, wrong check digit and unknown codes alike).
 */

/** What a gift may be: a physical or digital product, or a donation (ADR 0020): the product's type. */
export const offerTypes = productTypes;
export const offerTypeSchema = z.enum(offerTypes);
export type OfferType = (typeof offerTypes)[number];

const localized = z.object({ de: z.string(), en: z.string() });

/** One gift the campaign offers, as the recipient chooses it. */
export const voucherOfferSchema = z.object({
  productId: z.string().uuid(),
  type: offerTypeSchema,
  name: localized,
  /** The product's description (plain text); empty when the catalog has none. */
  description: localized,
  /** The first image's list variant (`/api/file/{id}/list.jpeg`), null for a product showing a video. */
  imageUrl: z.string().nullable(),
  /** The seller's description of that image (issue 23), its alt text; empty texts when the seller gave none. */
  imageAlt: localized.optional(),
  deliveryDays: z.number().int(),
  /** Every unit of the current week (Zurich) is reserved, or the product takes no orders now: choose another. */
  soldOutThisWeek: z.boolean(),
});
export type VoucherOffer = z.output<typeof voucherOfferSchema>;

/** GET /voucher/{code}: an unused, valid code with its campaign, greeting and offers. */
export const voucherAnswerSchema = z.object({
  /** The code formatted `0000-0000-0000-0000`. */
  code: z.string(),
  status: z.literal('unused'),
  campaign: z.object({
    name: z.string(),
    giverName: z.string(),
    /** First and last day of validity (Zurich calendar days, `YYYY-MM-DD`). */
    validFrom: z.string(),
    validTo: z.string(),
  }),
  /** The greeting design filled with the recipient's salutation and greeting (plain text, the page escapes it). */
  greeting: z.object({ salutation: z.string(), text: z.string() }),
  offers: z.array(voucherOfferSchema),
  /**
   * Whether the address the code was mailed to can take mail. When it cannot (a manual campaign's recipient with
   * an invalid address), a digital gift needs an e-mail address typed at the order; nothing else goes there.
   */
  mailsToRecipient: z.boolean(),
});
export type VoucherAnswer = z.output<typeof voucherAnswerSchema>;

/** Swiss postcodes have four digits (1000–9699); existence is checked against the Swiss Post list. */
export const swissZipText = z
  .string()
  .trim()
  .regex(/^[1-9]\d{3}$/, ZodMessageKeys.invalidString);

const line = (max: number) => z.string().trim().min(1, ZodMessageKeys.required).max(max, ZodMessageKeys.tooLong);
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, ZodMessageKeys.tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A delivery address in Switzerland (the only country gifts are shipped to, spec section 1). The postcode must
 * exist and the locality must be one of its localities (`error.address.unknownZip`, `error.address.cityMismatch`
 * at `address.zip` / `address.city`, checked by svc-campaign with `@cadeau/contracts/swiss-postcodes`).
 */
export const swissAddressSchema = z
  .object({
    firstName: line(100),
    lastName: line(100),
    street: line(150),
    houseNumber: z.string().trim().min(1, ZodMessageKeys.required).max(20, ZodMessageKeys.tooLong),
    zip: swissZipText,
    city: line(100),
    /** c/o line. */
    co: optionalLine(150),
    /** The platform's one phone rule (issue 23): a Swiss number as written, a foreign one with its code; E.164. */
    phone: phoneSchema.optional().transform((phone) => phone ?? undefined),
    // The platform's address rules (spec 5: local part ≤ 64, domain ≤ 255, labels ≤ 63, total ≤ 320), checked with
    // the body before anything is reserved or consumed (issue 23, ADR 0029).
    email: emailAddressSchema.optional(),
  })
  .strict();
export type SwissAddress = z.output<typeof swissAddressSchema>;
export type SwissAddressInput = z.input<typeof swissAddressSchema>;

export const redemptionLanguages = languages;

/**
 * POST /voucher/{code}/order. `address` is required for a physical gift (400 `zod.required` at `address`) and
 * ignored for digital gifts and donations. `email` receives the confirmation (a digital gift's delivery too);
 * without it the address's e-mail is used, else the recipient's own (the one the code was mailed to); a digital
 * gift whose recipient's own address is not a valid one needs it (400 `zod.required` at `email`). `language` is the page's language (mails and the order), default the
 * campaign's. An optional `Idempotency-Key` header makes a retry answer the same order (200 instead of 201).
 */
export const voucherOrderBody = z
  .object({
    productId: z.string().uuid().toLowerCase(),
    address: swissAddressSchema.optional(),
    // The platform's address rules (spec 5: local part ≤ 64, domain ≤ 255, labels ≤ 63, total ≤ 320), checked with
    // the body before anything is reserved or consumed (issue 23, ADR 0029).
    email: emailAddressSchema.optional(),
    language: z.enum(redemptionLanguages).optional(),
  })
  .strict();
export type VoucherOrderBody = z.input<typeof voucherOrderBody>;

/** Order numbers: 10 Crockford base32 characters from a CSPRNG, shown `XXXXX-XXXXX`. */
export const ORDER_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

export const voucherOrderAnswerSchema = z.object({
  orderId: z.string().uuid(),
  /** `XXXXX-XXXXX` (what the confirmation's QR code holds; never the gift code). */
  orderNumber: z.string(),
  productName: localized,
  type: offerTypeSchema,
  /** Where the confirmation goes: the typed address, else the recipient's own; null only if that is invalid. */
  email: z.string().nullable(),
});
export type VoucherOrderAnswer = z.output<typeof voucherOrderAnswerSchema>;

/**
 * GET /voucher/{code}/order (issue 23): the order a used code made, so a recipient who enters it again sees it
 * instead of a dead end. Only what the confirmation showed: the number (what the QR code holds), the gift, the
 * order's status as the platform last heard it, and the public QR image (`/api/order/{orderId}/qr.png`); never the
 * address or the e-mail.
 */
export const usedVoucherOrderSchema = z.object({
  orderNumber: z.string(),
  productName: localized,
  type: offerTypeSchema,
  status: orderStatusSchema,
  qrPath: z.string(),
});
export type UsedVoucherOrder = z.output<typeof usedVoucherOrderSchema>;

/** Longest feedback text. */
export const VOUCHER_FEEDBACK_MAX_LENGTH = 2000;
/** Days after the redemption during which feedback may be given or changed. */
export const VOUCHER_FEEDBACK_DAYS = 30;

/** PUT /voucher/{code}: thanks or feedback after the order (204). */
export const voucherFeedbackBody = z
  .object({
    feedback: z
      .string()
      .trim()
      .min(1, ZodMessageKeys.required)
      .max(VOUCHER_FEEDBACK_MAX_LENGTH, ZodMessageKeys.tooLong),
  })
  .strict();
export type VoucherFeedbackBody = z.input<typeof voucherFeedbackBody>;

/** POST /internal/vouchers/consumption: svc-catalog's sweeper asks whether reservations' vouchers were used. */
export const VOUCHER_CONSUMPTION_MAX_IDS = 1000;
export const voucherConsumptionBody = z
  .object({
    voucherIds: z.array(z.string().uuid().toLowerCase()).max(VOUCHER_CONSUMPTION_MAX_IDS),
    /**
     * The stale reservation keys the sweeper is about to release (ADR 0021, the sweeper's fence). For each whose
     * voucher is still unused in the key's attempt round, svc-campaign moves the round on before it answers: no
     * request of that round can then consume the code with a unit that is being freed. Keys of another shape, or of
     * vouchers not in `voucherIds`, are ignored.
     */
    releasing: z.array(z.string().max(200)).max(VOUCHER_CONSUMPTION_MAX_IDS).optional(),
  })
  .strict();
export const voucherConsumptionSchema = z.object({
  voucherId: z.string().uuid(),
  /** `unknown`: no such voucher (its reservation belongs to nobody and may be released). */
  status: z.enum(['unused', 'used', 'unknown']),
  /** The product and ISO week of the order that consumed it; null while unused. */
  productId: z.string().uuid().nullable(),
  week: z.string().nullable(),
  /**
   * The reservation key the consuming order holds (null while unused): after a compensation an attempt of the
   * same product and week may have held another key (ADR 0021, attempt rounds). Absent from older answers.
   */
  reservationKey: z.string().nullable().optional(),
});
export const voucherConsumptionAnswer = z.object({ vouchers: z.array(voucherConsumptionSchema) });
export type VoucherConsumption = z.output<typeof voucherConsumptionSchema>;

/**
 * The reservation key svc-campaign sends svc-catalog for one voucher, product and ISO week in the voucher's
 * attempt round (ADR 0021): round 0 is `voucher:<voucherId>:<productId>:<week>`, a later round (after a released
 * reservation) appends `:<round>`, so a new attempt reserves afresh while a released key never holds a unit again.
 */
export function voucherReservationKey(voucherId: string, productId: string, week: string, round = 0): string {
  const key = `voucher:${voucherId}:${productId}:${week}`;
  return round > 0 ? `${key}:${round}` : key;
}

const VOUCHER_RESERVATION_KEY = /^voucher:([0-9a-f-]{36}):([0-9a-f-]{36}):(\d{4}-W\d{2})(?::([1-9]\d{0,8}))?$/;

/** What a key of `voucherReservationKey` names, or null for a key of another shape (another caller's). */
export function parseVoucherReservationKey(
  key: string,
): { voucherId: string; productId: string; week: string; round: number } | null {
  const match = VOUCHER_RESERVATION_KEY.exec(key);
  if (!match) return null;
  return { voucherId: match[1]!, productId: match[2]!, week: match[3]!, round: match[4] ? Number(match[4]) : 0 };
}

// Events (stream CAMPAIGN, added to campaignEvents).

/**
 * A code was consumed by an order: svc-catalog creates the order from it (idempotent on `orderId`) and attaches
 * the reservation `reservationKey`. Written in the transaction that marked the voucher used.
 */
export const voucherRedeemedSchema = z.object({
  voucherId: z.string().uuid(),
  campaignId: z.string().uuid(),
  campaignName: z.string(),
  giverOrganizationId: z.string().uuid(),
  orderId: z.string().uuid(),
  orderNumber: z.string(),
  productId: z.string().uuid(),
  sellerOrganizationId: z.string().uuid(),
  type: offerTypeSchema,
  /** ISO week `YYYY-Www` of the reservation. */
  week: z.string(),
  reservationKey: z.string(),
  address: swissAddressSchema.optional(),
  /** Where the confirmation goes (the typed address, else the recipient's own); null only if that is invalid. */
  email: z.string().nullable(),
  language: z.enum(redemptionLanguages),
  redeemedAt: z.string(),
});
export type VoucherRedeemed = z.output<typeof voucherRedeemedSchema>;

/** A recipient left (or changed) feedback on a used code: the giver's dashboard panel and statistics. */
export const voucherFeedbackGivenSchema = z.object({
  voucherId: z.string().uuid(),
  campaignId: z.string().uuid(),
  giverOrganizationId: z.string().uuid(),
  feedback: z.string(),
  at: z.string(),
});
export type VoucherFeedbackGiven = z.output<typeof voucherFeedbackGivenSchema>;

/**
 * The global budget of failed code lookups is used up (someone is guessing codes): every lookup answers
 * `error.voucher.tooManyAttempts` until the window ends. Published once per window; svc-identity notifies the
 * platform administrators.
 */
export const voucherLookupBudgetExhaustedSchema = z.object({
  /** When the budget ran out. */
  at: z.string(),
  /** Failed lookups counted in the window so far. */
  failures: z.number().int(),
  /** The window's length in seconds. */
  windowSec: z.number().int(),
});
export type VoucherLookupBudgetExhausted = z.output<typeof voucherLookupBudgetExhaustedSchema>;

export const redemptionEvents = {
  'voucher.redeemed': voucherRedeemedSchema,
  'voucher.feedbackGiven': voucherFeedbackGivenSchema,
  'voucher.lookupBudgetExhausted': voucherLookupBudgetExhaustedSchema,
} as const;
