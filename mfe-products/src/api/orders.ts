import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { OrderStatusBody } from '@cadeau/contracts';
import { api, listQuery, queryClient, type ApiQuery, type ListParams } from '@cadeau/ui/api';

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
    queryFn: () => api('GET', '/order', { query: listQuery<ApiQuery<'GET', '/order'>>(params) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /order/{orderId}: one order, with the statuses this user may set now (`nextStatuses`). */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => api('GET', '/order/{orderId}', { params: { orderId } }),
  });
}

/**
 * POST /order/{orderId}/status: a guarded transition (ship, done, cancel). The answer is the order as it is
 * now; the lists refetch, since the order's status and sort place changed.
 */
export function useOrderStatus() {
  return useMutation({
    mutationFn: ({ orderId, ...body }: OrderStatusBody & { orderId: string }) =>
      api('POST', '/order/{orderId}/status', { params: { orderId }, body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}
