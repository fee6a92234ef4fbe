import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { findDesignCampaign, recordDesignAudit, saveDesign } from '../db/designs';
import { assertDesignWritable, designAccess } from '../domain/design-access';
import { designId } from '../domain/design-ids';
import { designActor, greetingDesignAnswer } from './design-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /campaign/{campaignId}/greeting-design/{id}: replaces the greeting design over the version the editor
 * loaded, as the mail design's PUT (same roles, status rule and 409 `changedMeanwhile`).
 */
export const handleSaveGreetingDesign =
  ({ kit }: CampaignDeps): Handler<'PUT /campaign/{campaignId}/greeting-design/{id}'> =>
  async (ctx, { params, body, user }) => {
    const actor = designActor(ctx, user!);
    return kit.db.transaction(async (trx) => {
      const campaign = await findDesignCampaign(trx, params.campaignId, true);
      const access = designAccess(user!, campaign);
      if (params.id !== designId('greeting', params.campaignId))
        throw errors.notFound(ErrorKeys.greetingDesign.notFound);
      assertDesignWritable(access, campaign!.status);
      const row = await saveDesign(trx, 'greeting', {
        campaignId: params.campaignId,
        expectedVersion: body.version,
        design: body.design,
        userId: actor.userId,
      });
      if (!row) throw errors.conflict(ErrorKeys.greetingDesign.changedMeanwhile);
      await recordDesignAudit(kit, trx, { kind: 'greeting', campaign: campaign!, version: row.version, ...actor });
      return greetingDesignAnswer(params.campaignId, row, access);
    });
  };
