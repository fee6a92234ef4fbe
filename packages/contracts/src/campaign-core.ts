import { z } from 'zod';
import { invoiceStatusSchema } from './billing';
import { feedbackEntrySchema, mailNumbersSchema, voucherNumbersSchema } from './campaign-voucher-numbers';
import { reportGranularities } from './funnel';
import { funnelPeriodSchema } from './funnel-schemas';
import { ErrorKeys } from './errors';
import { listQuery, pageOf } from './pagination';
import { campaignDecisions, campaignSections, campaignStatuses, campaignTypes, templateElements } from './values/lists';

/**
 * The campaign itself (spec sections 3, 4, 5; issue 11). Money is integer Rappen; dates are calendar days of
 * Europe/Zurich as `YYYY-MM-DD`. A campaign belongs to one giver organisation; its recipients and designs are
 * kept by their own areas (campaign-recipients, campaign-designs) and counted or checked here.
 */

/** The life of a campaign and its two types: the lists are `values/lists.ts`. */
export const campaignStatusSchema = z.enum(campaignStatuses);
export const campaignTypeSchema = z.enum(campaignTypes);

/** The workspace sections a rule violation or release blocker points to: the list is `values/lists.ts`. */
export const campaignSectionSchema = z.enum(campaignSections);

/**
 * What the caller may do with the campaign now (its status and the caller's role): the screens show only
 * these. `editDesigns` is the designer's right (mail and greeting design of an editable campaign).
 */
export const campaignActions = [
  'edit',
  'editDesigns',
  'release',
  'delete',
  'createTemplate',
  'approve',
  'reject',
  'block',
] as const;
export const campaignActionSchema = z.enum(campaignActions);
export type CampaignActionName = (typeof campaignActions)[number];

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 is refused). */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'zod.notDate' })
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, 'zod.notDate');

/** Largest budget: 100,000,000 CHF in Rappen (the MinBudget setting's upper bound), a safe integer. */
export const MAX_BUDGET_RAPPEN = 10_000_000_000;
/** Most products one campaign may hold (MaxPhysicalProducts is at most 100; digital ones come on top). */
export const MAX_CAMPAIGN_PRODUCTS = 100;

const uuid = z.string().uuid();
const iso = z.string();
const campaignName = z.string().trim().min(1).max(200);

/** POST /campaign: a new draft of the current organisation. */
export const createCampaignBody = z.object({
  name: campaignName,
  type: campaignTypeSchema.default('automatic'),
});
export type CreateCampaignBody = z.input<typeof createCampaignBody>;

/**
 * PUT /campaign: changes the named fields of an editable (draft or rejected) campaign; `version` is the one
 * the caller read (optimistic locking: another version answers 409 `error.campaign.versionConflict`).
 * A field left out stays; `null` clears a date or the budget. Rules that make the save impossible (a date
 * in the past, end before start, budget below the minimum, too many physical products, an unknown or
 * unapproved product) answer 400 with issues at the field; the others are reported on the saved draft
 * (`issues`, `releaseBlockers`). ADR 0016.
 */
export const updateCampaignBody = z.object({
  id: uuid.toLowerCase(),
  version: z.number().int().min(1),
  name: campaignName.optional(),
  type: campaignTypeSchema.optional(),
  startDate: isoDate().nullable().optional(),
  endDate: isoDate().nullable().optional(),
  budgetRappen: z.number().min(0, { abort: true }).max(MAX_BUDGET_RAPPEN, { abort: true }).int().nullable().optional(),
  productIds: z.array(uuid.toLowerCase()).max(MAX_CAMPAIGN_PRODUCTS).optional(),
});
export type UpdateCampaignBody = z.input<typeof updateCampaignBody>;

