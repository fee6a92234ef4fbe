import { z } from 'zod';
import { ErrorKeys } from './errors';
import { listQuery, pageOf } from './pagination';
import { bankPaymentStatuses, invoiceStatuses, invoiceTypes } from './values/lists';

/**
 * Billing (spec sections 3, 4, 7; issue 19, svc-billing). Every amount is integer Rappen. Invoice amounts,
 * what was paid against them, statuses, an organisation's credit and a seller's payable balance are derived from
 * svc-billing's double-entry journal (ADR 0028); these schemas are what the calls answer.
 */

const uuid = z.string().uuid();
const iso = z.string();

/** Invoice types of spec section 3 and statuses of spec section 4 (`values/lists.ts`). */
export const invoiceTypeSchema = z.enum(invoiceTypes);
export const invoiceStatusSchema = z.enum(invoiceStatuses);

/** Who an invoice is from or to: the platform (operator of the Payment settings) or an organisation. */
export const invoicePartySchema = z.object({
  /** Null for the platform. */
  organizationId: uuid.nullable(),
  name: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  vatNumber: z.string().nullable(),
  iban: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

/** What a line of an invoice is: fixed kinds, so both languages name them the same way everywhere. */
export const invoiceLineKinds = [
  'budget',
  'feeGiver',
  'baseFeeGiver',
  'vat',
  'creditApplied',
  'spent',
  'depositPaid',
  'creditKept',
  'order',
  'feeSeller',
  'payout',
  'manual',
] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

export const invoiceLineSchema = z.object({
  kind: z.enum(invoiceLineKinds),
  /** Free text (a manual line's description, an order's number and product name). */
  text: z.string(),
  amountRappen: z.number().int(),
  /** VAT rate of a VAT line, in basis points (810 = 8.1 %). */
  vatRateBasisPoints: z.number().int().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceHistoryEntrySchema = z.object({
  at: iso,
  /** What happened: issued, payment, creditApplied, reopened, amountCorrected, paidOut, settled, unassigned. */
  action: z.string(),
  /** The status after the change. */
  status: invoiceStatusSchema,
  amountRappen: z.number().int(),
  paidRappen: z.number().int(),
  /** Null for the system (an event, a bank file). */
  byUserId: uuid.nullable(),
  reason: z.string().nullable(),
});
export type InvoiceHistoryEntry = z.infer<typeof invoiceHistoryEntrySchema>;

export const invoiceSummarySchema = z.object({
  id: uuid,
  /** Gapless per year: `2026-000042`. */
  number: z.string(),
  type: invoiceTypeSchema,
  status: invoiceStatusSchema,
  organizationId: uuid,
  organizationName: z.string(),
  campaignId: uuid.nullable(),
  campaignName: z.string().nullable(),
  /** What is due now (the original amount and every correction). */
  amountRappen: z.number().int(),
  /** The amount at issue, before any correction. */
  originalAmountRappen: z.number().int(),
  /** The amount an administrator set by hand, null when never corrected. */
  manualAmountRappen: z.number().int().nullable(),
  paidRappen: z.number().int(),
  openRappen: z.number().int(),
  /** The QR reference (27 digits) or creditor reference (RF…) a payment names; null for payouts. */
  reference: z.string().nullable(),
  issuedAt: iso,
  dueDate: z.string().nullable(),
  /** Month of an order billing, `YYYY-MM`. */
  period: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  creditor: invoicePartySchema,
  debtor: invoicePartySchema,
  lines: z.array(invoiceLineSchema),
  history: z.array(invoiceHistoryEntrySchema),
  /** Where the PDF (with its QR-bill payment part) is fetched. */
  pdfPath: z.string(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceSortKeys = ['issuedAt', 'number', 'amountRappen', 'openRappen', 'dueDate', 'status'] as const;
/** GET /invoice: members see their organisation's, platform administrators every one (or one organisation's). */
export const invoiceListQuery = listQuery(invoiceSortKeys, {
  type: invoiceTypeSchema.optional(),
  status: invoiceStatusSchema.optional(),
  organizationId: uuid.toLowerCase().optional(),
  campaignId: uuid.toLowerCase().optional(),
  /** Issued on or after / before or on, `YYYY-MM-DD`. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;
export const invoicePage = pageOf(invoiceSummarySchema);

export const invoiceParams = z.object({ invoiceId: z.uuid({ error: ErrorKeys.invoice.notFound }).toLowerCase() });

const reason = z.string().trim().min(1).max(1000);
/**
 * POST /invoice/{invoiceId}/status (platform administrators), each with a reason:
 * - `paid`: a payment of `amountRappen` (default: the whole open amount); more than is open becomes credit;
 * - `partialPaid`: a payment of `amountRappen`, less than is open;
 * - `reopened`: the payments booked against it go back to the unassigned bank payments, the invoice is due again;
 * - `paidOut`: a payout request was paid to the organisation's IBAN.
 */
export const invoiceStatusBody = z.object({
  status: z.enum(['paid', 'partialPaid', 'reopened', 'paidOut']),
  amountRappen: z.number().int().min(1).max(99_999_999_999).optional(),
  reason,
});
export type InvoiceStatusBody = z.input<typeof invoiceStatusBody>;

/** POST /invoice/{invoiceId}/amount (platform administrators): the manual amount, with a reason. */
export const invoiceAmountBody = z.object({
  amountRappen: z.number().int().min(0).max(99_999_999_999),
  reason,
});
export type InvoiceAmountBody = z.input<typeof invoiceAmountBody>;

/** POST /invoice (platform administrators): a manual invoice to an organisation, VAT added at the standard rate. */
export const manualInvoiceBody = z.object({
  organizationId: uuid.toLowerCase(),
  lines: z
    .array(
      z.object({ text: z.string().trim().min(1).max(140), amountRappen: z.number().int().min(1).max(9_999_999_999) }),
    )
    .min(1)
    .max(50),
  withVat: z.boolean().default(true),
  reason,
});
export type ManualInvoiceBody = z.input<typeof manualInvoiceBody>;

/** POST /invoice/payments: what a camt.054 file did. */
export const paymentFileResultSchema = z.object({
  booked: z.number().int(),
  alreadyKnown: z.number().int(),
  unmatched: z.number().int(),
  reversed: z.number().int(),
  /** Debits and other entries that are no incoming payment. */
  ignored: z.number().int(),
});
export type PaymentFileResult = z.infer<typeof paymentFileResultSchema>;

export const bankPaymentSchema = z.object({
  id: uuid,
  /** The bank's reference (AcctSvcrRef). */
  bankReference: z.string(),
  reference: z.string().nullable(),
  amountRappen: z.number().int(),
  bookingDate: z.string().nullable(),
  debtorName: z.string().nullable(),
  status: z.enum(bankPaymentStatuses),
  invoiceId: uuid.nullable(),
  invoiceNumber: z.string().nullable(),
  receivedAt: iso,
});
export type BankPayment = z.infer<typeof bankPaymentSchema>;
export const bankPaymentListQuery = listQuery(['receivedAt', 'amountRappen', 'bookingDate'] as const, {
  status: z.enum(bankPaymentStatuses).optional(),
});
export const bankPaymentPage = pageOf(bankPaymentSchema);
export const bankPaymentParams = z.object({
  paymentId: z.uuid({ error: ErrorKeys.invoice.paymentNotFound }).toLowerCase(),
});
/** POST /invoice/payments/{paymentId}/assign: an unmatched payment booked against an invoice by hand. */
export const assignPaymentBody = z.object({ invoiceId: uuid.toLowerCase(), reason });

/** An organisation's money: credit (givers), payable balance (sellers), open invoices. */
export const budgetSchema = z.object({
  organizationId: uuid,
  organizationName: z.string(),
  features: z.array(z.string()),
  /** Credit kept from finished campaigns and over-payments, usable for a deposit or a payout. */
  creditRappen: z.number().int(),
  /** A seller's earnings of delivered orders, not yet paid out. */
  payableRappen: z.number().int(),
  /** A seller's earnings of orders not yet delivered. */
  pendingRappen: z.number().int(),
  /** Sum of open amounts of its invoices to pay. */
  openRappen: z.number().int(),
  /** Payout requests not yet paid out. */
  payoutRequestedRappen: z.number().int(),
  paidOutRappen: z.number().int(),
  iban: z.string().nullable(),
});
export type Budget = z.infer<typeof budgetSchema>;
export const budgetListQuery = listQuery(
  ['organizationName', 'creditRappen', 'payableRappen', 'openRappen', 'payoutRequestedRappen'] as const,
  {},
);
export const budgetPage = pageOf(budgetSchema);

export const organizationBillingParams = z.object({
  organizationId: z.uuid({ error: ErrorKeys.organization.notFound }).toLowerCase(),
});

/** GET /organization/{organizationId}/payout: what can be paid out and the requests so far. */
export const payoutOverviewSchema = z.object({
  organizationId: uuid,
  /** Credit (giver) plus payable (seller): the most a request may ask for. */
  availableRappen: z.number().int(),
  iban: z.string().nullable(),
  requests: z.array(invoiceSummarySchema),
});
export type PayoutOverview = z.infer<typeof payoutOverviewSchema>;
/** POST /organization/{organizationId}/payout: the organisation's admins ask for a payout to its IBAN. */
export const payoutRequestBody = z.object({
  /** Default: everything available. */
  amountRappen: z.number().int().min(1).max(99_999_999_999).optional(),
});

/** GET /internal/campaigns/{campaignId}/deposit: the deposit state svc-campaign's review screen shows. */
export const depositStateSchema = z.object({
  invoiceId: uuid.nullable(),
  number: z.string().nullable(),
  status: invoiceStatusSchema.nullable(),
  amountRappen: z.number().int(),
  openRappen: z.number().int(),
});
export type DepositState = z.infer<typeof depositStateSchema>;

export const campaignBillingParams = z.object({
  campaignId: z.uuid({ error: ErrorKeys.campaign.notFound }).toLowerCase(),
});

/**
 * GET /campaign/{campaignId}/billing (issue 20: the giver's statistics): a campaign's money as svc-billing's journal
 * holds it: the deposit and what was paid on it, what the redeemed gifts spent, and what the final billing makes of
 * that: the fees (FeeGiver % of what was spent, the base fee, VAT on both), the credit that remains or what is left
 * to pay. Before the campaign ends it is the final billing as it would be today (svc-billing's own rule, dry run);
 * after, the final billing issued (`settled`). `forecast` is null while no deposit was issued.
 */
export const campaignBillingSchema = z.object({
  campaignId: uuid,
  forecast: z
    .object({
      depositRappen: z.number().int(),
      depositPaidRappen: z.number().int(),
      spentRappen: z.number().int(),
      feesRappen: z.number().int(),
      creditRemainingRappen: z.number().int(),
      toPayRappen: z.number().int(),
      settled: z.boolean(),
      finalInvoiceId: uuid.nullable(),
    })
    .nullable(),
});
export type CampaignBilling = z.infer<typeof campaignBillingSchema>;

/** What every invoice event carries. */
export const invoiceFactsSchema = z.object({
  invoiceId: uuid,
  number: z.string(),
  type: invoiceTypeSchema,
  status: invoiceStatusSchema,
  organizationId: uuid,
  campaignId: uuid.nullable(),
  amountRappen: z.number().int(),
  openRappen: z.number().int(),
  /** added (issue 20): the day it is due (`YYYY-MM-DD`), for the platform's overdue deposits; none for a payout. */
  dueDate: z.string().nullable().optional(),
});
export type InvoiceFacts = z.infer<typeof invoiceFactsSchema>;

/**
 * added (issue 20): what a booked transaction changed in the platform's money figures: the fees earned (net of VAT;
 * negative when fees were given back) and the credit held for organisations (negative when credit was used or paid
 * out). Published only when either moved; the platform's statistics sum them per day.
 */
export const ledgerMovedFactsSchema = z.object({
  transactionId: uuid,
  /** The journal's transaction kind (depositIssued, finalBilling, payment, paidOut…). */
  kind: z.string(),
  feesRappen: z.number().int(),
  creditRappen: z.number().int(),
});
export type LedgerMovedFacts = z.infer<typeof ledgerMovedFactsSchema>;

/** added (issue 20): a bank payment's state, whenever it changes (received, assigned, reversed, unassigned again). */
export const bankPaymentFactsSchema = z.object({
  paymentId: uuid,
  bankReference: z.string(),
  status: z.enum(bankPaymentStatuses),
  amountRappen: z.number().int(),
  /** What is not assigned to any invoice yet (an unmatched payment waits for an administrator while above 0). */
  unassignedRappen: z.number().int(),
  debtorName: z.string().nullable(),
});
export type BankPaymentFacts = z.infer<typeof bankPaymentFactsSchema>;

/** Events of svc-billing (stream BILLING), written through the outbox. */
export const billingEvents = {
  'invoice.issued': invoiceFactsSchema,
  /** added (issue 20): the amount, what is open or the status changed and none of the other events tells it. */
  'invoice.updated': invoiceFactsSchema,
  /** Nothing is open any more (svc-campaign lets a campaign with a paid deposit be approved). */
  'invoice.paid': invoiceFactsSchema,
  'invoice.reopened': invoiceFactsSchema,
  'payout.requested': invoiceFactsSchema,
  'payout.done': invoiceFactsSchema,
  'ledger.moved': ledgerMovedFactsSchema,
  'bankPayment.changed': bankPaymentFactsSchema,
} as const;
export type BillingEventSubject = keyof typeof billingEvents;

/** Where an invoice's PDF is served (below /api). */
export const invoicePdfPath = (invoiceId: string) => `/api/invoice/${invoiceId}/pdf`;
