import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { findDesignCampaign, recordDesignAudit, saveDesign } from '../db/designs';
import { assertDesignWritable, designAccess } from '../domain/design-access';
import { designId } from '../domain/design-ids';
import { designActor, mailDesignAnswer } from './design-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /campaign/{campaignId}/mail-design/{id}: replaces the design (validated by the contract: placeholders,
 * links, images, one gift code and one footer) over the version the designer loaded (0: the first save). Admin,
 * manager and designer, while the campaign is editable; a save over a newer version is 409 `changedMeanwhile`.
 * The save, its audit entry and the campaign's status check are one transaction (db/designs.ts).
 */
export const handleSaveMailDesign =
  ({ kit }: CampaignDeps): Handler<'PUT /campaign/{campaignId}/mail-design/{id}'> =>
  async (ctx, { params, body, user }) => {
    const actor = designActor(ctx, user!);
    return kit.db.transaction(async (trx) => {
      const campaign = await findDesignCampaign(trx, params.campaignId, true);
      const access = designAccess(user!, campaign);
      if (params.id !== designId('mail', params.campaignId)) throw errors.notFound(ErrorKeys.mailDesign.notFound);
      assertDesignWritable(access, campaign!.status);
      const row = await saveDesign(trx, 'mail', {
        campaignId: params.campaignId,
        expectedVersion: body.version,
        design: body.design,
        userId: actor.userId,
      });
      if (!row) throw errors.conflict(ErrorKeys.mailDesign.changedMeanwhile);
      await recordDesignAudit(kit, trx, { kind: 'mail', campaign: campaign!, version: row.version, ...actor });
      return mailDesignAnswer(params.campaignId, row, access);
    });
  };
