import { useMutation } from '@tanstack/react-query';
import type { VoucherFeedbackBody, VoucherOrderBody } from '@cadeau/contracts';
import { api } from '@cadeau/ui/api';

// The public redemption calls of svc-campaign (contracts routes/campaign-redemption.ts). The code goes in the
// path as its 16 digits; the gateway logs such paths as /voucher/****. None of these is retried by the query
// client: every failed lookup counts against the per-client and global attempt budgets.

/**
 * GET /voucher/{code}, asked when the recipient presses "Select gift" (or arrives by the mailed link). A
 * mutation, not a query: the answer must not be refetched on focus, since after the order the same code
 * answers `error.voucher.alreadyUsed`, and every refetch of a wrong code would spend an attempt.
 */
export function useVoucherLookup() {
  return useMutation({
    mutationFn: (code: string) => api('GET', '/voucher/{code}', { params: { code } }),
    retry: false,
  });
}

/**
 * GET /voucher/{code}/order (issue 23): the order a used code made, asked once the lookup answered
 * `error.voucher.alreadyUsed`. A mutation for the same reason as the lookup: nothing refetches it.
 */
export function useUsedVoucherOrder() {
  return useMutation({
    mutationFn: (code: string) => api('GET', '/voucher/{code}/order', { params: { code } }),
    retry: false,
  });
}

/** POST /voucher/{code}/visit: the page's beacon once it showed the campaign (counts "clicked" once). */
export function useVoucherVisit() {
  return useMutation({
    mutationFn: (code: string) => api('POST', '/voucher/{code}/visit', { params: { code } }),
    retry: false,
  });
}

export interface OrderRequest {
  code: string;
  body: VoucherOrderBody;
  /** One key per attempt (kept across a double click or a retry), so the server places one order. */
  idempotencyKey: string;
}

/** POST /voucher/{code}/order with its Idempotency-Key: consumes the code and places the order. */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ code, body, idempotencyKey }: OrderRequest) =>
      api('POST', '/voucher/{code}/order', {
        params: { code },
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    retry: false,
  });
}

/** PUT /voucher/{code}: thanks or feedback after the order (204). */
export function useGiveFeedback() {
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: VoucherFeedbackBody }) =>
      api('PUT', '/voucher/{code}', { params: { code }, body }),
    retry: false,
  });
}

/**
 * A version 4 uuid for an order's Idempotency-Key. crypto.randomUUID exists only in secure contexts, and a
 * test stack on a LAN address is none, while getRandomValues exists everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
