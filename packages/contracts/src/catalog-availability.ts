import { z } from 'zod';
import { ZodMessageKeys } from './errors';
import { weeksInIsoYear } from './values/iso-week';

/**
 * Weekly availability of products (issue 10): a product offers a number of units per ISO week (Monday start),
 * and each redemption reserves one unit of one week. svc-catalog keeps one counter row per product and week;
 * a reservation is one conditional update (`reserved < capacity`) under a CHECK constraint, keyed by the
 * caller's idempotency key (the redemption's voucher id), so a repeated call never reserves twice.
 */

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Years a week or date may name: the platform plans campaigns, not history or the far future. */
export const AVAILABILITY_MIN_YEAR = 2000;
export const AVAILABILITY_MAX_YEAR = 2999;

/** An ISO week `YYYY-Www` that exists: week 53 only in a year that has one (2020-W53 yes, 2021-W53 no). */
export const isoWeekText = z
  .string()
  .regex(ISO_WEEK, ZodMessageKeys.invalidString)
  .refine((text) => {
    // zod runs the refinement after a failed regex too: text that is no week is simply not one.
    const match = ISO_WEEK.exec(text);
    if (!match) return false;
    const y = Number(match[1]);
    const w = Number(match[2]);
    return y >= AVAILABILITY_MIN_YEAR && y <= AVAILABILITY_MAX_YEAR && w >= 1 && w <= weeksInIsoYear(y);
  }, ZodMessageKeys.invalidString);

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30), in the years a week may name. */
export const calendarDateText = z
  .string()
  .regex(ISO_DATE, ZodMessageKeys.invalidString)
  .refine((text) => {
    // zod runs the refinement after a failed regex too: without this, `1e309` made an Invalid Date whose
    // toISOString threw (a 500 from the reservation routes, found by svc-catalog's route properties).
    const match = ISO_DATE.exec(text);
    if (!match) return false;
    const y = Number(match[1]);
    if (y < AVAILABILITY_MIN_YEAR || y > AVAILABILITY_MAX_YEAR) return false;
    const date = new Date(Date.UTC(y, Number(match[2]) - 1, Number(match[3])));
    return date.toISOString().slice(0, 10) === text;
  }, ZodMessageKeys.invalidString);

/**
 * POST /internal/availability/reserve and /release. The week is named either as an ISO week or by a date in
 * it (the delivery date of a redemption); exactly one of the two. The reservation's key is the call's
 * `idempotency-key` header (service-kit's internal client sends it): use a stable id such as the voucher's
 * id, never a secret like a gift code (the key is stored and published in events).
 */
export const availabilityReservationBody = z
  .object({
    productId: z.string().uuid().toLowerCase(),
    week: isoWeekText.optional(),
    date: calendarDateText.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.week === undefined && body.date === undefined)
      ctx.addIssue({ code: 'custom', path: ['week'], message: ZodMessageKeys.required });
    if (body.week !== undefined && body.date !== undefined)
      ctx.addIssue({ code: 'custom', path: ['date'], message: ZodMessageKeys.invalid });
  });
export type AvailabilityReservationBody = z.input<typeof availabilityReservationBody>;

