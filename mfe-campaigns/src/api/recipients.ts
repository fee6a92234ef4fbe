import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CreateRecipientBody, ImportResult, Recipient, RecipientWithVoucherPage } from '@cadeau/contracts';
import { apiFetch, pathOf, queryClient, sendWithProgress, toQueryString, type ListParams } from '@cadeau/ui/api';
import type { ColumnMapping } from '../csv/mapping';

export type { Recipient, ImportResult, ImportProgress } from '@cadeau/contracts';

/** What a person writes for one recipient (add or edit): contracts `createRecipientBody`. */
export type RecipientFields = CreateRecipientBody;

/** contracts `IMPORT_PROGRESS_SOCKET_EVENT` (the browser loads no contracts runtime: zod stays out of bundles). */
export const IMPORT_PROGRESS_EVENT = 'campaign:importProgress';

const base = (campaignId: string) => pathOf('/campaign/{campaignId}/recipients', { campaignId });
const one = (campaignId: string, id: string) => pathOf('/campaign/{campaignId}/recipients/{id}', { campaignId, id });

/** Query keys: every recipients query of a campaign starts with `recipientKeys.all(campaignId)`. */
export const recipientKeys = {
  all: (campaignId: string) => ['campaigns', 'recipients', campaignId] as const,
  list: (campaignId: string, params: ListParams) => ['campaigns', 'recipients', campaignId, params] as const,
};

/**
 * A page of the campaign's recipients (sorted, searched and filtered on the server), each with its gift code's
 * columns once the campaign is approved (`voucher`, null before).
 */
export function useRecipients(campaignId: string, params: ListParams) {
  return useQuery({
    queryKey: recipientKeys.list(campaignId, params),
    queryFn: () => apiFetch<RecipientWithVoucherPage>('GET', base(campaignId) + toQueryString(params)),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a change the lists refetch, and so does the campaign itself: its recipient count, maximum price and
 * release blockers follow the recipients (the workspace's query keys start with `campaigns`).
 */
export function afterRecipientsChanged(campaignId: string) {
  void queryClient.invalidateQueries({ queryKey: recipientKeys.all(campaignId) });
  void queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'campaigns' && q.queryKey[1] !== 'recipients',
  });
}

export function useSaveRecipient(campaignId: string) {
  return useMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: RecipientFields }) =>
      id
        ? apiFetch<Recipient>('PUT', one(campaignId, id), fields)
        : apiFetch<Recipient>('POST', base(campaignId), fields),
    onSuccess: () => afterRecipientsChanged(campaignId),
  });
}

export function useDeleteRecipient(campaignId: string) {
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>('DELETE', one(campaignId, id)),
    onSuccess: () => afterRecipientsChanged(campaignId),
  });
}

/** Where the browser downloads every recipient as CSV (streamed by the server; BOM, formula cells escaped). */
export const recipientsExportUrl = (campaignId: string) => `/api${base(campaignId)}/export`;

/**
 * Sends a CSV file as it is (the server parses it as it arrives) with the column mapping in the query:
 * `?email=<header>&phone=<header>…`, and `skipInvalid=true` to import the valid rows of a file with refused ones
 * (issue 23). Progress counts the bytes sent.
 */
export function importRecipients(
  campaignId: string,
  file: Blob,
  mapping: ColumnMapping,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal; skipInvalid?: boolean } = {},
): Promise<ImportResult> {
  const query = toQueryString({ ...mapping, ...(options.skipInvalid ? { skipInvalid: 'true' } : {}) });
  return sendWithProgress<ImportResult>(`${base(campaignId)}/import${query}`, file, {
    contentType: 'text/csv',
    signal: options.signal,
    onProgress: ({ loaded, total }) => options.onProgress?.(total ? (loaded * 100) / total : 0),
  });
}
