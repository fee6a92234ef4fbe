// Not a Module Federation singleton: imports antd and react-router (like `@cadeau/ui/cockpit` and `list`), so each
// app that shows invoices (mfe-orgs, mfe-admin) bundles its own copy on the pages that need it. Its query keys all
// start with `billing`, and the query client is the shared one: a change in one app refreshes the other's lists.
export {
  billingKeys,
  invoicePdfUrl,
  refreshBilling,
  useBudget,
  useChangeInvoiceStatus,
  useCorrectInvoiceAmount,
  useInvoice,
  useInvoiceList,
  useInvoiceUpdates,
  usePayoutOverview,
  useRequestPayout,
} from './api';
export { BudgetFacts } from './budget-facts';
export { InvoiceActions, possibleActions, type InvoiceAction } from './invoice-actions';
export { InvoiceDrawer, useOpenInvoice } from './invoice-drawer';
export { InvoiceNumberButton, InvoicePdfLink, InvoiceTable, useInvoiceColumns } from './invoice-table';
export { registerBillingTexts } from './texts';
export { formatDay, formatIban, formatPeriod, historyActionText, InvoiceStatusTag, lineText } from './words';
