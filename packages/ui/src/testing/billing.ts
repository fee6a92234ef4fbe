// Billing answers as svc-billing gives them (contracts billing.ts), for the billing pages' tests.
import type { BankPayment, Budget, InvoiceDetail, InvoiceSummary, PayoutOverview } from '@cadeau/contracts';

export const BILLING_ORG_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002';

/** A valid UUID ending in `n` (each generated invoice its own). */
export const billingIdOf = (n: number) => `5b0c8c9e-6a39-4d55-9b3c-${String(900_000_000_000 + n).padStart(12, '0')}`;

/** An open deposit invoice of Giver AG, with overrides. */
export function anInvoice(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: billingIdOf(1),
    number: '2026-000001',
    type: 'deposit',
    status: 'open',
    organizationId: BILLING_ORG_ID,
    organizationName: 'Giver AG',
    campaignId: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0c01',
    campaignName: 'Weihnachten 2026',
    amountRappen: 101_189_100,
    originalAmountRappen: 101_189_100,
    manualAmountRappen: null,
    paidRappen: 0,
    openRappen: 101_189_100,
    reference: '210000000003139471430009017',
    issuedAt: '2026-11-20T10:00:00.000Z',
    dueDate: '2026-11-27',
    period: null,
    ...overrides,
  };
}

/** The detail of `anInvoice(overrides)`: a deposit's lines, both parties and its issue in the history. */
export function anInvoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const summary = anInvoice(overrides);
  return {
    ...summary,
    creditor: {
      organizationId: null,
      name: 'Cadeau AG',
      street: 'Bahnhofstrasse',
      houseNumber: '1',
      zip: '8001',
      city: 'Zürich',
      country: 'ch',
      vatNumber: 'CHE-123.456.789 MWST',
      iban: 'CH44 3199 9123 0008 8901 2',
    },
    debtor: {
      organizationId: summary.organizationId,
      name: summary.organizationName,
      street: 'Marktgasse',
      houseNumber: '5',
      zip: '3011',
      city: 'Bern',
      country: 'ch',
      vatNumber: null,
      iban: null,
    },
    lines: [
      // CHF 1'000'000.00 budget, 0.1 % fee, CHF 10'000.00 base fee, 8.1 % VAT on the fees: CHF 1'011'891.00.
      { kind: 'budget', text: '', amountRappen: 100_000_000, vatRateBasisPoints: null },
      { kind: 'feeGiver', text: '0.1', amountRappen: 100_000, vatRateBasisPoints: null },
      { kind: 'baseFeeGiver', text: '', amountRappen: 1_000_000, vatRateBasisPoints: null },
      { kind: 'vat', text: '', amountRappen: 89_100, vatRateBasisPoints: 810 },
    ],
    history: [
      {
        at: '2026-11-20T10:00:00.000Z',
        action: 'issued',
        status: 'open',
        amountRappen: summary.originalAmountRappen,
        paidRappen: 0,
        byUserId: null,
        reason: null,
      },
    ],
    pdfPath: `/api/invoice/${summary.id}/pdf`,
    ...overrides,
  };
}

/** Giver AG's money: some credit, one open invoice, no earnings. */
export function aBudget(overrides: Partial<Budget> = {}): Budget {
  return {
    organizationId: BILLING_ORG_ID,
    organizationName: 'Giver AG',
    features: ['giver'],
    creditRappen: 1_234_50,
    payableRappen: 0,
    pendingRappen: 0,
    openRappen: 101_189_100,
    payoutRequestedRappen: 0,
    paidOutRappen: 0,
    iban: 'CH93 0076 2011 6238 5295 7',
    ...overrides,
  };
}

/** What Giver AG can be paid out (its credit) and its requests so far (none). */
export function aPayoutOverview(overrides: Partial<PayoutOverview> = {}): PayoutOverview {
  return {
    organizationId: BILLING_ORG_ID,
    availableRappen: 1_234_50,
    iban: 'CH93 0076 2011 6238 5295 7',
    requests: [],
    ...overrides,
  };
}

/** A payment of a camt.054 file that named no invoice, with overrides. */
export function aBankPayment(overrides: Partial<BankPayment> = {}): BankPayment {
  return {
    id: billingIdOf(500),
    bankReference: 'ZKB-20261121-0001',
    reference: null,
    amountRappen: 500_00,
    bookingDate: '2026-11-21',
    debtorName: 'Giver AG',
    status: 'unmatched',
    invoiceId: null,
    invoiceNumber: null,
    receivedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}
