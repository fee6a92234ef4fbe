import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { InvoiceParty } from '@cadeau/contracts';
import { electronicFormatIBAN } from 'ibantools';
import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data, Debtor } from 'swissqrbill/types';
import type { InvoiceDocument } from '../domain/invoice-document';
import { assertQrBill } from '../domain/qr-bill-rules';
import { normalizeReference } from '../domain/qr-reference';
import {
  formatChf,
  formatPeriod,
  formatSwissDate,
  invoiceLabels,
  invoiceTitles,
  lineDescription,
} from './invoice-pdf-text';

/**
 * Draws an invoice (everything in it decided before, domain/invoice-document.ts) as an A4 PDF: page one holds the
 * platform's address and VAT number, the debtor's address where a window envelope shows it, the title, number and
 * dates, and the total, paid and open amounts; the lines follow as a table, over more pages when they must. When
 * something is open (and the document is no payout), the QR-bill's payment part sits at the bottom of the last
 * page, checked against the guidelines 2.3 first (domain/qr-bill-rules.ts), so a bill the banks would refuse is
 * never drawn: that call fails with a 422 instead.
 */

const MM = 72 / 25.4;
const PAGE_LEFT = 20 * MM;
const PAGE_RIGHT = 190 * MM;
const PAGE_TOP = 15 * MM;
const PAGE_BOTTOM_MARGIN = 15 * MM;
/** A right-hand window of a C5/C6 envelope (Swiss Post): the debtor's address starts here. */
const WINDOW_LEFT = 118 * MM;
const WINDOW_TOP = 50 * MM;
const WINDOW_WIDTH = 72 * MM;
const TITLE_TOP = 95 * MM;
const AMOUNT_COLUMN_WIDTH = 40 * MM;
const ROW_GAP = 4;
// Liberation Sans (a font the QR-bill guidelines name), embedded: pdfkit's built-in Helvetica prints only
// Windows-1252, and the guidelines' character set has Latin Extended-A (ć, Ł, Ș) that it would garble. swissqrbill
// uses `<fontName>` and `<fontName>-Bold`.
const FONT = 'Liberation Sans';
const FONT_BOLD = 'Liberation Sans-Bold';
// In the package's assets/ folder, found from here: src/adapters/ under tsx and jest, dist/ in the compiled image.
const FONT_DIR = join(packageFolder(__dirname), 'assets', 'fonts');

