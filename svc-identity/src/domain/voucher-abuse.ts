import type { EventData } from '@cadeau/contracts';

/** svc-campaign's alarm about gift-code guessing (stream CAMPAIGN, issue 12). */
export const voucherAbuseSubjects = ['voucher.lookupBudgetExhausted'] as const;
export type VoucherAbuseSubject = (typeof voucherAbuseSubjects)[number];

/**
 * The platform administrators' notification of an exhausted global lookup budget: how many unknown codes in
 * how long (minutes, as people read it) and when; it leads nowhere in particular (no page shows lookups).
 */
export function voucherAbuseNotification(data: EventData<'voucher.lookupBudgetExhausted'>) {
  return {
    type: 'notification.voucherLookupBudgetExhausted' as const,
    data: { failures: data.failures, windowMinutes: Math.max(1, Math.round(data.windowSec / 60)), at: data.at },
    path: null,
  };
}
