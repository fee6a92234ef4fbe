import { createFromTemplate } from '../db/campaign-changes';
import { templatePartsCopier } from '../db/campaign-parts';
import { assertManages } from '../domain/campaign-access';
import { actorOf, campaignAnswer, campaignFor } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /campaign/{campaignId}/create-template: a new draft of the organisation (admin, manager) with the
 * template's type and the chosen elements (products, recipients, mail design, greeting design) copied in one
 * transaction; the timespan and budget are chosen anew. The template may be in any status.
 */
export const handleCreateCampaignFromTemplate =
  (deps: CampaignDeps): Handler<'POST /campaign/{campaignId}/create-template'> =>
  async (ctx, { params, body, user }) => {
    const { row, standing } = await campaignFor(deps.kit.db, params.campaignId, user!);
    assertManages(standing);
    const chosen = new Set(body.copy);
    const copy = {
      products: chosen.has('products'),
      recipients: chosen.has('recipients'),
      mailDesign: chosen.has('mailDesign'),
      greetingDesign: chosen.has('greetingDesign'),
    };
    const actor = actorOf(ctx, user!);
    const created = await createFromTemplate(
      deps.kit,
      row,
      body.name,
      copy,
      templatePartsCopier(copy, actor.userId),
      actor,
    );
    ctx.status = 201;
    return campaignAnswer(deps, created, user!);
  };
