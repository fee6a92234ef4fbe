import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ManualInvoiceBody, PaymentFileResult } from '@cadeau/contracts';
import { api, listQuery, sendWithProgress, type ApiQuery, type ListParams, type UploadProgress } from '@cadeau/ui/api';
import { billingKeys, refreshBilling } from '@cadeau/ui/billing';

/**
 * The administrators' billing calls (issue 19): every organisation's budget, the bank payments and their camt.054
 * upload, manual invoices. Keys start with `billing` like @cadeau/ui/billing's, so one refresh reaches them all.
 */
export const adminBillingKeys = {
  budgets: (params: ListParams) => [...billingKeys.all, 'budgets', params] as const,
  bankPayments: (params: ListParams) => [...billingKeys.all, 'bankPayments', params] as const,
};

const paged = { placeholderData: keepPreviousData } as const;

/** GET /organization/budgets: organisations with money at the platform, sorted and paged by the server. */
export function useBudgetList(params: ListParams) {
  return useQuery({
    queryKey: adminBillingKeys.budgets(params),
    queryFn: () =>
      api('GET', '/organization/budgets', { query: listQuery<ApiQuery<'GET', '/organization/budgets'>>(params) }),
    ...paged,
  });
}

/** GET /invoice/payments: the payments of the bank files, filtered by status. */
export function useBankPaymentList(params: ListParams) {
  return useQuery({
    queryKey: adminBillingKeys.bankPayments(params),
    queryFn: () => api('GET', '/invoice/payments', { query: listQuery<ApiQuery<'GET', '/invoice/payments'>>(params) }),
    ...paged,
  });
}

/** POST /invoice/payments/{paymentId}/assign: an unmatched payment pays the chosen invoice. */
export function useAssignBankPayment() {
  return useMutation({
    mutationFn: ({ paymentId, ...body }: { paymentId: string; invoiceId: string; reason: string }) =>
      api('POST', '/invoice/payments/{paymentId}/assign', { params: { paymentId }, body }),
    onSuccess: refreshBilling,
  });
}

/** POST /invoice: a manual invoice to an organisation (VAT at the standard rate unless `withVat` is false). */
export function useCreateManualInvoice() {
  return useMutation({
    mutationFn: (body: ManualInvoiceBody) => api('POST', '/invoice', { body }),
    onSuccess: refreshBilling,
  });
}

/**
 * POST /invoice/payments: the bank's camt.054 file as it is (the XML itself is the body, `application/xml`), sent
 * with XMLHttpRequest so the page shows its progress; answers what the file booked.
 */
export function uploadPaymentFile(
  file: Blob,
  onProgress?: (progress: UploadProgress) => void,
): Promise<PaymentFileResult> {
  return sendWithProgress<PaymentFileResult>('/invoice/payments', file, {
    contentType: 'application/xml',
    onProgress,
  }).then((result) => {
    refreshBilling();
    return result;
  });
}
