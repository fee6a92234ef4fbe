import { campaignOfRecipients } from '../db/recipients-campaign';
import { listRecipients } from '../db/recipients';
import { assertRecipientAccess } from '../domain/recipient-access';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/** GET /campaign/{campaignId}/recipients: one page, sorted, searched and filtered on the server. */
export const handleListRecipients =
  ({ kit }: CampaignDeps): Handler<'GET /campaign/{campaignId}/recipients'> =>
  async (_ctx, { params, query, user }) => {
    assertRecipientAccess(user!, await campaignOfRecipients(kit.db, params.campaignId), 'read');
    return listRecipients(kit.db, params.campaignId, query);
  };
