import type { DesignCampaignRow } from '../db/designs';
import type { CampaignDeps } from './deps';

/**
 * The giver's name a mail shows: svc-identity's current one, else the name the campaign kept (a preview does
 * not fail because svc-identity is slow; the name is only text in it).
 */
export async function giverName(deps: Pick<CampaignDeps, 'identity'>, campaign: DesignCampaignRow) {
  try {
    return (await deps.identity.organizationFacts(campaign.organization_id)).name;
  } catch {
    return campaign.organization_name;
  }
}
