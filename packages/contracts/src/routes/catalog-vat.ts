import { z } from 'zod';
import * as vat from '../catalog-vat';
import { ErrorKeys } from '../errors';
import { uuidParam } from './params';
import type { RouteDef } from './types';

/**
 * VAT categories (spec section 7). Every signed-in user reads the categories with today's rates (sellers pick
 * one in the product editor, givers see the VAT of a price) and one category with its whole history of rates
 * (public facts of Swiss law, nothing to hide); only platform administrators page through the list and save. `/vat-category/list` comes before `/vat-category/{categoryId}`.
 */
/**
 * The standard rate's history (the default category's dated rates, oldest first): svc-billing puts VAT on the
 * platform's fees at the rate in force on the day of an invoice (issue 19). Internal: signed service calls only.
 */
export const standardVatRatesRoute = {
  method: 'GET',
  path: '/internal/vat/standard',
  service: 'catalog',
  access: 'internal',
  response: z.object({ rates: z.array(vat.vatRateSchema) }),
} as const satisfies RouteDef;

export const catalogVatRoutes = [
  standardVatRatesRoute,
  {
    method: 'GET',
    path: '/vat-category',
    service: 'catalog',
    access: 'authenticated',
    response: vat.vatCategoryListResponse,
  },
  {
    method: 'PUT',
    path: '/vat-category',
    service: 'catalog',
    access: 'platformAdmin',
    body: vat.saveVatCategoryBody,
    response: vat.vatCategoryDetailSchema,
  },
  {
    method: 'GET',
    path: '/vat-category/list',
    service: 'catalog',
    access: 'platformAdmin',
    query: vat.vatCategoryListQuery,
    response: vat.vatCategoryPage,
  },
  {
    method: 'GET',
    path: '/vat-category/{categoryId}',
    service: 'catalog',
    access: 'authenticated',
    params: z.object({ categoryId: uuidParam(ErrorKeys.vatCategory.notFound) }),
    response: vat.vatCategoryDetailSchema,
  },
] as const satisfies readonly RouteDef[];
