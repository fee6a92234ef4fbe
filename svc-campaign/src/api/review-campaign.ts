import { reviewCampaign } from '../db/campaign-changes';
import { generateVouchers } from '../db/vouchers-generate';
import { foundCampaign } from '../domain/campaign-changes';
import { planReview } from '../domain/campaign-review';
import { actorOf, campaignAnswer, campaignFor } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /campaign/{campaignId}/approve (platform administrators): approve or reject a pending campaign, or block
 * a pending, approved or running one; the reason of a rejection or block reaches the giver through the event.
 * The campaign is loaded under its lock with its deposit, `planReview` decides (an approval needs the deposit
 * invoice paid, issue 19: else 409 `error.campaign.depositUnpaid`), the plan is saved. An approval also makes one
 * gift code per recipient (db/vouchers-generate.ts) in the same transaction.
 */
export const handleReviewCampaign =
  (deps: CampaignDeps): Handler<'POST /campaign/{campaignId}/approve'> =>
  async (ctx, { params, body, user }) => {
    const { row } = await campaignFor(deps.kit.db, params.campaignId, user!);
    // An approval makes every recipient's gift code in its own transaction (issue 12): all or none.
    const reviewed = await reviewCampaign(
      deps.kit,
      row.id,
      (locked, deposit) => planReview(foundCampaign(locked), deposit, body),
      actorOf(ctx, user!),
      (trx, id) => generateVouchers(trx, deps.voucherKeys, id).then(() => undefined),
    );
    return campaignAnswer(deps, reviewed, user!);
  };
