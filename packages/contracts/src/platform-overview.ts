import { z } from 'zod';
import { isoDate } from './campaign-core';
import { campaignStatuses, orderStatuses, organizationStatuses } from './values/lists';
import { refineReportPeriod } from './platform-reports';

/**
 * The platform at a glance and what waits for its administrators (spec section 7 "Platform", issue 20, ADR 0031):
 * svc-campaign answers from its read models of the other services' events.
 */

/** What waits for an administrator, each with the page where it is done. */
export const platformTaskKinds = [
  'organizationReview',
  'productReview',
  'campaignReview',
  'depositOverdue',
  'payoutRequest',
  'conversationOpen',
  /** added later in issue 20: a bank payment no invoice matched, to assign by hand. */
  'bankPaymentUnmatched',
  /** added later in issue 20: a contact form not marked answered yet. */
  'contactUnanswered',
] as const;
export type PlatformTaskKind = (typeof platformTaskKinds)[number];

/**
 * Core NATS subject (no stream: only a fresh hint is worth anything) that svc-campaign publishes after its view of
 * the other services changed; the gateway passes it to the platform administrators' sockets as
 * `platform:tasksChanged`, and their task lists read GET /platform/tasks again.
 */
export const PLATFORM_TASKS_CHANGED_SUBJECT = 'realtime.platformTasks';

/** At most this many tasks of each kind are listed (the oldest); `counts` has them all. */
export const PLATFORM_TASKS_SHOWN = 20;

export const platformTaskSchema = z.object({
  kind: z.enum(platformTaskKinds),
  /** The organisation, product, campaign, invoice, conversation, bank payment or contact form. */
  id: z.uuid(),
  /**
   * Its name (an organisation, a campaign, a contact form's sender), a product's name by language, an invoice's
   * number, or a bank payment's debtor (its bank reference when the bank names none).
   */
  title: z.union([z.string(), z.object({ de: z.string(), en: z.string() })]),
  /** The organisation it concerns (the seller of a product, the giver of a campaign…); null for an organisation. */
  organizationName: z.string().nullable(),
  /** Since when it waits (ISO time). */
  since: z.string(),
  /** An amount for the billing tasks (what is open, what is asked for, what a payment leaves unassigned). */
  amountRappen: z.number().int().nullable(),
  path: z.string(),
});
export type PlatformTask = z.infer<typeof platformTaskSchema>;

export const platformTasksSchema = z.object({
  items: z.array(platformTaskSchema),
  counts: z.object(
    Object.fromEntries(platformTaskKinds.map((k) => [k, z.number().int()])) as Record<PlatformTaskKind, z.ZodNumber>,
  ),
  total: z.number().int(),
});
export type PlatformTasks = z.infer<typeof platformTasksSchema>;

/** The default and longest period of the statistics. */
export const STATISTICS_DEFAULT_DAYS = 30;

/** GET /platform/statistics: a period (default: the last 30 days up to today) and the one of equal length before. */
export const platformStatisticsQuery = z
  .object({ from: isoDate().optional(), to: isoDate().optional() })
  .superRefine(refineReportPeriod);
export type PlatformStatisticsQuery = z.input<typeof platformStatisticsQuery>;

/** A number in the period and in the period before. */
const figure = z.object({ current: z.number().int(), previous: z.number().int() });
export type PlatformFigure = z.infer<typeof figure>;
/** How many and how much, each in the period and before. */
const moneyFigure = z.object({ count: figure, amountRappen: figure });
const countsOf = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K[number], z.ZodNumber>);

export const platformStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** Now, by status and by feature (approved ones); `new`: registered in the period. */
  organizations: z.object({
    byStatus: countsOf(organizationStatuses),
    byFeature: z.object({ giver: z.number().int(), seller: z.number().int() }),
    new: figure,
  }),
  users: z.object({ total: z.number().int(), new: figure }),
  /** Now, by status; `new`: created in the period. */
  campaigns: z.object({ byStatus: z.record(z.enum(campaignStatuses), z.number().int()), new: figure }),
  /** Recipients added to any campaign in the period (before a code is made for them). */
  recipients: figure,
  /** The engagement funnel's counters: gift codes issued (one per recipient, at the approval) and redeemed. */
  codesIssued: figure,
  codesRedeemed: figure,
  /** Orders placed in the period, by their status now; `placed`: how many and their value. */
  orders: z.object({ byStatus: countsOf(orderStatuses), placed: moneyFigure }),
  deposits: z.object({ invoiced: moneyFigure, paid: moneyFigure }),
  payouts: z.object({ requested: moneyFigure, done: moneyFigure }),
  /** added later in issue 20: the platform's fees (net of VAT) booked in the period, less those given back. */
  feesEarnedRappen: figure,
  /** added later in issue 20: the credit the platform holds for organisations at the end of each period. */
  creditHeldRappen: figure,
});
export type PlatformStatistics = z.infer<typeof platformStatisticsSchema>;
