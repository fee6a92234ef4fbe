import type { InvoiceLine, InvoiceLineKind, InvoiceType } from '@cadeau/contracts';
import { formatChf as formatSwissFrancs } from '@cadeau/contracts/values';
import type { InvoiceDocument } from '../domain/invoice-document';

/**
 * The words and number formats of an invoice's PDF (adapters/invoice-pdf.ts draws them), in German and English.
 * Amounts and dates are formatted by hand from integer Rappen and `YYYY-MM-DD` strings: no float and no Date, and
 * the same output whatever the ICU data of the Node that runs it (Intl's de-CH group separator is `'` with the ICU
 * of Node 20 but has been `’` in other CLDR versions; the images run a newer Node than development).
 */

export type InvoiceLanguage = InvoiceDocument['language'];

export const invoiceTitles: Record<InvoiceType, Record<InvoiceLanguage, string>> = {
  deposit: { de: 'Depotrechnung', en: 'Deposit invoice' },
  finalBilling: { de: 'Schlussabrechnung', en: 'Final billing' },
  orderBilling: { de: 'Bestellabrechnung', en: 'Order billing' },
  payout: { de: 'Auszahlung', en: 'Payout' },
  manual: { de: 'Rechnung', en: 'Invoice' },
};

export const invoiceLabels = {
  de: {
    number: 'Nummer',
    issueDate: 'Datum',
    dueDate: 'Zahlbar bis',
    campaign: 'Kampagne',
    period: 'Periode',
    vatNumber: 'MWST-Nr.',
    description: 'Beschreibung',
    amount: 'Betrag',
    total: 'Total',
    paid: 'Bezahlt',
    open: 'Offen',
  },
  en: {
    number: 'Number',
    issueDate: 'Date',
    dueDate: 'Due date',
    campaign: 'Campaign',
    period: 'Period',
    vatNumber: 'VAT no.',
    description: 'Description',
    amount: 'Amount',
    total: 'Total',
    paid: 'Paid',
    open: 'Open',
  },
} as const satisfies Record<InvoiceLanguage, Record<string, string>>;

const MONTHS: Record<InvoiceLanguage, string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** What a line's kind is called; `text` is its detail (a fee's percent, an order's number and product). */
const LINE_TEXTS: Record<InvoiceLanguage, Record<InvoiceLineKind, (text: string) => string>> = {
  de: {
    budget: () => 'Budget',
    // German writes the decimal comma in a percentage (the screens' formatBasisPoints: 8,1 %), as the ESTV does.
    feeGiver: (percent) => `Gebühr ${percent.replace('.', ',')} %`,
    baseFeeGiver: () => 'Grundgebühr',
    vat: () => 'MWST',
    creditApplied: () => 'Angerechnetes Guthaben',
    spent: () => 'Eingelöste Geschenke',
    depositPaid: () => 'Bezahltes Depot',
    creditKept: () => 'Verbleibendes Guthaben',
    order: (order) => `Bestellung ${order}`,
    feeSeller: (order) => `Gebühr Bestellung ${order}`,
    payout: () => 'Auszahlung',
    manual: (text) => text || 'Position',
  },
  en: {
    budget: () => 'Budget',
    feeGiver: (percent) => `Fee ${percent} %`,
    baseFeeGiver: () => 'Base fee',
    vat: () => 'VAT',
    creditApplied: () => 'Credit applied',
    spent: () => 'Gifts redeemed',
    depositPaid: () => 'Deposit paid',
    creditKept: () => 'Remaining credit',
    order: (order) => `Order ${order}`,
    feeSeller: (order) => `Fee order ${order}`,
    payout: () => 'Payout',
    manual: (text) => text || 'Item',
  },
};

/** The description of a line; a VAT line names its rate: `MWST 8,1 %` (de), `VAT 8.1 %` (en). */
export function lineDescription(line: InvoiceLine, language: InvoiceLanguage): string {
  const name = LINE_TEXTS[language][line.kind](line.text.trim());
  if (line.kind !== 'vat' || line.vatRateBasisPoints === null) return name;
  const rate = formatVatRate(line.vatRateBasisPoints);
  return `${name} ${language === 'de' ? rate.replace('.', ',') : rate} %`;
}

/** Basis points as a percent without trailing zeros: 810 → `8.1`, 800 → `8`, 260 → `2.6`, 25 → `0.25`. */
export function formatVatRate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(Math.abs(basisPoints % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** Integer Rappen as Swiss francs (`CHF 1'234.50`, the contracts' text); anything but whole Rappen is refused. */
export function formatChf(rappen: number): string {
  if (!Number.isSafeInteger(rappen)) throw new RangeError(`not whole Rappen: ${rappen}`);
  return formatSwissFrancs(rappen);
}

/** `2026-03-05` → `05.03.2026`, the Swiss way in both languages. */
export function formatSwissDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** A billing month `2026-03` → `März 2026` / `March 2026`. */
export function formatPeriod(period: string, language: InvoiceLanguage): string {
  const [year, month] = period.split('-');
  return `${MONTHS[language][Number(month) - 1]} ${year}`;
}
