import { campaignCoreRoutes } from './campaign-core';
import { campaignDesignRoutes } from './campaign-designs';
import { campaignRecipientRoutes } from './campaign-recipients';
import { campaignVoucherRoutes } from './campaign-vouchers';
import { campaignRedemptionRoutes } from './campaign-redemption';
import { platformRoutes } from './platform';
import { z } from 'zod';
import { uuidParam } from './params';
import type { RouteDef } from './types';

/**
 * Development only (absent in production): ends an approved or running campaign now, as the campaign clock does
 * after its end date (`campaign.finished`, audit entry), so the end-to-end tests and a newcomer can see a final
 * billing without waiting for the end date. Internal: signed service calls only (the e2e suite signs like one).
 */
export const devFinishCampaignRoute = {
  method: 'POST',
  path: '/internal/dev/campaigns/{campaignId}/finish',
  service: 'campaign',
  access: 'internal',
  production: 'absent',
  params: z.object({ campaignId: uuidParam() }),
  response: z.object({ finished: z.number().int() }),
} as const satisfies RouteDef;

/**
 * svc-campaign's routes: campaigns, recipients, mail and greeting designs (issue 11), later vouchers (issue
 * 12). Each area keeps its routes in its own list (`routes/campaign-<area>.ts`), spread in here in the order
 * the gateway and the service match them: literal paths before `{campaignId}` ones.
 */
export const campaignRoutes = [
  ...campaignCoreRoutes,
  ...campaignRecipientRoutes,
  ...campaignDesignRoutes,
  ...campaignVoucherRoutes,
  ...campaignRedemptionRoutes,
  ...platformRoutes,
  devFinishCampaignRoute,
] as const satisfies readonly RouteDef[];
