import { useQuery } from '@tanstack/react-query';
import { api, listQuery, type ApiQuery, type ListParams } from '@cadeau/ui/api';

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
 * the seller's tasks on the dashboard (issue 20). Keyed like mfe-products' order lists (`['orders', …]`), so a
 * status change there refetches it.
 */
export function useOrdersToShip(enabled = true) {
  return useQuery({
    queryKey: ['orders', 'list', params] as const,
    queryFn: () => api('GET', '/order', { query: listQuery<ApiQuery<'GET', '/order'>>(params) }),
    enabled,
  });
}
