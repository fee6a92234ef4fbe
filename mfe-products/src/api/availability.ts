import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@cadeau/ui/api';

export const availabilityKeys = {
  weeks: (productId: string, from: string | undefined) =>
    ['products', 'availability', productId, from ?? 'now'] as const,
};

/**
 * A product's weekly availability: twelve ISO weeks from `from`, or from the current week when it is undefined
 * (the server knows the week it is in Zurich). The previous page stays on screen while the next one loads.
 */
export function useProductAvailability(productId: string, from: string | undefined) {
  return useQuery({
    queryKey: availabilityKeys.weeks(productId, from),
    queryFn: () =>
      api('GET', '/product/{productId}/availability', { params: { productId }, query: from ? { from } : {} }),
    placeholderData: keepPreviousData,
  });
}
