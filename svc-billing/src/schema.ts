/** The Postgres schema owned by svc-billing (DESIGN section 2): the journal, invoices, bank payments, read models. */
export const BILLING_SCHEMA = 'billing';
