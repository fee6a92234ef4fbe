import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ProductDetail, ProductFields } from '@cadeau/contracts';
import { api, listQuery, queryClient, type ApiQuery, type ListParams } from '@cadeau/ui/api';

/** Query keys of mfe-products: a product's detail and the lists (every list query starts with `products`). */
export const productKeys = {
  lists: ['products', 'list'] as const,
  list: (params: ListParams) => ['products', 'list', params] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  defaults: ['products', 'defaults'] as const,
  audit: (id: string) => ['products', 'audit', id] as const,
  vatCategories: ['products', 'vat-categories'] as const,
};

export function useProductList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: () => api('GET', '/product/list', { query: listQuery<ApiQuery<'GET', '/product/list'>>(params) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProduct(productId: string, enabled = true) {
  return useQuery({
    queryKey: productKeys.detail(productId),
    queryFn: () => api('GET', '/product/{productId}', { params: { productId } }),
    enabled,
  });
}

/** The image bounds of the settings in force and the defaults a new product starts from. */
export function useProductDefaults() {
  return useQuery({ queryKey: productKeys.defaults, queryFn: () => api('GET', '/product') });
}

/** The VAT categories with today's rate, for the editor's select (every signed-in user may read them). */
export function useVatCategories() {
  return useQuery({ queryKey: productKeys.vatCategories, queryFn: () => api('GET', '/vat-category') });
}

/** The changes recorded about one product (GET /audit: platform and organisation administrators only). */
export function useProductAudit(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.audit(productId),
    queryFn: () =>
      api('GET', '/audit', {
        query: listQuery<ApiQuery<'GET', '/audit'>>({ page: 1, pageSize: 50, entity: 'product', entityId: productId }),
      }),
    enabled,
  });
}

/**
 * After any change the server's answer is the product as it is now; the lists and the history refetch, and so
 * does every other version of the group (a new version or an approval changes the others' status too).
 */
function remember(product: ProductDetail) {
  queryClient.setQueryData(productKeys.detail(product.id), product);
  void queryClient.invalidateQueries({ queryKey: productKeys.lists });
  void queryClient.invalidateQueries({ queryKey: productKeys.audit(product.id) });
  for (const v of product.versions)
    if (v.id !== product.id) void queryClient.invalidateQueries({ queryKey: productKeys.detail(v.id) });
}

export function useCreateProduct() {
  return useMutation({
    mutationFn: (body: ProductFields) => api('POST', '/product', { body }),
    onSuccess: remember,
  });
}

export function useUpdateProduct() {
  return useMutation({
    mutationFn: (body: ProductFields & { id: string }) => api('PUT', '/product', { body }),
    onSuccess: remember,
  });
}

/** The actions of the detail screen, each a POST or PUT on the product that answers it as it is now. */
export function useProductAction() {
  return useMutation({
    mutationFn: ({ productId, action, reason }: ActionInput): Promise<ProductDetail> => {
      const params = { productId };
      switch (action) {
        case 'publish':
          return api('POST', '/product/{productId}/publish', { params, body: {} });
        case 'pause':
          return api('PUT', '/product/{productId}/pause', { params, body: { paused: true } });
        case 'resume':
          return api('PUT', '/product/{productId}/pause', { params, body: { paused: false } });
        case 'newVersion':
          return api('POST', '/product/{productId}/version', { params, body: {} });
        case 'delete':
        case 'end':
          return api('PUT', '/product/{productId}/delete', { params, body: {} });
        case 'template':
          return api('POST', '/product/{productId}/create-template', { params, body: {} });
        case 'approve':
          return api('POST', '/product/{productId}/approve', { params, body: { decision: 'approve' } });
        case 'reject':
          return api('POST', '/product/{productId}/approve', { params, body: { decision: 'reject', reason } });
        case 'block':
          return api('POST', '/product/{productId}/block', { params, body: { reason: reason ?? '' } });
      }
    },
    onSuccess: remember,
  });
}

export interface ActionInput {
  productId: string;
  action:
    'publish' | 'pause' | 'resume' | 'newVersion' | 'delete' | 'end' | 'template' | 'approve' | 'reject' | 'block';
  reason?: string;
}
