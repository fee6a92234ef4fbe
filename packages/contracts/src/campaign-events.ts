import { z } from 'zod';
import { auditRecordedSchema } from './audit';
import { campaignStatusSchema, campaignTypeSchema } from './campaign-core';
import { redemptionEvents } from './campaign-redemption';
import { voucherGiverEvents } from './campaign-vouchers';

/**
 * What every event of a campaign's life carries: enough for svc-identity to write the giver's notification,
 * conversation message and the administrators' review task without asking back. `actorUserId` is who acted
 * (the administrator while impersonating); absent for the system (the campaign clock).
 */
export const campaignFactsSchema = z.object({
  campaignId: z.string().uuid(),
  organizationId: z.string().uuid(),
  name: z.string(),
  status: campaignStatusSchema,
  /** The reviewer's reason of a rejection or block (and an approval's optional note). */
  reason: z.string().optional(),
  actorUserId: z.string().uuid().optional(),
});
export type CampaignFacts = z.infer<typeof campaignFactsSchema>;

/**
 * Events of svc-campaign (stream CAMPAIGN): campaigns and their review (issue 11), later vouchers (issue 12).
 * Subjects are `<entity>.<past-tense-verb>`; consumers (svc-identity's notifications and conversations,
 * svc-mail, later billing) receive the parsed payload. Each area adds its subjects here.
 */
export const campaignEvents = {
  /** Released for review (draft or rejected → pending): administrators get a review task. */
  /**
   * `budgetRappen` (issue 19): svc-billing issues the deposit invoice for it. Optional because events published
   * before issue 19 lack it (billing then has nothing to invoice and logs it).
   */
  'campaign.released': campaignFactsSchema.extend({ budgetRappen: z.number().int().min(0).optional() }),
  'campaign.approved': campaignFactsSchema,
  /** Rejected with a reason: the giver adjusts and releases again. */
  'campaign.rejected': campaignFactsSchema.extend({ reason: z.string() }),
  'campaign.blocked': campaignFactsSchema.extend({ reason: z.string() }),
  /**
   * The campaign clock: approved → running on the start date. `type` (issue 12): svc-mail pulls the mailing of
   * an automatic campaign; a manual one waits for the giver's single sends. Optional because events published
   * before issue 12 lack it (a consumer would otherwise terminate them): without it, ask the mailing's `type`.
   */
  'campaign.started': campaignFactsSchema.extend({ type: campaignTypeSchema.optional() }),
  /** The campaign clock: approved or running → finished after the end date. */
  'campaign.finished': campaignFactsSchema,
  /** A draft was deleted. */
  'campaign.deleted': campaignFactsSchema,
  /** An audit entry of a campaign change, stored by svc-identity in the one audit log (see auditRecordedSchema). */
  'audit.campaign.recorded': auditRecordedSchema,
  /** Redemption (issue 12, area R): voucher.redeemed, voucher.feedbackGiven, voucher.lookupBudgetExhausted. */
  ...redemptionEvents,
  /** Gift codes on the giver's side (issue 12, area V): voucher.sendRequested. */
  ...voucherGiverEvents,
} as const;
export type CampaignEventSubject = keyof typeof campaignEvents;
