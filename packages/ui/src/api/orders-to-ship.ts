import { useQuery } from '@tanstack/react-query';
import { ApiError } from './client';
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
    // As the administrators' task count: a 401 of this background count (a request racing the end of an
    // impersonation) is its own failure only; GET /user/myuser decides about the session.
    queryFn: () =>
      api('GET', '/order', { query: listQuery<ApiQuery<'GET', '/order'>>(params) }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 401) throw new Error('orders to ship: not signed in');
        throw err;
      }),
    enabled,
  });
}
