import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { InvoiceAmountBody, InvoiceDetail, InvoiceStatusBody } from '@cadeau/contracts';
import { api, listQuery, queryClient, type ApiQuery, type ListParams } from '@cadeau/ui/api';

/**
 * Query keys of the billing screens: every one starts with `billing`, so an `invoice:updated` push (or a change
 * made here) refreshes them all at once, in whichever app they are shown.
 */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: (params: ListParams) => ['billing', 'invoices', params] as const,
  invoice: (invoiceId: string) => ['billing', 'invoice', invoiceId] as const,
  budget: (organizationId: string) => ['billing', 'budget', organizationId] as const,
  payout: (organizationId: string) => ['billing', 'payout', organizationId] as const,
};

/** Pages keep showing the previous page's rows while the next one loads, so the table does not jump. */
const paged = { placeholderData: keepPreviousData } as const;

/** Where an invoice's PDF (with the QR-bill of what is open) is fetched; the detail names it as `pdfPath` too. */
export const invoicePdfUrl = (invoiceId: string) => `/api/invoice/${encodeURIComponent(invoiceId)}/pdf`;

/** GET /invoice: a page of invoices (a member's organisation's; an administrator's of every or one organisation). */
export function useInvoiceList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: billingKeys.invoices(params),
    queryFn: () => api('GET', '/invoice', { query: listQuery<ApiQuery<'GET', '/invoice'>>(params) }),
    enabled,
    ...paged,
  });
}

/** GET /invoice/{invoiceId}: one invoice with its lines, parties, history and PDF path; nothing while `null`. */
export function useInvoice(invoiceId: string | null) {
  return useQuery({
    queryKey: billingKeys.invoice(invoiceId ?? ''),
    queryFn: () => api('GET', '/invoice/{invoiceId}', { params: { invoiceId: invoiceId! } }),
    enabled: !!invoiceId,
  });
}

/** GET /organization/{organizationId}/budget: credit, payable and pending earnings, open amounts, payouts. */
export function useBudget(organizationId: string | null) {
  return useQuery({
    queryKey: billingKeys.budget(organizationId ?? ''),
    queryFn: () => api('GET', '/organization/{organizationId}/budget', { params: { organizationId: organizationId! } }),
    enabled: !!organizationId,
  });
}

/** GET /organization/{organizationId}/payout: what can be paid out, to which IBAN, and the requests so far. */
export function usePayoutOverview(organizationId: string | null) {
  return useQuery({
    queryKey: billingKeys.payout(organizationId ?? ''),
    queryFn: () => api('GET', '/organization/{organizationId}/payout', { params: { organizationId: organizationId! } }),
    enabled: !!organizationId,
  });
}

/** Every billing query refetches if shown, else is marked stale: amounts and statuses hang together. */
export function refreshBilling(): void {
  void queryClient.invalidateQueries({ queryKey: billingKeys.all });
}

/** The answer to an action on one invoice: shown at once in its detail, the rest refetched. */
function afterInvoiceChange(invoice: InvoiceDetail) {
  queryClient.setQueryData(billingKeys.invoice(invoice.id), invoice);
  refreshBilling();
}

/** POST /organization/{organizationId}/payout: the organisation's admins ask for a payout to its IBAN. */
export function useRequestPayout() {
  return useMutation({
    mutationFn: ({ organizationId, amountRappen }: { organizationId: string; amountRappen?: number }) =>
      api('POST', '/organization/{organizationId}/payout', {
        params: { organizationId },
        body: amountRappen === undefined ? {} : { amountRappen },
      }),
    onSuccess: refreshBilling,
  });
}

/** POST /invoice/{invoiceId}/status (platform administrators): a payment, a reopening or a payout paid out. */
export function useChangeInvoiceStatus() {
  return useMutation({
    mutationFn: ({ invoiceId, ...body }: InvoiceStatusBody & { invoiceId: string }) =>
      api('POST', '/invoice/{invoiceId}/status', { params: { invoiceId }, body }),
    onSuccess: afterInvoiceChange,
  });
}

/** POST /invoice/{invoiceId}/amount (platform administrators): the corrected amount, with a reason. */
export function useCorrectInvoiceAmount() {
  return useMutation({
    mutationFn: ({ invoiceId, ...body }: InvoiceAmountBody & { invoiceId: string }) =>
      api('POST', '/invoice/{invoiceId}/amount', { params: { invoiceId }, body }),
    onSuccess: afterInvoiceChange,
  });
}

/**
 * While a billing page is shown, an `invoice:updated` push (a payment booked from a bank file, a payout paid, an
 * invoice issued by an event) refetches its billing queries. The socket is the shell's singleton, connected after
 * login; loaded here only when a billing page mounts.
 */
export function useInvoiceUpdates(): void {
  useEffect(() => {
    let off = () => {};
    let stopped = false;
    void import('@cadeau/ui/socket').then(({ socket, SocketEvents }) => {
      if (stopped) return;
      const handler = () => refreshBilling();
      socket.on(SocketEvents.invoiceUpdated, handler);
      off = () => socket.off(SocketEvents.invoiceUpdated, handler);
    });
    return () => {
      stopped = true;
      off();
    };
  }, []);
}