/** One rule violation: a translated key, where it is (a field path of PUT /campaign), its section, its values. */
export const campaignIssueSchema = z.object({
  key: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
  section: campaignSectionSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type CampaignIssue = z.infer<typeof campaignIssueSchema>;

/** One reason the campaign cannot be released yet (spec section 5), with the section that fixes it. */
export const releaseBlockerSchema = z.object({
  key: z.string(),
  section: campaignSectionSchema,
  /** Values of the message (e.g. `count` of recipients without a valid e-mail). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ReleaseBlocker = z.infer<typeof releaseBlockerSchema>;

/** A campaign in lists (GET /campaign, GET /campaign/current). */
export const campaignSummarySchema = z.object({
  id: uuid,
  organizationId: uuid,
  /** The giver's name as svc-identity knew it when the campaign was created or last released. */
  organizationName: z.string().nullable(),
  name: z.string(),
  type: campaignTypeSchema,
  status: campaignStatusSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  budgetRappen: z.number().int().nullable(),
  recipientCount: z.number().int(),
  version: z.number().int(),
  createdAt: iso,
  updatedAt: iso,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/**
 * added (issue 19): the campaign's deposit invoice as svc-billing's `invoice.*` events told svc-campaign (its read
 * model); null until svc-billing has issued it after the release. Approval needs it `paid`.
 */
export const campaignDepositSchema = z.object({
  invoiceId: uuid,
  /** svc-billing's invoice number, `2026-000042`. */
  number: z.string(),
  status: invoiceStatusSchema,
  /** What is due (the deposit's total, after any correction). */
  amountRappen: z.number().int(),
  /** What is still to pay (0 once paid). */
  openRappen: z.number().int(),
});
export type CampaignDeposit = z.infer<typeof campaignDepositSchema>;

/**
 * added (issue 19): the deposit a release of the campaign as it is now would issue: the budget, the fee
 * (Payment.FeeGiver % of the budget) and the base fee (Payment.BaseFeeGiver), VAT on the two fees only (at the
 * standard rate in force, svc-catalog's default category, half up to the Rappen) and the total. svc-billing
 * computes the invoice itself when it issues it (it may apply the organisation's credit); this is what the giver
 * sees before.
 */
export const depositPreviewSchema = z.object({
  budgetRappen: z.number().int(),
  feeRappen: z.number().int(),
  baseFeeRappen: z.number().int(),
  vatRappen: z.number().int(),
  /** 810 = 8.1 %. */
  vatRateBasisPoints: z.number().int(),
  totalRappen: z.number().int(),
});
export type DepositPreview = z.infer<typeof depositPreviewSchema>;

/**
 * GET /campaign/{campaignId} and the answer of every change. Computed fields: `durationDays` (end − start in
 * days, what MinDurationDays and MaxDurationDays bound; null without both dates), `leadTimeDays` (days from today in Zurich to the start), `maxPriceRappen`
 * (recipient count × the highest gross price plus shipping of the selected products), `feeRappen`
 * (Payment.FeeGiver % of the budget, rounded to the Rappen) and `baseFeeRappen` (Payment.BaseFeeGiver): the
 * fees are shown BESIDE the budget, never in it. `issues` and `releaseBlockers` are judged while the campaign is
 * editable (draft, rejected) and empty otherwise (ADR 0016).
 */
export const campaignDetailSchema = campaignSummarySchema.extend({
  productIds: z.array(uuid),
  /** The latest rejection's (or block's) reason, shown to the giver; null otherwise. */
  rejectionReason: z.string().nullable(),
  durationDays: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
  maxPriceRappen: z.number().int(),
  feeRappen: z.number().int(),
  baseFeeRappen: z.number().int(),
  releasedAt: iso.nullable(),
  approvedAt: iso.nullable(),
  issues: z.array(campaignIssueSchema),
  releaseBlockers: z.array(releaseBlockerSchema),
  /**
   * What the caller may do now. `approve` only while the deposit is paid (issue 19): a reviewer of a pending
   * campaign whose deposit is not paid is offered `reject` and `block` only.
   */
  actions: z.array(campaignActionSchema),
  /** added (issue 19): the deposit invoice and its state; null before svc-billing issued it. */
  deposit: campaignDepositSchema.nullable(),
  /**
   * added (issue 19): the deposit a release would issue; null while the campaign has no budget or svc-catalog has
   * told no standard VAT rate (never a guessed one).
   */
  depositPreview: depositPreviewSchema.nullable(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/**
 * GET /campaign: the current organisation's campaigns; platform administrators see every organisation's (one
 * with `organizationId`). `q` matches the name.
 */
export const campaignSortKeys = ['createdAt', 'name', 'status', 'startDate', 'budgetRappen'] as const;
export const campaignListQuery = listQuery(campaignSortKeys, {
  status: campaignStatusSchema.optional(),
  organizationId: uuid.toLowerCase().optional(),
}).extend({ order: z.enum(['asc', 'desc']).default('desc') });
export type CampaignListQuery = z.output<typeof campaignListQuery>;
export const campaignPage = pageOf(campaignSummarySchema);
export type CampaignPage = z.infer<typeof campaignPage>;

/**
 * GET /campaign/current: the dashboard's panels of the current organisation: running and pending campaigns and
 * the rejected ones to adjust (newest first, at most 10 each), with the counts. For a platform administrator
 * without a current organisation, `pending` lists every organisation's campaigns waiting for review.
 */
export const currentCampaignsSchema = z.object({
  running: z.array(campaignSummarySchema),
  pending: z.array(campaignSummarySchema),
  toAdjust: z.array(campaignSummarySchema),
  counts: z.object({
    draft: z.number().int(),
    running: z.number().int(),
    pending: z.number().int(),
    toAdjust: z.number().int(),
    approved: z.number().int(),
    finished: z.number().int(),
  }),
  /**
   * added (issue 12): the newest feedback of recipients on the organisation's campaigns (at most
   * DASHBOARD_FEEDBACK_COUNT, newest first) for the dashboard panel; empty for an administrator without one.
   */
  feedback: z.array(feedbackEntrySchema),
});
export type CurrentCampaigns = z.infer<typeof currentCampaignsSchema>;

/**
 * GET /campaign/{campaignId}/statistics. Gift codes and mails (issue 12) are counted from the campaign's
 * vouchers: 0 before the campaign is approved (campaign-voucher-numbers.ts says what each number counts).
 */
export const campaignStatisticsSchema = z.object({
  recipients: z.object({ total: z.number().int(), unsubscribed: z.number().int() }),
  products: z.object({ total: z.number().int(), physical: z.number().int(), digital: z.number().int() }),
  budget: z.object({
    budgetRappen: z.number().int().nullable(),
    maxPriceRappen: z.number().int(),
    /** Value of the gifts redeemed so far (issue 12: 0 until codes exist). */
    usedRappen: z.number().int(),
    feeRappen: z.number().int(),
    baseFeeRappen: z.number().int(),
  }),
  vouchers: voucherNumbersSchema,
  mails: mailNumbersSchema,
  /**
   * added (issue 20): the engagement funnel's course from the approval on (the kept counters, ADR 0031), per day,
   * or per week once it spans more than 62 days.
   */
  funnel: z.object({ granularity: z.enum(reportGranularities), series: z.array(funnelPeriodSchema) }),
  /** added (issue 20): the gifts chosen, most chosen first, with what they cost the budget (price and shipping). */
  gifts: z.array(
    z.object({
      productId: uuid,
      name: z.object({ de: z.string(), en: z.string() }).nullable(),
      count: z.number().int(),
      valueRappen: z.number().int(),
    }),
  ),
});
export type CampaignStatistics = z.infer<typeof campaignStatisticsSchema>;

/** Calls that name only their campaign (release): an empty JSON object. */
export const campaignActionBody = z.object({});

/**
 * POST /campaign/{campaignId}/approve (platform administrators): the review of a pending campaign; `block`
 * also stops an approved or running one. Reject and block need a reason (issue at `reason`,
 * `error.campaign.reasonRequired`), which reaches the giver as a conversation message and a notification.
 */
export const reviewCampaignBody = z
  .object({
    decision: z.enum(campaignDecisions),
    reason: z.string().trim().max(4000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision !== 'approve' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ErrorKeys.campaign.reasonRequired });
  });
export type ReviewCampaignBody = z.input<typeof reviewCampaignBody>;

/** What create-template copies from the template besides its type and products-less fields. */
export const templateElementSchema = z.enum(templateElements);

/**
 * POST /campaign/{campaignId}/create-template: a new draft of the current organisation named `name`, with the
 * template's type and the chosen elements copied (the timespan and budget are chosen anew).
 */
export const createCampaignFromTemplateBody = z
  .object({
    name: campaignName,
    copy: z.array(templateElementSchema).max(templateElements.length).default([]),
  })
  // Strict: a misnamed field (`elements` for `copy`) is a 400, not a campaign created silently without copies.
  .strict();
export type CreateCampaignFromTemplateBody = z.input<typeof createCampaignFromTemplateBody>;
