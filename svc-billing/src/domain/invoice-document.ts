import type { InvoiceLine, InvoiceParty, InvoiceType } from '@cadeau/contracts';

/**
 * Everything an invoice's PDF shows, decided before rendering (adapters/invoice-pdf.ts only draws it): the
 * platform's address and VAT number, the debtor, the lines and, when something is to pay, the QR-bill's
 * payment part (creditor = the platform from the Payment settings, debtor = the organisation's invoice address).
 */
export interface InvoiceDocument {
  number: string;
  type: InvoiceType;
  language: 'de' | 'en';
  /** `YYYY-MM-DD` (Europe/Zurich). */
  issueDate: string;
  dueDate: string | null;
  /** Month of an order billing, `YYYY-MM`. */
  period: string | null;
  campaignName: string | null;
  /** Who issues the document (the platform, except for a payout, where the organisation is paid). */
  creditor: InvoiceParty;
  debtor: InvoiceParty;
  lines: InvoiceLine[];
  amountRappen: number;
  paidRappen: number;
  /** What the QR-bill asks for; no payment part when 0 (or for a payout). */
  openRappen: number;
  /** QRR (27 digits) with a QR-IBAN, SCOR (`RF…`) otherwise; null without a payment part. */
  reference: string | null;
}
