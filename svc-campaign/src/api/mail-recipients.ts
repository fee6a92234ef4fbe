import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { findCampaign } from '../db/campaigns';
import { mailRecipientsPageOf } from '../db/vouchers-mailing';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /internal/campaigns/{campaignId}/mail-recipients (svc-mail): the recipients with a code, keyset-paginated by
 * recipient id, optionally only `ids` (a manual campaign's single sends). Unsubscribed ones are listed with the
 * flag (svc-mail records them as not sent instead of losing track of them).
 */
export const handleMailRecipients =
  ({ kit }: CampaignDeps): Handler<'GET /internal/campaigns/{campaignId}/mail-recipients'> =>
  async (_ctx, { params, query }) => {
    const campaign = await findCampaign(kit.db, params.campaignId);
    if (!campaign) throw errors.notFound(ErrorKeys.campaign.notFound);
    return mailRecipientsPageOf(kit.db, campaign.id, query);
  };
