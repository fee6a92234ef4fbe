import { useQueries } from '@tanstack/react-query';
import { api } from '@cadeau/ui/api';

/**
 * The products a campaign holds, each as svc-catalog shows it to the caller (GET /product/{productId}): a
 * selected product need not be on the catalog page shown, and one that left the catalog (paused, replaced,
 * blocked) may answer 404 to a giver, which the section shows as no longer available.
 */
export function useSelectedProducts(productIds: readonly string[]) {
  return useQueries({
    queries: productIds.map((productId) => ({
      queryKey: ['campaigns', 'product', productId] as const,
      queryFn: () => api('GET', '/product/{productId}', { params: { productId } }),
      retry: false,
      staleTime: 60_000,
    })),
  });
}
