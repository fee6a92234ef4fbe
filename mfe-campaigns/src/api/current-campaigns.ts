import { useQuery } from '@tanstack/react-query';
import { api, listQuery, type ApiQuery, type ListParams } from '@cadeau/ui/api';

/**
 * The dashboard's campaign panels of the current organisation (svc-campaign `GET /campaign/current`): running
 * and pending campaigns and the rejected ones to adjust, with counts. Keyed like mfe-campaigns' other campaign
 * queries (`['campaigns', …]`), so a change in the workspace and a `campaign:updated` push refresh it.
 */
export const currentCampaignsKey = ['campaigns', 'current'] as const;

export function useCurrentCampaigns(enabled = true) {
  return useQuery({ queryKey: currentCampaignsKey, queryFn: () => api('GET', '/campaign/current'), enabled });
}

/** How many of the campaigns awaiting review are named; the count is the server's total. */
export const CAMPAIGNS_TO_REVIEW_SHOWN = 5;

/** The campaign list filtered to those awaiting review (the list page reads `status` from the URL). */
export const CAMPAIGNS_TO_REVIEW_PATH = '/cockpit/campaigns?status=pending';

const toReview: ListParams = {
  page: 1,
  pageSize: CAMPAIGNS_TO_REVIEW_SHOWN,
  // The longest waiting first, as the organisations awaiting approval.
  sort: 'createdAt',
  order: 'asc',
  status: 'pending',
};

/**
 * A platform administrator's review queue: every organisation's campaigns released for review (`GET /campaign`
 * lists every organisation's to an administrator, whichever organisation they look at). Keyed as a campaign
 * list, so a review in the workspace, which refetches the lists, takes the campaign off the dashboard too.
 */
export function useCampaignsToReview(enabled = true) {
  return useQuery({
    queryKey: ['campaigns', 'list', toReview] as const,
    queryFn: () => api('GET', '/campaign', { query: listQuery<ApiQuery<'GET', '/campaign'>>(toReview) }),
    enabled,
  });
}
