import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, listQuery, type ApiQuery, type ListParams } from '@cadeau/ui/api';
import { currentLanguage } from '@cadeau/ui/i18n';
import type { Picked } from '../billing/SearchSelect';

/** How many matches a search offers; typing narrows the server's list to the one meant. */
const MATCHES = 20;

/** Campaigns whose name matches `q` (GET /campaign: every organisation's for an administrator), by name. */
export function useCampaignMatches(q: string): { matches: Picked[]; loading: boolean } {
  const params: ListParams = { page: 1, pageSize: MATCHES, sort: 'name', order: 'asc', q: q || undefined };
  const list = useQuery({
    queryKey: ['reports', 'campaignMatches', params] as const,
    queryFn: () => api('GET', '/campaign', { query: listQuery<ApiQuery<'GET', '/campaign'>>(params) }),
    placeholderData: keepPreviousData,
  });
  return {
    matches: (list.data?.items ?? []).map((c) => ({
      id: c.id,
      label: c.organizationName ? `${c.name} · ${c.organizationName}` : c.name,
    })),
    loading: list.isFetching,
  };
}

/** Approved products whose name or number matches `q` (GET /product/list, every seller's), by number. */
export function useProductMatches(q: string): { matches: Picked[]; loading: boolean } {
  const lang = currentLanguage();
  const params: ListParams = {
    page: 1,
    pageSize: MATCHES,
    sort: 'number',
    order: 'asc',
    scope: 'all',
    status: 'approved',
    q: q || undefined,
  };
  const list = useQuery({
    queryKey: ['reports', 'productMatches', params] as const,
    queryFn: () => api('GET', '/product/list', { query: listQuery<ApiQuery<'GET', '/product/list'>>(params) }),
    placeholderData: keepPreviousData,
  });
  return {
    matches: (list.data?.items ?? []).map((p) => ({ id: p.id, label: `${p.number} ${p.name[lang] || p.name.en}` })),
    loading: list.isFetching,
  };
}
