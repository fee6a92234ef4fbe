import { reviewCampaign } from '../db/campaign-changes';
import { actorOf, campaignAnswer, campaignFor } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /campaign/{campaignId}/approve (platform administrators): approve or reject a pending campaign, or block
 * a pending, approved or running one; the reason of a rejection or block reaches the giver through the event.
 * The deposit invoice is not checked yet: it comes with the billing issue (ADR 0016).
 */
export const handleReviewCampaign =
  (deps: CampaignDeps): Handler<'POST /campaign/{campaignId}/approve'> =>
  async (ctx, { params, body, user }) => {
    const { row } = await campaignFor(deps.kit.db, params.campaignId, user!);
    const reviewed = await reviewCampaign(deps.kit, row.id, body.decision, body.reason, actorOf(ctx, user!));
    return campaignAnswer(deps, reviewed, user!);
  };
