import { campaignAnswer, campaignFor } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/** GET /campaign/{campaignId}: any member of its organisation, and platform administrators (others: 404). */
export const handleGetCampaign =
  (deps: CampaignDeps): Handler<'GET /campaign/{campaignId}'> =>
  async (_ctx, { params, user }) => {
    const { row } = await campaignFor(deps.kit.db, params.campaignId, user!);
    return campaignAnswer(deps, row, user!);
  };
