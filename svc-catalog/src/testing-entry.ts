/**
 * What other workspaces' tests start of svc-catalog, as `@cadeau/svc-catalog/testing` (svc-campaign's redemption
 * world runs a real catalog beside the campaign service). Nothing here is used by the service.
 */
export { createCatalogService } from './app';
export { setWeeklyCapacity } from './db/availability';
