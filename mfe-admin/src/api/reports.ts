import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, listQuery, toQueryString, type ApiQuery, type ListParams } from '@cadeau/ui/api';

export const reportKeys = {
  all: ['reports'] as const,
  funnel: (params: ListParams) => [...reportKeys.all, 'engagementFunnel', params] as const,
};

/**
 * GET /platform/reports/engagement-funnel: totals, the series and one page of campaigns (issue 20). The page's list
 * state carries the filters (`organizationId`, `from`, `to`, `granularity`); the server checks them.
 */
export function useEngagementFunnel(params: ListParams) {
  return useQuery({
    queryKey: reportKeys.funnel(params),
    queryFn: () =>
      api('GET', '/platform/reports/engagement-funnel', {
        query: listQuery<ApiQuery<'GET', '/platform/reports/engagement-funnel'>>(params),
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /platform/reports/products-per-week: the weeks of a page of products and the totals of all (issue 20). */
export function useProductsPerWeek(params: ListParams) {
  return useQuery({
    queryKey: [...reportKeys.all, 'productsPerWeek', params] as const,
    queryFn: () =>
      api('GET', '/platform/reports/products-per-week', {
        query: listQuery<ApiQuery<'GET', '/platform/reports/products-per-week'>>(params),
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /platform/reports/campaign-product-planning: demand the campaigns can still bring against what remains. */
export function useProductPlanning(params: ListParams) {
  return useQuery({
    queryKey: [...reportKeys.all, 'productPlanning', params] as const,
    queryFn: () =>
      api('GET', '/platform/reports/campaign-product-planning', {
        query: listQuery<ApiQuery<'GET', '/platform/reports/campaign-product-planning'>>(params),
      }),
    placeholderData: keepPreviousData,
  });
}

/** A report's CSV with the filters shown (every product; the server names the file). */
export function reportCsvUrl(
  report: 'products-per-week' | 'campaign-product-planning' | 'engagement-funnel',
  params: ListParams,
): string {
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  return `/api/platform/reports/${report}/export${toQueryString(filters)}`;
}
