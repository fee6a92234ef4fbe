import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  api,
  listQuery,
  queryClient,
  type ApiBody,
  type ApiQuery,
  type ApiResponse,
  type ListParams,
} from '@cadeau/ui/api';

/** VAT categories (platform administrators): the list, one category with all its rates, a save. */
export const vatKeys = {
  all: ['admin', 'vatCategories'] as const,
  page: (params: ListParams) => ['admin', 'vatCategories', 'page', params] as const,
  one: (id: string) => ['admin', 'vatCategories', 'one', id] as const,
};

export type VatCategoryRow = ApiResponse<'GET', '/vat-category/list'>['items'][number];
export type VatCategoryDetail = ApiResponse<'GET', '/vat-category/{categoryId}'>;
export type VatCategorySave = ApiBody<'PUT', '/vat-category'>;

export function useVatCategoryPage(params: ListParams) {
  return useQuery({
    queryKey: vatKeys.page(params),
    queryFn: () =>
      api('GET', '/vat-category/list', { query: listQuery<ApiQuery<'GET', '/vat-category/list'>>(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useVatCategory(categoryId: string | null) {
  return useQuery({
    queryKey: vatKeys.one(categoryId ?? ''),
    queryFn: () => api('GET', '/vat-category/{categoryId}', { params: { categoryId: categoryId! } }),
    enabled: !!categoryId,
  });
}

/** PUT /vat-category: the saved category replaces the cached one; lists (and other categories' flags) refetch. */
export function useSaveVatCategory() {
  return useMutation({
    mutationFn: (body: VatCategorySave) => api('PUT', '/vat-category', { body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: vatKeys.all });
      queryClient.setQueryData(vatKeys.one(saved.id), saved);
    },
  });
}
