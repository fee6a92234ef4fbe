import { findCampaign } from '../db/campaigns';
import { feedbackPageOf } from '../db/vouchers-read';
import { standingTo } from '../domain/campaign-access';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /campaign/{campaignId}/feedback: the thanks recipients left after their order (`PUT /voucher/{code}`), for
 * every member of the giver and platform administrators; newest first, paginated and searched on the server.
 */
export const handleListFeedback =
  ({ kit }: CampaignDeps): Handler<'GET /campaign/{campaignId}/feedback'> =>
  async (_ctx, { params, query, user }) => {
    standingTo(user!, await findCampaign(kit.db, params.campaignId));
    return feedbackPageOf(kit.db, params.campaignId, query);
  };
