import { ErrorKeys, type CampaignDeposit } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { depositPaid } from './campaign-deposit';
import type { CampaignStatus } from '@cadeau/contracts/values';
import { nextStatus } from './campaign-status';

/** The platform administrator's decisions of POST /campaign/{campaignId}/approve (ADR 0019). */
export type ReviewDecision = 'approve' | 'reject' | 'block';

/** What a review changes: the campaign's new status and the reason kept with it. */
export interface ReviewPlan {
  decision: ReviewDecision;
  status: CampaignStatus;
  /** The reason of a rejection or block (required by the contract), an approval's optional note; else null. */
  reason: string | null;
}

/**
 * Plans one review of a campaign (the caller loads the campaign under its lock and its deposit, then saves the
 * plan): the status must allow the decision (409 with the key of the status, e.g. `error.campaign.alreadyApproved`),
 * and an approval needs the deposit invoice paid (issue 19: 409 `error.campaign.depositUnpaid` while it is not
 * issued, open, partly paid or reopened). Rejecting and blocking never depend on the deposit.
 */
export function planReview(
  campaign: { status: CampaignStatus },
  deposit: Pick<CampaignDeposit, 'status'> | null,
  request: { decision: ReviewDecision; reason?: string },
): ReviewPlan {
  const status = nextStatus(campaign.status, request.decision);
  // approve, reject and block lead to a status; only a deletion leaves none.
  if (status === 'deleted') throw errors.conflict(ErrorKeys.campaign.invalidStatus);
  if (request.decision === 'approve' && !depositPaid(deposit)) throw errors.conflict(ErrorKeys.campaign.depositUnpaid);
  return { decision: request.decision, status, reason: request.reason ?? null };
}
