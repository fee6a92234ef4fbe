import { routesOf, type RouteHandlers } from '@cadeau/service-kit';
import type { CampaignDeps } from './deps';

/**
 * One handler per campaign route of the table, keyed `METHOD path` (service-kit `registerRoutes` registers
 * them in table order and stops the start when a route has no handler or a handler no route). Each area adds
 * its lines here.
 */
export const campaignHandlers = (deps: CampaignDeps): RouteHandlers<'campaign'> => {
  void deps;
  return {};
};

/** The campaign routes of the table, in table order (the permission tests and docs walk them). */
export const campaignRoutes = () => routesOf('campaign');
