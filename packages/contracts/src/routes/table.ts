import { billingRoutes } from './billing';
import { campaignRoutes } from './campaign';
import { catalogRoutes } from './catalog';
import { gatewayRoutes } from './gateway';
import { identityRoutes } from './identity';
import { mailRoutes } from './mail';

/**
 * The whole route table, one module per service. Order matters where two paths of one method have the same
 * shape: the first match wins, here, at the gateway and in the service (the route-order test guards it).
 */
export const routes = [
  // Before identity's: `/organization/budgets` must not be read as `/organization/{organizationId}`.
  ...billingRoutes,
  ...identityRoutes,
  ...gatewayRoutes,
  ...mailRoutes,
  ...catalogRoutes,
  ...campaignRoutes,
] as const;

export type Route = (typeof routes)[number];
