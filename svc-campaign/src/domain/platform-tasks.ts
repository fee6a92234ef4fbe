import type { PlatformTaskKind } from '@cadeau/contracts';

/** The cockpit page where a task of `kind` about `id` is done (issue 20, GET /platform/tasks). */
export function taskPath(kind: PlatformTaskKind, id: string): string {
  switch (kind) {
    case 'organizationReview':
      return `/cockpit/organizations/${id}`;
    case 'productReview':
      return `/cockpit/products/${id}`;
    case 'campaignReview':
      return `/cockpit/campaigns/${id}`;
    case 'depositOverdue':
    case 'payoutRequest':
      return `/cockpit/invoices?invoice=${id}`;
    case 'conversationOpen':
      return `/cockpit/conversations/${id}`;
    // The lists open filtered to what waits (their pages read `status` from the address).
    case 'bankPaymentUnmatched':
      return '/cockpit/bank-payments?status=unmatched';
    case 'contactUnanswered':
      return '/cockpit/contacts?status=open';
  }
}