export const reservationStatuses = ['reserved', 'released'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/**
 * One reservation as it stands. A repeated reserve with the same key answers this (200 instead of 201) and
 * reserves nothing; after a release it says `released` and the key does not reserve again.
 */
export const availabilityReservationSchema = z.object({
  key: z.string(),
  productId: z.string().uuid(),
  /** ISO week `YYYY-Www`. */
  week: z.string(),
  /** The Monday of the week, `YYYY-MM-DD`. */
  weekStart: z.string(),
  status: z.enum(reservationStatuses),
  reservedAt: z.string(),
  releasedAt: z.string().nullable(),
});
export type AvailabilityReservation = z.output<typeof availabilityReservationSchema>;

/** A product's units of one week: its capacity and how many are reserved (free = capacity - reserved). */
export const availabilityWeekSchema = z.object({
  week: z.string(),
  weekStart: z.string(),
  capacity: z.number().int(),
  reserved: z.number().int(),
});
export type AvailabilityWeek = z.output<typeof availabilityWeekSchema>;

/** Weeks `from`–`to` of a product (for the seller's availability view and the product screen). */
export const availabilityWeeksQuery = z.object({ from: isoWeekText, to: isoWeekText });

/** Year and number of a week that `isoWeekText` accepted. */
function weekParts(text: string): [number, number] {
  return [Number(text.slice(0, 4)), Number(text.slice(6, 8))];
}

/**
 * How many weeks `to` lies after `from` (0 for the same week, negative when it lies before), counting the
 * 52 or 53 weeks of each year between them: the same arithmetic in the browser and the services.
 */
export function weeksAfter(from: string, to: string): number {
  const [fromYear, fromWeek] = weekParts(from);
  const [toYear, toWeek] = weekParts(to);
  let count = toWeek - fromWeek;
  for (let y = Math.min(fromYear, toYear); y < Math.max(fromYear, toYear); y++)
    count += (toYear > fromYear ? 1 : -1) * weeksInIsoYear(y);
  return count;
}

/** Weeks the product screen shows at once: the current week and the next eleven (about a quarter). */
export const AVAILABILITY_VIEW_WEEKS = 12;
/** Most weeks one GET /product/{productId}/availability may span: a year of weeks, bounded work per call. */
export const AVAILABILITY_VIEW_MAX_WEEKS = 53;

/**
 * GET /product/{productId}/availability?from=&to=: ISO weeks, both optional. Without them the current week
 * (Zurich) and the next eleven; with one of them, twelve weeks from or up to it. `to` before `from`, or more
 * than AVAILABILITY_VIEW_MAX_WEEKS weeks, is 400 (`zod.invalid` at `to`).
 */
export const productAvailabilityQuery = z
  .object({ from: isoWeekText.optional(), to: isoWeekText.optional() })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from === undefined || q.to === undefined || !isoWeekText.safeParse(q.from).success) return;
    if (!isoWeekText.safeParse(q.to).success) return;
    const span = weeksAfter(q.from, q.to) + 1;
    if (span < 1 || span > AVAILABILITY_VIEW_MAX_WEEKS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: ZodMessageKeys.invalid });
  });
export type ProductAvailabilityQuery = z.input<typeof productAvailabilityQuery>;

/** One week of the product screen: what it offers, what is reserved and what is still free. */
export const productAvailabilityWeekSchema = availabilityWeekSchema.extend({ free: z.number().int() });
export type ProductAvailabilityWeek = z.output<typeof productAvailabilityWeekSchema>;

/**
 * A product's weekly availability for its seller and platform administrators: the units per week it offers
 * now (`weeklyCapacity`), the week it is in Zurich (`currentWeek`, for the pager and to mark past weeks) and
 * each week of `from`–`to`. A week nobody reserved in yet shows `weeklyCapacity` and 0 reserved.
 */
export const productAvailabilitySchema = z.object({
  productId: z.string().uuid(),
  weeklyCapacity: z.number().int(),
  currentWeek: z.string(),
  from: z.string(),
  to: z.string(),
  weeks: z.array(productAvailabilityWeekSchema),
});
export type ProductAvailability = z.output<typeof productAvailabilitySchema>;
export const availabilityWeeksSchema = z.object({
  productId: z.string().uuid(),
  weeklyCapacity: z.number().int(),
  weeks: z.array(availabilityWeekSchema),
});
export type AvailabilityWeeks = z.output<typeof availabilityWeeksSchema>;

/**
 * POST /internal/availability/week: one ISO week of several products at once (svc-campaign marks a campaign's
 * gifts sold out this week). Products without weekly availability are left out of the answer.
 */
export const AVAILABILITY_WEEK_MAX_PRODUCTS = 100;
export const availabilityWeekBody = z
  .object({
    productIds: z.array(z.string().uuid().toLowerCase()).max(AVAILABILITY_WEEK_MAX_PRODUCTS),
    week: isoWeekText,
  })
  .strict();
export const availabilityWeekAnswer = z.object({
  week: z.string(),
  products: z.array(z.object({ productId: z.string().uuid(), capacity: z.number().int(), reserved: z.number().int() })),
});
export type AvailabilityWeekAnswer = z.output<typeof availabilityWeekAnswer>;

/** Events of the weekly availability (stream CATALOG), written in the transaction of the change. */
const reservationEvent = z.object({
  productId: z.string().uuid(),
  week: z.string(),
  /** The reservation's idempotency key. */
  key: z.string(),
  /** The week's counters after the change. */
  reserved: z.number().int(),
  capacity: z.number().int(),
});
export const availabilityEvents = {
  /** One unit of a product's week was reserved (a new key; a repeat publishes nothing). */
  'availability.reserved': reservationEvent,
  /** A reservation was released and its unit is free again (once per key). */
  'availability.released': reservationEvent,
} as const;
