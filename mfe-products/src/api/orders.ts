import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Order, OrderPage, OrderStatusBody } from '@cadeau/contracts';
import { apiFetch, pathOf, queryClient, toQueryString, type ListParams } from '@cadeau/ui/api';

// The order routes (contracts routes/catalog-orders.ts) join the route table once svc-catalog serves them; until
// then the typed `api()` cannot name them, so these hooks call apiFetch with the contracts' types.

/** Query keys of the orders (every list query starts with `orders, list`). */
export const orderKeys = {
  lists: ['orders', 'list'] as const,
  list: (params: ListParams) => ['orders', 'list', params] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** GET /order: a page of the orders this user may read (scope `own`, or `all` for platform administrators). */
export function useOrderList(params: ListParams) {
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: () => apiFetch<OrderPage>('GET', `/order${toQueryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /order/{orderId}: one order, with the statuses this user may set now (`nextStatuses`). */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => apiFetch<Order>('GET', pathOf('/order/{orderId}', { orderId })),
  });
}

/**
 * POST /order/{orderId}/status: a guarded transition (ship, done, cancel). The answer is the order as it is
 * now; the lists refetch, since the order's status and sort place changed.
 */
export function useOrderStatus() {
  return useMutation({
    mutationFn: ({ orderId, ...body }: OrderStatusBody & { orderId: string }) =>
      apiFetch<Order>('POST', pathOf('/order/{orderId}/status', { orderId }), body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}
