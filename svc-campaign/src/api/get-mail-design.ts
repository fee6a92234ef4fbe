import type { MailDesign } from '@cadeau/contracts';
import { findDesign, findDesignCampaign } from '../db/designs';
import { designAccess } from '../domain/design-access';
import { mailDesignAnswer } from './design-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /campaign/{campaignId}/mail-design: the saved design, or the default at version 0 (writes nothing), with
 * whether the caller may change it now. Every member of the campaign's organisation and platform administrators.
 */
export const handleGetMailDesign =
  ({ kit }: CampaignDeps): Handler<'GET /campaign/{campaignId}/mail-design'> =>
  async (_ctx, { params, user }) => {
    const access = designAccess(user!, await findDesignCampaign(kit.db, params.campaignId));
    const row = await findDesign<MailDesign>(kit.db, 'mail', params.campaignId);
    return mailDesignAnswer(params.campaignId, row, access);
  };
