import { catalogAvailabilityRoutes } from './catalog-availability';
import { catalogFileRoutes } from './catalog-files';
import { catalogVatRoutes } from './catalog-vat';
import { catalogProductRoutes } from './catalog-products';
import { catalogOrderRoutes } from './catalog-orders';
import type { RouteDef } from './types';

/**
 * svc-catalog's routes: VAT categories, products, uploads and weekly availability (issue 10), orders (issue 12). Each area keeps
 * its routes in its own list here, in the order the gateway and the service match them.
 */
export const catalogRoutes = [
  ...catalogVatRoutes,
  ...catalogProductRoutes,
  ...catalogFileRoutes,
  ...catalogAvailabilityRoutes,
  ...catalogOrderRoutes,
] as const satisfies readonly RouteDef[];
