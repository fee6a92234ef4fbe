import { useQuery } from '@tanstack/react-query';
import { backgroundCount } from './background-count';
import { listQuery, type ListParams } from './list-query';
import { api } from './route-client';
import type { ApiQuery } from './route-types';

/** How many of the seller's orders to ship are named (the longest waiting first); the count is the server's. */
export const ORDERS_TO_SHIP_SHOWN = 5;

/** mfe-products' orders list, filtered to the orders still to ship (it reads `status` from the URL). */
export const ORDERS_TO_SHIP_PATH = '/cockpit/orders?status=placed';

const params: ListParams = {
  page: 1,
  pageSize: ORDERS_TO_SHIP_SHOWN,
  sort: 'placedAt',
  order: 'asc',
  side: 'seller',
  status: 'placed',
};

/**
 * A seller's orders placed and not shipped yet (svc-catalog `GET /order`, the current organisation's as seller):
 * the seller's tasks on the dashboard and the count beside its link (issue 20). Keyed like mfe-products' order
 * lists (`['orders', …]`), so a status change there refetches it, and so does a new order's notification
 * (`addPushedNotification`).
 */
export function useOrdersToShip(enabled = true) {
  return useQuery({
    queryKey: ['orders', 'list', params] as const,
    queryFn: () =>
      backgroundCount('orders to ship', api('GET', '/order', { query: listQuery<ApiQuery<'GET', '/order'>>(params) })),
    enabled,
  });
}
