import { routesOf, type RouteHandlers } from '@cadeau/service-kit';
import { handleAssignBankPayment } from './assign-bank-payment';
import { handleChangeInvoiceStatus } from './change-invoice-status';
import { handleCorrectInvoiceAmount } from './correct-invoice-amount';
import { handleCreateManualInvoice } from './create-manual-invoice';
import { handleDemoBilling } from './dev-demo-billing';
import type { BillingDeps } from './deps';
import { handleGetCampaignBilling } from './get-campaign-billing';
import { handleGetBudget } from './get-budget';
import { handleGetInvoice } from './get-invoice';
import { handleGetInvoicePdf } from './get-invoice-pdf';
import { handleGetPayout } from './get-payout';
import { handleInternalDeposit } from './internal-deposit';
import { handleListBankPayments } from './list-bank-payments';
import { handleListBudgets } from './list-budgets';
import { handleListInvoices } from './list-invoices';
import { handleRequestPayout } from './request-payout';
import { handleUploadPayments } from './upload-payments';

/** One handler per billing route of the table, keyed `METHOD path`. */
export const billingHandlers = (deps: BillingDeps, dataDir: string): RouteHandlers<'billing'> => ({
  'GET /organization/budgets': handleListBudgets(deps),
  'GET /organization/{organizationId}/budget': handleGetBudget(deps),
  'GET /campaign/{campaignId}/billing': handleGetCampaignBilling(deps),
  'GET /organization/{organizationId}/payout': handleGetPayout(deps),
  'POST /organization/{organizationId}/payout': handleRequestPayout(deps),
  'GET /invoice': handleListInvoices(deps),
  'POST /invoice': handleCreateManualInvoice(deps),
  'POST /invoice/payments': handleUploadPayments(deps),
  'GET /invoice/payments': handleListBankPayments(deps),
  'POST /invoice/payments/{paymentId}/assign': handleAssignBankPayment(deps),
  'GET /invoice/{invoiceId}': handleGetInvoice(deps),
  'GET /invoice/{invoiceId}/pdf': handleGetInvoicePdf(deps),
  'POST /invoice/{invoiceId}/status': handleChangeInvoiceStatus(deps),
  'POST /invoice/{invoiceId}/amount': handleCorrectInvoiceAmount(deps),
  'GET /internal/campaigns/{campaignId}/deposit': handleInternalDeposit(deps),
  'POST /internal/dev/demo-billing': handleDemoBilling(deps, dataDir),
});

/** The billing routes of the table, in table order (the permission tests and docs walk them). */
export const billingRoutes = () => routesOf('billing');
