/**
 * The accounts of the journal (ADR 0028). A posting's amount is positive for a debit and negative for a credit;
 * an account's balance is the sum of its postings. The platform's own accounts are single; the others are one per
 * invoice, campaign or organisation, named `<kind>:<id>`.
 *
 * | account            | normal side | holds                                                                 |
 * |--------------------|-------------|-----------------------------------------------------------------------|
 * | bank               | debit       | money received minus money paid out                                   |
 * | suspense           | credit      | bank payments not (or no longer) assigned to an invoice               |
 * | fees               | credit      | the platform's fees (giver and seller), net of VAT                    |
 * | vat                | credit      | VAT owed on the fees                                                  |
 * | adjustments        | both        | administrators' corrections and manual invoices' counterpart          |
 * | receivable:<inv>   | debit       | what an invoice still asks for (its open amount)                      |
 * | prepaid:<campaign> | credit      | a campaign's deposit not yet spent on gifts                           |
 * | credit:<org>       | credit      | an organisation's credit: reusable for a deposit or paid out          |
 * | pending:<org>      | credit      | a seller's earnings of orders not yet delivered                      |
 * | payable:<org>      | credit      | a seller's earnings of delivered orders, not yet paid out             |
 * | payout:<inv>       | credit      | a payout request not yet paid                                         |
 */
export const accounts = {
  bank: 'bank',
  suspense: 'suspense',
  fees: 'fees',
  vat: 'vat',
  adjustments: 'adjustments',
  receivable: (invoiceId: string) => `receivable:${invoiceId}`,
  prepaid: (campaignId: string) => `prepaid:${campaignId}`,
  credit: (organizationId: string) => `credit:${organizationId}`,
  pending: (organizationId: string) => `pending:${organizationId}`,
  payable: (organizationId: string) => `payable:${organizationId}`,
  payout: (invoiceId: string) => `payout:${invoiceId}`,
} as const;

/** Accounts that hold what the platform owes someone: their balance is never above zero (never a debit). */
export const creditOnlyKinds = ['credit', 'pending', 'payable', 'payout'] as const;

export const kindOf = (account: string) => account.split(':')[0];
