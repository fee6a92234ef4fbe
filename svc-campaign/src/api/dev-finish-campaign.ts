import { finishCampaignNow } from '../workers/campaign-clock';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /internal/dev/campaigns/{campaignId}/finish (development only): the campaign clock's end of one campaign,
 * now. Answers how many were finished (0 when the campaign is not approved or running).
 */
export const handleDevFinishCampaign =
  ({ kit, now }: CampaignDeps): Handler<'POST /internal/dev/campaigns/{campaignId}/finish'> =>
  async (_ctx, { params }) => ({ finished: await finishCampaignNow({ ...kit, now }, params.campaignId) });
