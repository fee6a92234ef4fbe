import * as orders from '../catalog-orders';
import type { RouteDef } from './types';

/**
 * Orders (spec section 7, issue 12). The table's rules are coarse; svc-catalog's domain adds the finer ones: a
 * seller (seller feature) sees the orders of its products and changes them (organisation admin or manager); a
 * giver (giver feature) sees its campaigns' orders without the address beyond the city and never changes
 * them; platform administrators see and change every order. Anyone else's order answers 404
 * `error.order.notFound` (no existence leak).
 */
export const catalogOrderRoutes = [
  {
    method: 'GET',
    path: '/order',
    service: 'catalog',
    access: 'orgMember',
    query: orders.orderListQuery,
    response: orders.orderPage,
  },
  {
    method: 'GET',
    path: '/order/{orderId}',
    service: 'catalog',
    access: 'orgMember',
    params: orders.orderParams,
    response: orders.orderSchema,
  },
  // Guarded transitions: placed → shipped → done, placed → canceled (domain/order-status.ts).
  {
    method: 'POST',
    path: '/order/{orderId}/status',
    service: 'catalog',
    access: 'orgMember',
    params: orders.orderParams,
    body: orders.orderStatusBody,
    response: orders.orderSchema,
  },
  // Public: the PNG of the order number's QR code, linked from the confirmation mail and page. The order id is
  // an unguessable uuid and the image holds only the order number; an unknown id is 404 error.order.notFound.
  {
    method: 'GET',
    path: '/order/{orderId}/qr.png',
    service: 'catalog',
    access: 'public',
    params: orders.orderParams,
  },
] as const satisfies readonly RouteDef[];
