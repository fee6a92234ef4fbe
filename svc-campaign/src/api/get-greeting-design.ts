import type { GreetingDesign } from '@cadeau/contracts';
import { findDesign, findDesignCampaign } from '../db/designs';
import { designAccess } from '../domain/design-access';
import { greetingDesignAnswer } from './design-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/** GET /campaign/{campaignId}/greeting-design: as the mail design's GET, for the greeting design. */
export const handleGetGreetingDesign =
  ({ kit }: CampaignDeps): Handler<'GET /campaign/{campaignId}/greeting-design'> =>
  async (_ctx, { params, user }) => {
    const access = designAccess(user!, await findDesignCampaign(kit.db, params.campaignId));
    const row = await findDesign<GreetingDesign>(kit.db, 'greeting', params.campaignId);
    return greetingDesignAnswer(params.campaignId, row, access);
  };
