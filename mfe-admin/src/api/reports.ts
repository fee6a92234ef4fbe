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

/** The CSV of the report with the same filters and order (every campaign; the server names the file). */
export function engagementFunnelCsvUrl(params: ListParams): string {
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  return `/api/platform/reports/engagement-funnel/export${toQueryString(filters)}`;
}
