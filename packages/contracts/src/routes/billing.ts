import * as billing from '../billing';
import { z } from 'zod';
import { ErrorKeys } from '../errors';
import { IDEMPOTENCY_KEY_HEADER } from './campaign-redemption';
import { uuidParam } from './params';
import { BULK_REQUEST_TIMEOUT_MS, type RouteDef } from './types';

/** The largest camt.054 file the gateway lets through: 20,000 payments are about 7 MB. */
export const PAYMENT_FILE_LIMIT_BYTES = 32 * 1024 * 1024;

/** `npm start`'s demo step (development only): books the demo's money once every service runs. */
export const demoBillingRoute = {
  method: 'POST',
  path: '/internal/dev/demo-billing',
  service: 'billing',
  access: 'internal',
  response: z.object({ lines: z.array(z.string()) }),
  production: 'absent',
} as const satisfies RouteDef;

/**
 * svc-billing's routes (issue 19). The table's rules are coarse; svc-billing adds the finer ones: members see
 * their own organisation's invoices and money only (another organisation's invoice, PDF included, is 404
 * `error.invoice.notFound`), only its admins ask for a payout, platform administrators see and do everything.
 * `/organization/budgets` comes before svc-identity's `/organization/{organizationId}` (the first match wins).
 */
export const billingRoutes = [
  // Issue 20: a campaign's money for its giver's statistics (its organisation's members; administrators).
  {
    method: 'GET',
    path: '/campaign/{campaignId}/billing',
    service: 'billing',
    access: 'orgMember',
    params: billing.campaignBillingParams,
    response: billing.campaignBillingSchema,
  },
  {
    method: 'GET',
    path: '/organization/budgets',
    service: 'billing',
    access: 'platformAdmin',
    query: billing.budgetListQuery,
    response: billing.budgetPage,
  },
  {
    method: 'GET',
    path: '/organization/{organizationId}/budget',
    service: 'billing',
    access: 'orgMember',
    params: billing.organizationBillingParams,
    response: billing.budgetSchema,
  },
  {
    method: 'GET',
    path: '/organization/{organizationId}/payout',
    service: 'billing',
    access: 'orgMember',
    params: billing.organizationBillingParams,
    response: billing.payoutOverviewSchema,
  },
  // A GET never changes anything: asking for a payout is a POST beside the spec's GET.
  {
    method: 'POST',
    path: '/organization/{organizationId}/payout',
    service: 'billing',
    access: 'orgAdmin',
    // A client's retry with the same key books nothing twice (the transaction's key).
    forwardHeaders: [IDEMPOTENCY_KEY_HEADER],
    params: billing.organizationBillingParams,
    body: billing.payoutRequestBody,
    response: billing.invoiceSummarySchema,
  },
  {
    method: 'GET',
    path: '/invoice',
    service: 'billing',
    access: 'orgMember',
    query: billing.invoiceListQuery,
    response: billing.invoicePage,
  },
  {
    method: 'POST',
    path: '/invoice',
    service: 'billing',
    access: 'platformAdmin',
    body: billing.manualInvoiceBody,
    // A client's retry with the same key books nothing twice (the transaction's key).
    forwardHeaders: [IDEMPOTENCY_KEY_HEADER],
    response: billing.invoiceDetailSchema,
  },
  // The bank's camt.054 notification, the XML body as it comes from the bank (not JSON: no `body` schema).
  {
    method: 'POST',
    path: '/invoice/payments',
    service: 'billing',
    access: 'platformAdmin',
    response: billing.paymentFileResultSchema,
    bodyLimitBytes: PAYMENT_FILE_LIMIT_BYTES,
    timeoutMs: BULK_REQUEST_TIMEOUT_MS,
  },
  {
    method: 'GET',
    path: '/invoice/payments',
    service: 'billing',
    access: 'platformAdmin',
    query: billing.bankPaymentListQuery,
    response: billing.bankPaymentPage,
  },
  {
    method: 'POST',
    path: '/invoice/payments/{paymentId}/assign',
    service: 'billing',
    access: 'platformAdmin',
    params: billing.bankPaymentParams,
    body: billing.assignPaymentBody,
    response: billing.bankPaymentSchema,
  },
  {
    method: 'GET',
    path: '/invoice/{invoiceId}',
    service: 'billing',
    access: 'orgMember',
    params: billing.invoiceParams,
    response: billing.invoiceDetailSchema,
  },
  {
    method: 'GET',
    path: '/invoice/{invoiceId}/pdf',
    service: 'billing',
    access: 'orgMember',
    params: billing.invoiceParams,
  },
  {
    method: 'POST',
    path: '/invoice/{invoiceId}/status',
    service: 'billing',
    access: 'platformAdmin',
    // A client's retry with the same key books nothing twice (the transaction's key).
    forwardHeaders: [IDEMPOTENCY_KEY_HEADER],
    params: billing.invoiceParams,
    body: billing.invoiceStatusBody,
    response: billing.invoiceDetailSchema,
  },
  {
    method: 'POST',
    path: '/invoice/{invoiceId}/amount',
    service: 'billing',
    access: 'platformAdmin',
    // A client's retry with the same key books nothing twice (the transaction's key).
    forwardHeaders: [IDEMPOTENCY_KEY_HEADER],
    params: billing.invoiceParams,
    body: billing.invoiceAmountBody,
    response: billing.invoiceDetailSchema,
  },
  // svc-campaign's review screen and approval: the state of a campaign's deposit.
  {
    method: 'GET',
    path: '/internal/campaigns/{campaignId}/deposit',
    service: 'billing',
    access: 'internal',
    params: z.object({ campaignId: uuidParam(ErrorKeys.campaign.notFound) }),
    response: billing.depositStateSchema,
  },
  demoBillingRoute,
] as const satisfies readonly RouteDef[];