/** The nearest folder at or above `from` that holds a package.json. */
function packageFolder(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json at or above ${from}`);
  }
}

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const payment = paymentPart(doc);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_TOP, bottom: PAGE_BOTTOM_MARGIN, left: PAGE_LEFT, right: 210 * MM - PAGE_RIGHT },
    info: { Title: `${invoiceTitles[doc.type][doc.language]} ${doc.number}`, Author: doc.creditor.name },
  });
  pdf.registerFont(FONT, join(FONT_DIR, 'LiberationSans-Regular.ttf'));
  pdf.registerFont(FONT_BOLD, join(FONT_DIR, 'LiberationSans-Bold.ttf'));
  pdf.font(FONT);
  const rendered = collect(pdf);
  drawFirstPage(pdf, doc);
  drawLines(pdf, doc);
  if (payment) attachPaymentPart(pdf, payment, doc.language);
  pdf.end();
  return rendered;
}

/** What the payment part shows and encodes, or null when there is nothing to pay by QR-bill. */
function paymentPart(doc: InvoiceDocument): Data | null {
  if (doc.openRappen <= 0 || doc.type === 'payout') return null;
  assertQrBill({
    creditor: doc.creditor,
    debtor: doc.debtor,
    amountRappen: doc.openRappen,
    reference: doc.reference,
    message: doc.number,
  });
  return {
    currency: 'CHF',
    amount: rappenAsFrancs(doc.openRappen),
    creditor: { account: electronicFormatIBAN(doc.creditor.iban ?? '') ?? '', ...qrAddress(doc.creditor) },
    debtor: qrAddress(doc.debtor),
    reference: doc.reference === null ? undefined : normalizeReference(doc.reference),
    message: doc.number,
  };
}

/**
 * The one float of an invoice: swissqrbill takes the amount as a number of francs and writes it with `toFixed(2)`.
 * For whole Rappen up to 99,999,999,999 the quotient is the double nearest the exact value, far closer than half a
 * Rappen, so the QR code carries exactly the Rappen (123450 → `1234.50`).
 */
function rappenAsFrancs(rappen: number): number {
  return rappen / 100;
}

function qrAddress(party: InvoiceParty): Debtor {
  return {
    name: party.name,
    address: party.street,
    buildingNumber: party.houseNumber === '' ? undefined : party.houseNumber,
    zip: party.zip,
    city: party.city,
    country: party.country.toUpperCase(),
  };
}

function attachPaymentPart(pdf: PDFKit.PDFDocument, data: Data, language: InvoiceDocument['language']) {
  // The payment part takes the bottom 105 mm of an A4 page: a new page when the lines reach into it.
  if (pdf.y > pdf.page.height - SwissQRBill.height) pdf.addPage();
  new SwissQRBill(data, { language: language === 'de' ? 'DE' : 'EN', fontName: FONT }).attachTo(pdf);
}

function drawFirstPage(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  const labels = invoiceLabels[doc.language];
  const vat = doc.creditor.vatNumber ? [`${labels.vatNumber} ${doc.creditor.vatNumber}`] : [];
  pdf
    .font(FONT_BOLD)
    .fontSize(11)
    .text(doc.creditor.name, PAGE_LEFT, PAGE_TOP, { width: WINDOW_LEFT - PAGE_LEFT });
  pdf
    .font(FONT)
    .fontSize(9)
    .text([...addressLines(doc.creditor), ...vat].join('\n'), { width: WINDOW_LEFT - PAGE_LEFT });

  pdf.fontSize(10).text([doc.debtor.name, ...addressLines(doc.debtor)].join('\n'), WINDOW_LEFT, WINDOW_TOP, {
    width: WINDOW_WIDTH,
  });

  pdf
    .font(FONT_BOLD)
    .fontSize(16)
    .text(invoiceTitles[doc.type][doc.language], PAGE_LEFT, TITLE_TOP, { width: PAGE_RIGHT - PAGE_LEFT });
  const factsTop = pdf.y + 8;
  const facts: [string, string][] = [
    [labels.number, doc.number],
    [labels.issueDate, formatSwissDate(doc.issueDate)],
    ...(doc.dueDate ? [[labels.dueDate, formatSwissDate(doc.dueDate)] as [string, string]] : []),
    ...(doc.campaignName ? [[labels.campaign, doc.campaignName] as [string, string]] : []),
    ...(doc.period ? [[labels.period, formatPeriod(doc.period, doc.language)] as [string, string]] : []),
  ];
  const factsBottom = drawPairs(pdf, facts, PAGE_LEFT, factsTop, 30 * MM, 60 * MM, FONT);
  // The amounts stay on page one, beside the facts, however many lines follow.
  const amounts: [string, string][] = [
    [labels.total, formatChf(doc.amountRappen)],
    [labels.paid, formatChf(doc.paidRappen)],
    [labels.open, formatChf(doc.openRappen)],
  ];
  const amountsBottom = drawPairs(
    pdf,
    amounts,
    WINDOW_LEFT,
    factsTop,
    WINDOW_WIDTH - AMOUNT_COLUMN_WIDTH,
    AMOUNT_COLUMN_WIDTH,
    FONT_BOLD,
    true,
  );
  pdf.y = Math.max(factsBottom, amountsBottom) + 10 * MM;
}

/** Label and value pairs, one a row; returns where the last row ends. */
function drawPairs(
  pdf: PDFKit.PDFDocument,
  pairs: [string, string][],
  left: number,
  top: number,
  labelWidth: number,
  valueWidth: number,
  valueFont: string,
  valueRight = false,
): number {
  let y = top;
  pdf.fontSize(10);
  for (const [label, value] of pairs) {
    pdf.font(FONT).text(label, left, y, { width: labelWidth });
    const labelBottom = pdf.y;
    pdf.font(valueFont).text(value, left + labelWidth, y, { width: valueWidth, align: valueRight ? 'right' : 'left' });
    y = Math.max(labelBottom, pdf.y) + 2;
  }
  return y;
}

/** The lines as a table of description and amount; a row that does not fit starts a new page. */
function drawLines(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  const labels = invoiceLabels[doc.language];
  const descriptionWidth = PAGE_RIGHT - PAGE_LEFT - AMOUNT_COLUMN_WIDTH;
  const amountLeft = PAGE_RIGHT - AMOUNT_COLUMN_WIDTH;
  const bottom = () => pdf.page.height - PAGE_BOTTOM_MARGIN;
  let y = drawHeader(pdf, labels.description, labels.amount, pdf.y);
  pdf.font(FONT).fontSize(10);
  for (const line of doc.lines) {
    const description = lineDescription(line, doc.language);
    const height = pdf.heightOfString(description, { width: descriptionWidth }) + ROW_GAP;
    if (y + height > bottom()) {
      pdf.addPage();
      y = drawHeader(pdf, labels.description, labels.amount, PAGE_TOP);
      pdf.font(FONT).fontSize(10);
    }
    pdf.text(description, PAGE_LEFT, y, { width: descriptionWidth });
    pdf.text(formatChf(line.amountRappen), amountLeft, y, { width: AMOUNT_COLUMN_WIDTH, align: 'right' });
    y += height;
  }
  rule(pdf, y);
  pdf.y = y + ROW_GAP;
}

function drawHeader(pdf: PDFKit.PDFDocument, description: string, amount: string, top: number): number {
  pdf.font(FONT_BOLD).fontSize(10);
  pdf.text(description, PAGE_LEFT, top, { width: PAGE_RIGHT - PAGE_LEFT - AMOUNT_COLUMN_WIDTH });
  pdf.text(amount, PAGE_RIGHT - AMOUNT_COLUMN_WIDTH, top, { width: AMOUNT_COLUMN_WIDTH, align: 'right' });
  const below = pdf.y + 2;
  rule(pdf, below);
  return below + ROW_GAP;
}

function rule(pdf: PDFKit.PDFDocument, y: number) {
  pdf.moveTo(PAGE_LEFT, y).lineTo(PAGE_RIGHT, y).lineWidth(0.5).strokeColor('black').stroke();
}

/** Street and number, postcode and town, and the country when it is not Switzerland. */
function addressLines(party: InvoiceParty): string[] {
  const street = [party.street, party.houseNumber].filter((part) => part !== '').join(' ');
  const country = party.country.toUpperCase() === 'CH' ? [] : [party.country.toUpperCase()];
  return [street, `${party.zip} ${party.city}`, ...country].filter((line) => line.trim() !== '');
}

function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}
