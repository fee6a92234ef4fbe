import { z } from 'zod';
import * as products from '../catalog-products';
import { ErrorKeys } from '../errors';
import { uuidParam } from './params';
import type { RouteDef } from './types';

const productParams = z.object({ productId: uuidParam(ErrorKeys.product.notFound) });

/**
 * The facts of up to 100 products by id, for svc-campaign (service-kit's internal client): status, type, gross
 * price and shipping, names, seller and image. Unknown or deleted ids are left out of the answer.
 */
export const productFactsRoute = {
  method: 'POST',
  path: '/internal/products/facts',
  service: 'catalog',
  access: 'internal',
  body: products.productFactsBody,
  response: products.productFactsResponse,
} as const satisfies RouteDef;

/**
 * Products (spec section 7). The table's access rules are coarse; svc-catalog's domain adds the finer ones:
 * writing needs the seller feature of the current organisation (else 403), another organisation's product
 * answers 404 `error.product.notFound` (no existence leak), platform administrators may read and review
 * every product. Literal paths come before `{productId}` ones so the router matches them first.
 */
export const catalogProductRoutes = [
  // What a new product's editor starts from (image bounds of the settings, defaults).
  {
    method: 'GET',
    path: '/product',
    service: 'catalog',
    access: 'orgMember',
    response: products.productDefaultsSchema,
  },
  // A new draft of the current organisation (seller feature), with a new number and version group.
  {
    method: 'POST',
    path: '/product',
    service: 'catalog',
    access: 'orgMember',
    body: products.createProductBody,
    response: products.productDetailSchema,
  },
  // Replaces the fields of a draft or rejected product; a released one answers 409 error.product.notEditable.
  {
    method: 'PUT',
    path: '/product',
    service: 'catalog',
    access: 'orgMember',
    body: products.updateProductBody,
    response: products.productDetailSchema,
  },
  // Own products, the givers' catalog, or (administrators) all products: see productListQuery's scopes.
  {
    method: 'GET',
    path: '/product/list',
    service: 'catalog',
    access: 'orgMember',
    query: products.productListQuery,
    response: products.productPage,
  },
  {
    method: 'POST',
    path: '/product/statistics',
    service: 'catalog',
    access: 'orgMember',
    body: products.productStatisticsBody,
    response: products.productStatisticsSchema,
  },
  {
    method: 'GET',
    path: '/product/{productId}',
    service: 'catalog',
    access: 'orgMember',
    params: productParams,
    response: products.productDetailSchema,
  },
  // A new draft version of a released product's group; 409 error.product.newVersionCreated when the group
  // already has a newer draft, pending or rejected version (that one is edited instead).
  {
    method: 'POST',
    path: '/product/{productId}/version',
    service: 'catalog',
    access: 'orgMember',
    params: productParams,
    body: products.productActionBody,
    response: products.productDetailSchema,
  },
  // Pause (approved → paused) or resume (paused → approved) by the seller.
  {
    method: 'PUT',
    path: '/product/{productId}/pause',
    service: 'catalog',
    access: 'orgMember',
    params: productParams,
    body: products.pauseProductBody,
    response: products.productDetailSchema,
  },
  // Deletes a draft or rejected product; ends (finished) an approved or paused one, which still serves the
  // campaigns that hold it.
  {
    method: 'PUT',
    path: '/product/{productId}/delete',
    service: 'catalog',
    access: 'orgMember',
    params: productParams,
    body: products.productActionBody,
    response: products.productDetailSchema,
  },
  // Release for review: draft or rejected → pending; only an approved organisation with the seller feature.
  {
    method: 'POST',
    path: '/product/{productId}/publish',
    service: 'catalog',
    access: 'orgMember',
    params: productParams,
    body: products.productActionBody,
    response: products.productDetailSchema,
  },
  // The review: pending → approved (the group's former approved version becomes replaced) or rejected.
  {
    method: 'POST',
    path: '/product/{productId}/approve',
    service: 'catalog',
    access: 'platformAdmin',
    params: productParams,
    body: products.reviewProductBody,
    response: products.productDetailSchema,
  },
  // added: a platform administrator blocks any product but a deleted one, with a reason.
  {
    method: 'POST',
    path: '/product/{productId}/block',
    service: 'catalog',
    access: 'platformAdmin',
    params: productParams,
    body: products.blockProductBody,
    response: products.productDetailSchema,
  },
  // A new product (new number and group, draft, version 1) with the fields of this one as its template.
  {
    method: 'POST',
    path: '/product/{productId}/create-template',
    service: 'catalog',
    access: 'orgMember',
    params: productParams,
    body: products.productActionBody,
    response: products.productDetailSchema,
  },
  productFactsRoute,
] as const satisfies readonly RouteDef[];
