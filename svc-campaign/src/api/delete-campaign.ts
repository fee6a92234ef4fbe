import { deleteCampaign } from '../db/campaign-changes';
import { assertManages } from '../domain/campaign-access';
import { planCampaignDeletion } from '../domain/campaign-changes';
import { actorOf, campaignFor } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/** DELETE /campaign/{campaignId}: a draft (admin, manager), with its recipients and designs; else 409 by status. */
export const handleDeleteCampaign =
  ({ kit }: CampaignDeps): Handler<'DELETE /campaign/{campaignId}'> =>
  async (ctx, { params, user }) => {
    const { row, standing } = await campaignFor(kit.db, params.campaignId, user!);
    assertManages(standing);
    await deleteCampaign(kit, row.id, planCampaignDeletion, actorOf(ctx, user!));
  };
