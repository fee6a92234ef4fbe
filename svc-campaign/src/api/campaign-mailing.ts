import { ErrorKeys, mailDesignSchema } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { findDesign } from '../db/designs';
import { findCampaign } from '../db/campaigns';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /internal/campaigns/{campaignId}/mailing (svc-mail, once per campaign): what its mail is rendered from.
 * The mail goes out in the language of the giver's user who created the campaign (a campaign has no language of
 * its own; its designs hold both): German when that user is gone. `mailDesign` is null when none was saved or
 * the stored one no longer passes the design rules (svc-mail then records the mails as failed, never guesses).
 */
export const handleCampaignMailing =
  (deps: CampaignDeps): Handler<'GET /internal/campaigns/{campaignId}/mailing'> =>
  async (_ctx, { params }) => {
    const { kit } = deps;
    const campaign = await findCampaign(kit.db, params.campaignId);
    if (!campaign) throw errors.notFound(ErrorKeys.campaign.notFound);
    const [stored, language] = await Promise.all([
      findDesign<unknown>(kit.db, 'mail', campaign.id),
      languageOf(deps, campaign.created_by),
    ]);
    const design = stored ? mailDesignSchema.safeParse(stored.design) : null;
    if (design && !design.success) kit.logger.warn({ campaignId: campaign.id }, 'stored mail design fails its rules');
    return {
      campaignId: campaign.id,
      organizationId: campaign.organization_id,
      type: campaign.type,
      status: campaign.status,
      campaignName: campaign.name,
      giverName: campaign.organization_name ?? '',
      validFrom: campaign.start_date,
      validTo: campaign.end_date,
      mailDesign: design?.success ? design.data : null,
      language,
    };
  };

/** The creator's language; an unknown user is German, while svc-identity unreachable fails the call (retried). */
async function languageOf(deps: CampaignDeps, userId: string | null): Promise<'de' | 'en'> {
  if (!userId) return 'de';
  try {
    return (await deps.identity.user(userId)).language;
  } catch (err) {
    if (err instanceof DomainError && err.status === 404) return 'de';
    throw err;
  }
}
