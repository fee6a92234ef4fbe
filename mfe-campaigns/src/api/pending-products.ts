import { useQuery } from '@tanstack/react-query';
import { api, listQuery, type ApiQuery, type ListParams } from '@cadeau/ui/api';

/** How many of the products awaiting review are named (the newest first); the count is the server's total. */
export const PENDING_PRODUCTS_SHOWN = 5;

/** mfe-products' review queue: its product list with `?status=pending` (every organisation's for an administrator). */
export const PENDING_PRODUCTS_PATH = '/cockpit/products?status=pending';

const params: ListParams = {
  page: 1,
  pageSize: PENDING_PRODUCTS_SHOWN,
  // A product's last change is its release for review: nothing changes a pending product but the review.
  sort: 'updatedAt',
  order: 'desc',
  scope: 'all',
  status: 'pending',
};

/**
 * Products released for review (svc-catalog `GET /product/list`, every organisation's: platform administrators
 * only). The key starts like mfe-products' list keys (`['products', 'list', …]`) on the page's one query client,
 * so a review there, which refetches every product list, takes the product off the dashboard too.
 */
export function usePendingProducts(enabled = true) {
  return useQuery({
    queryKey: ['products', 'list', params] as const,
    queryFn: () => api('GET', '/product/list', { query: listQuery<ApiQuery<'GET', '/product/list'>>(params) }),
    enabled,
  });
}
