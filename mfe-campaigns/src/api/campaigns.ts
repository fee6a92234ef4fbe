import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CampaignDetail,
  CreateCampaignBody,
  CreateCampaignFromTemplateBody,
  ReviewCampaignBody,
  UpdateCampaignBody,
} from '@cadeau/contracts';
import { api, listQuery, queryClient, useSettings, type ApiQuery, type ListParams } from '@cadeau/ui/api';

/** Query keys of the campaign screens (every list query starts with `campaigns, list`). */
export const campaignKeys = {
  lists: ['campaigns', 'list'] as const,
  list: (params: ListParams) => ['campaigns', 'list', params] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  audit: (id: string) => ['campaigns', 'audit', id] as const,
  catalog: (params: ListParams) => ['campaigns', 'catalog', params] as const,
  current: ['campaigns', 'current'] as const,
};

export function useCampaignList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.list(params),
    queryFn: () => api('GET', '/campaign', { query: listQuery<ApiQuery<'GET', '/campaign'>>(params) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCampaign(campaignId: string) {
  return useQuery({
    queryKey: campaignKeys.detail(campaignId),
    queryFn: () => api('GET', '/campaign/{campaignId}', { params: { campaignId } }),
  });
}

/** The rules of the settings in force (public global settings; Payment.FeeGiver only for administrators). */
export function useCampaignSettings() {
  return useSettings('global');
}

/**
 * The givers' catalog (GET /product/list?scope=catalog): approved products of every seller a campaign may pick,
 * with VAT at today's rate, sorted and paged by svc-catalog.
 */
export function useCatalog(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.catalog(params),
    queryFn: () =>
      api('GET', '/product/list', {
        query: listQuery<ApiQuery<'GET', '/product/list'>>({ ...params, scope: 'catalog' }),
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The changes recorded about one campaign (GET /audit: platform and organisation administrators only). */
export function useCampaignAudit(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.audit(campaignId),
    queryFn: () =>
      api('GET', '/audit', {
        query: listQuery<ApiQuery<'GET', '/audit'>>({
          page: 1,
          pageSize: 50,
          sort: 'createdAt',
          order: 'desc',
          // The campaign's own entries and its designs' (entity `campaignMailDesign`, …) share its id.
          entityId: campaignId,
        }),
      }),
    enabled,
  });
}

/** Every answer of a change is the campaign as it is now: the detail takes it, the lists and history refetch. */
export function rememberCampaign(campaign: CampaignDetail) {
  queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
  void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
  void queryClient.invalidateQueries({ queryKey: campaignKeys.current });
  void queryClient.invalidateQueries({ queryKey: campaignKeys.audit(campaign.id) });
}

export function useCreateCampaign() {
  return useMutation({
    mutationFn: (body: CreateCampaignBody) => api('POST', '/campaign', { body }),
    onSuccess: rememberCampaign,
  });
}

export function useCreateFromTemplate() {
  return useMutation({
    mutationFn: ({ campaignId, ...body }: CreateCampaignFromTemplateBody & { campaignId: string }) =>
      api('POST', '/campaign/{campaignId}/create-template', { params: { campaignId }, body }),
    onSuccess: rememberCampaign,
  });
}

/** PUT /campaign with the fields of one section and the version the screen read (optimistic locking). */
export function useUpdateCampaign() {
  return useMutation({
    mutationFn: (body: UpdateCampaignBody) => api('PUT', '/campaign', { body }),
    onSuccess: rememberCampaign,
  });
}

export function useReleaseCampaign() {
  return useMutation({
    mutationFn: (campaignId: string) =>
      api('POST', '/campaign/{campaignId}/release', { params: { campaignId }, body: {} }),
    onSuccess: rememberCampaign,
    // A refused release (409 releaseBlocked) means the shown blockers were out of date: read them anew.
    onError: (_err, campaignId) => void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
  });
}

export function useReviewCampaign() {
  return useMutation({
    mutationFn: ({ campaignId, ...body }: ReviewCampaignBody & { campaignId: string }) =>
      api('POST', '/campaign/{campaignId}/approve', { params: { campaignId }, body }),
    onSuccess: rememberCampaign,
    // A refused review (409 depositUnpaid: the deposit was reopened meanwhile, …): show the campaign as it is now.
    onError: (_err, { campaignId }) =>
      void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
  });
}

export function useDeleteCampaign() {
  return useMutation({
    mutationFn: (campaignId: string) => api('DELETE', '/campaign/{campaignId}', { params: { campaignId } }),
    onSuccess: (_answer, campaignId) => {
      queryClient.removeQueries({ queryKey: campaignKeys.detail(campaignId) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.current });
    },
  });
}
