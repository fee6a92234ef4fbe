/**
 * What `npm run bench` (bench/src/billing.ts, issue 19) drives of svc-billing, as `@cadeau/svc-billing/bench`: the
 * schema and migrations for a database of its own, the journal's writes, the final billing, the bank-file reader,
 * writer and booking, and the plans and references its set-wise setup books. Nothing here is used by the service.
 */
export { BILLING_SCHEMA } from './schema';
export { migrations } from './db/migrations';
export { book, balanceOf, type BookedTransaction } from './db/journal';
export { bookNewTransactions, type NewTransaction } from './db/journal-batch';
export { bookBankTransactions, type BankTransaction } from './db/bank-files';
export { finishCampaign, releaseCampaign, type CampaignFacts } from './workers/campaign-billing-consumer';
export type { BillingDeps } from './api/deps';
export type { StandardVat } from './adapters/standard-vat';
export { parseCamt054 } from './domain/camt054';
export { writeCamt054, type Camt054WriteEntry, type Camt054WritePayment } from './domain/camt054-writer';
export { invoiceReference } from './domain/qr-reference';
export { accounts } from './domain/accounts';
export { balanced, contentOf, type TransactionPlan } from './domain/journal';
export { planManualInvoice } from './domain/plans/invoices';
export { planOrderPlaced } from './domain/plans/orders';
