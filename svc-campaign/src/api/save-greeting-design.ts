import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { saveDesignOf } from '../db/design-saves';
import { designWriteAccess } from '../domain/design-access';
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
    const target = { kind: 'greeting' as const, campaignId: params.campaignId, id: params.id };
    const { decided: access, saved } = await saveDesignOf(
      kit,
      'greeting',
      params.campaignId,
      (campaign) => designWriteAccess(user!, campaign, target),
      { expectedVersion: body.version, design: body.design },
      actor,
    );
    if (!saved) throw errors.conflict(ErrorKeys.greetingDesign.changedMeanwhile);
    return greetingDesignAnswer(params.campaignId, saved, access);
  };
