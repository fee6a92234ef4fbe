import { campaignCoreRoutes } from './campaign-core';
import { campaignDesignRoutes } from './campaign-designs';
import { campaignRecipientRoutes } from './campaign-recipients';
import { campaignVoucherRoutes } from './campaign-vouchers';
import { campaignRedemptionRoutes } from './campaign-redemption';
import type { RouteDef } from './types';

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
] as const satisfies readonly RouteDef[];
