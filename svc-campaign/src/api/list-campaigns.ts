import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { campaignPage } from '../db/campaigns';
import { giverOrganizationOf, isPlatformAdmin } from '../domain/campaign-access';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /campaign: the current giver organisation's campaigns; platform administrators every organisation's (one
 * with `organizationId`). A member naming another organisation is refused 403, never silently answered its own.
 */
export const handleListCampaigns =
  ({ kit }: CampaignDeps): Handler<'GET /campaign'> =>
  async (_ctx, { query, user }) => {
    const own = giverOrganizationOf(user!);
    let organizationId: string | null;
    if (isPlatformAdmin(user!)) organizationId = query.organizationId ?? null;
    else if (query.organizationId && query.organizationId !== own) throw errors.forbidden(ErrorKeys.forbidden);
    else organizationId = own;
    return campaignPage(kit.db, organizationId, query);
  };
