import { errors } from '@cadeau/service-kit';
import { createCampaign } from '../db/campaign-changes';
import { giverOrganizationOf, managesCampaigns } from '../domain/campaign-access';
import { actorOf, campaignAnswer } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /campaign: a new draft of the current giver organisation (admin, manager; a platform administrator acting
 * in it). The organisation's name is asked of svc-identity for the lists; while it does not answer it stays null
 * and the release fills it.
 */
export const handleCreateCampaign =
  (deps: CampaignDeps): Handler<'POST /campaign'> =>
  async (ctx, { body, user }) => {
    const organizationId = giverOrganizationOf(user!);
    if (!organizationId || !managesCampaigns(user!)) throw errors.forbidden();
    const organizationName = await deps.identity
      .organizationFacts(organizationId)
      .then((f) => f.name)
      .catch(() => null);
    const row = await createCampaign(
      deps.kit,
      { organizationId, organizationName, name: body.name, type: body.type },
      actorOf(ctx, user!),
    );
    ctx.status = 201;
    return campaignAnswer(deps, row, user!);
  };
