import { routesOf, type RouteHandlers } from '@cadeau/service-kit';
import type { CatalogDeps } from './deps';
import { handleGetVatCategory } from './get-vat-category';
import { handleListVatCategories } from './list-vat-categories';
import { handlePageVatCategories } from './page-vat-categories';
import { handleSaveVatCategory } from './save-vat-category';

/**
 * One handler per catalog route of the table, keyed `METHOD path` (service-kit `registerRoutes` registers
 * them in table order and stops the start when a route has no handler or a handler no route).
 */
export const catalogHandlers = (deps: CatalogDeps): RouteHandlers<'catalog'> => {
  return {
    'GET /vat-category': handleListVatCategories(deps),
    'PUT /vat-category': handleSaveVatCategory(deps),
    'GET /vat-category/list': handlePageVatCategories(deps),
    'GET /vat-category/{categoryId}': handleGetVatCategory(deps),
  };
};

/** The catalog routes of the table, in table order (the permission tests and docs walk them). */
export const catalogRoutes = () => routesOf('catalog');
