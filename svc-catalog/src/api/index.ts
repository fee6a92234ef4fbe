import { routesOf, type RouteHandlers } from '@cadeau/service-kit';
import type { CatalogDeps } from './deps';

/**
 * One handler per catalog route of the table, keyed `METHOD path` (service-kit `registerRoutes` registers
 * them in table order and stops the start when a route has no handler or a handler no route).
 */
export const catalogHandlers = (deps: CatalogDeps): RouteHandlers<'catalog'> => {
  void deps;
  return {};
};

/** The catalog routes of the table, in table order (the permission tests and docs walk them). */
export const catalogRoutes = () => routesOf('catalog');
