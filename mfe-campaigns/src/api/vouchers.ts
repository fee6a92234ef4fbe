import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, listQuery, pathOf, queryClient, type ApiQuery, type ListParams } from '@cadeau/ui/api';
import { recipientKeys } from './recipients';

export type { CampaignStatistics, FeedbackEntry, RecipientVoucher } from '@cadeau/contracts';

/**
 * The giver's side of gift codes (issue 12): the campaign's numbers, the recipients' feedback, one code sent by
 * mail and every code as a CSV file. Query keys start with `campaigns`, so a change of the campaign (and the
 * workspace's refetch of everything `campaigns`) refreshes them too.
 */
export const voucherKeys = {
  statistics: (campaignId: string) => ['campaigns', 'statistics', campaignId] as const,
  billing: (campaignId: string) => ['campaigns', 'billing', campaignId] as const,
  feedbackAll: (campaignId: string) => ['campaigns', 'feedback', campaignId] as const,
  feedback: (campaignId: string, params: ListParams) => ['campaigns', 'feedback', campaignId, params] as const,
};

/** GET /campaign/{campaignId}/statistics: recipients, codes generated and redeemed, mails sent, opened, clicked. */
export function useCampaignStatistics(campaignId: string) {
  return useQuery({
    queryKey: voucherKeys.statistics(campaignId),
    queryFn: () => api('GET', '/campaign/{campaignId}/statistics', { params: { campaignId } }),
  });
}

/**
 * GET /campaign/{campaignId}/billing (svc-billing, issue 20): the deposit, what the gifts spent and the final billing
 * as it would be today or as it was issued. A campaign svc-billing does not know yet (never released) answers 404:
 * no money to show, not an error.
 */
export function useCampaignBilling(campaignId: string) {
  return useQuery({
    queryKey: voucherKeys.billing(campaignId),
    queryFn: () => api('GET', '/campaign/{campaignId}/billing', { params: { campaignId } }),
    retry: false,
  });
}

/** A page of the feedback and thanks the recipients left, newest first (sorted and searched on the server). */
export function useCampaignFeedback(campaignId: string, params: ListParams) {
  return useQuery({
    queryKey: voucherKeys.feedback(campaignId, params),
    queryFn: () =>
      api('GET', '/campaign/{campaignId}/feedback', {
        params: { campaignId },
        query: listQuery<ApiQuery<'GET', '/campaign/{campaignId}/feedback'>>(params),
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Sends one recipient of a running manual campaign the campaign mail with its code now. The row (its "mailed"
 * column follows svc-mail's report) and the numbers are read anew afterwards.
 */
export function useSendCode(campaignId: string) {
  return useMutation({
    mutationFn: (recipientId: string) =>
      api('POST', '/campaign/{campaignId}/recipients/{id}/send-code', {
        params: { campaignId, id: recipientId },
        body: {},
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: recipientKeys.all(campaignId) });
      void queryClient.invalidateQueries({ queryKey: voucherKeys.statistics(campaignId) });
    },
  });
}

/** Where the browser downloads every code of a manual campaign as CSV (streamed by the server, audited). */
export const vouchersExportUrl = (campaignId: string) =>
  `/api${pathOf('/campaign/{campaignId}/vouchers/export', { campaignId })}`;
