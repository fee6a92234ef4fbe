import { useQuery } from '@tanstack/react-query';
import { api } from '@cadeau/ui/api';

/**
 * The dashboard's campaign panels of the current organisation (svc-campaign `GET /campaign/current`): running
 * and pending campaigns and the rejected ones to adjust, with counts. Keyed like mfe-campaigns' other campaign
 * queries (`['campaigns', …]`), so a change in the workspace and a `campaign:updated` push refresh it.
 */
export const currentCampaignsKey = ['campaigns', 'current'] as const;

export function useCurrentCampaigns(enabled = true) {
  return useQuery({ queryKey: currentCampaignsKey, queryFn: () => api('GET', '/campaign/current'), enabled });
}

/** The campaign list filtered to those awaiting review (the list page reads `status` from the URL). */
export const CAMPAIGNS_TO_REVIEW_PATH = '/cockpit/campaigns?status=pending';
