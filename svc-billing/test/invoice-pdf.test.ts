import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorKeys, type InvoiceParty } from '@cadeau/contracts';
import { renderInvoicePdf } from '../src/adapters/invoice-pdf';
import type { InvoiceDocument } from '../src/domain/invoice-document';

/**
 * Renders invoices and reads them back as a bank and a person would: the text with poppler's `pdftotext`, the QR
 * code's payload from a 300 dpi image (`pdftoppm`) with zxing-cpp's `ZXingReader`. zbar's `zbarimg` cannot read a
 * Swiss QR code: the Swiss cross over the centre defeats its decoder (mchehab/zbar issues 121, 167, 216), so it
 * finds no code at any resolution. The tools are installed by .ci/run (poppler-utils, zxing-cpp-tools).
 * Expected payloads are written out field by field from the guidelines' order, not produced by the library.
 */

const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const NORMAL_IBAN = 'CH93 0076 2011 6238 5295 7';

const platform: InvoiceParty = {
  organizationId: null,
  name: 'Cadeau AG',
  street: 'Bahnhofstrasse',
  houseNumber: '1',
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
  vatNumber: 'CHE-123.456.789 MWST',
  iban: QR_IBAN,
};
const organisation: InvoiceParty = {
  organizationId: '5b0c1f5e-8f57-4a53-9a43-0b9f1b1c2d3e',
  name: 'Muster & Söhne GmbH',
  street: 'Seestrasse',
  houseNumber: '12a',
  zip: '3600',
  city: 'Thun',
  country: 'CH',
  vatNumber: null,
  iban: null,
};

/** Deposit of CHF 1'000.00 budget, 0.1 % fee (CHF 1.00), base fee CHF 100.00, 8.1 % VAT on CHF 101.00 (CHF 8.18). */
const depositWithQrr: InvoiceDocument = {
  number: '2026-000042',
  type: 'deposit',
  language: 'de',
  issueDate: '2026-03-05',
  dueDate: '2026-04-04',
  period: null,
  campaignName: 'Weihnachten 2026',
  creditor: platform,
  debtor: organisation,
  lines: [
    { kind: 'budget', text: '', amountRappen: 100_000, vatRateBasisPoints: null },
    { kind: 'feeGiver', text: '0.1', amountRappen: 100, vatRateBasisPoints: null },
    { kind: 'baseFeeGiver', text: '', amountRappen: 10_000, vatRateBasisPoints: null },
    { kind: 'vat', text: '', amountRappen: 818, vatRateBasisPoints: 810 },
  ],
  amountRappen: 110_918,
  paidRappen: 0,
  openRappen: 110_918,
  // QRR of 2026-000042: 26 digits 0…02026000042 and check digit 5 (computed apart from the code).
  reference: '000000000000000020260000425',
};

/** English, a normal IBAN and a SCOR; CHF 214.05 already paid, so the bill asks for the open CHF 1'000.00. */
const depositWithScor: InvoiceDocument = {
  ...depositWithQrr,
  number: '2026-000043',
  language: 'en',
  campaignName: 'Summer party',
  creditor: { ...platform, iban: NORMAL_IBAN },
  lines: [
    { kind: 'budget', text: '', amountRappen: 110_000, vatRateBasisPoints: null },
    { kind: 'feeGiver', text: '0.5', amountRappen: 550, vatRateBasisPoints: null },
    { kind: 'baseFeeGiver', text: '', amountRappen: 10_000, vatRateBasisPoints: null },
    { kind: 'vat', text: '', amountRappen: 855, vatRateBasisPoints: 810 },
  ],
  amountRappen: 121_405,
  paidRappen: 21_405,
  openRappen: 100_000,
  // ISO 11649 of the digits 2026000043: 98 - (2026000043 271500 mod 97 = 26) = 72, computed apart from the code.
  reference: 'RF722026000043',
};

/** A seller is paid: the organisation is the creditor and no QR-bill is drawn, although an amount is open. */
const payout: InvoiceDocument = {
  number: '2026-000044',
  type: 'payout',
  language: 'de',
  issueDate: '2026-03-31',
  dueDate: null,
  period: null,
  campaignName: null,
  creditor: { ...organisation, iban: 'CH93 0076 2011 6238 5295 7' },
  debtor: { ...platform, iban: null },
  lines: [{ kind: 'payout', text: '', amountRappen: 250_000, vatRateBasisPoints: null }],
  amountRappen: 250_000,
  paidRappen: 0,
  openRappen: 250_000,
  reference: null,
};

interface ReadBack {
  pages: string[];
  qrPayload: string[] | null;
}

const work = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Text of each page and the QR payload found on the last page (null when there is none). */
function readBack(pdf: Buffer, name: string): ReadBack {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  const pageCount = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);
  const pages = Array.from({ length: pageCount }, (_, i) =>
    run('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), file, '-']),
  );
  const image = join(work, name);
  run('pdftoppm', ['-r', '300', '-png', '-f', String(pageCount), '-l', String(pageCount), '-singlefile', file, image]);
  const payload = run('ZXingReader', ['-format', 'QRCode', '-bytes', `${image}.png`]);
  return { pages, qrPayload: payload === '' ? null : payload.split('\n') };
}

function run(tool: string, args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8' });
}

/** The payload lines of the guidelines, in their order, for these samples' parties. */
function expectedPayload(
  iban: string,
  amount: string,
  referenceType: 'QRR' | 'SCOR',
  reference: string,
  message: string,
) {
  return [
    'SPC',
    '0200',
    '1',
    iban,
    'S',
    'Cadeau AG',
    'Bahnhofstrasse',
    '1',
    '8001',
    'Zürich',
    'CH',
    ...['', '', '', '', '', '', ''],
    amount,
    'CHF',
    'S',
    'Muster & Söhne GmbH',
    'Seestrasse',
    '12a',
    '3600',
    'Thun',
    'CH',
    referenceType,
    reference,
    message,
    'EPD',
  ];
}

describe('deposit with a QR reference on a QR-IBAN (de)', () => {
  let read: ReadBack;
  beforeAll(async () => {
    read = readBack(await renderInvoicePdf(depositWithQrr), 'deposit-qrr');
  });

  it('is one A4 page whose QR code carries IBAN, addresses, CHF 1109.18 and the QRR, line by line', () => {
    expect(read.pages).toHaveLength(1);
    expect(read.qrPayload).toEqual(
      expectedPayload('CH4431999123000889012', '1109.18', 'QRR', '000000000000000020260000425', '2026-000042'),
    );
  });

  it('names the platform with its VAT number, the debtor, the title, number and Swiss dates', () => {
    const page = read.pages[0];
    for (const text of ['Cadeau AG', 'Bahnhofstrasse 1', '8001 Zürich', 'MWST-Nr. CHE-123.456.789 MWST']) {
      expect(page).toContain(text);
    }
    for (const text of ['Muster & Söhne GmbH', 'Seestrasse 12a', '3600 Thun', 'Depotrechnung']) {
      expect(page).toContain(text);
    }
    expect(page).toMatch(/Nummer\s+2026-000042/);
    expect(page).toMatch(/Datum\s+05\.03\.2026/);
    expect(page).toMatch(/Zahlbar bis\s+04\.04\.2026/);
    expect(page).toMatch(/Kampagne\s+Weihnachten 2026/);
  });

  it("lists the lines in Swiss francs with the VAT rate, and total, paid and open: CHF 1'109.18, 0.00, 1'109.18", () => {
    const page = read.pages[0];
    expect(page).toMatch(/Budget\s+CHF 1'000\.00/);
    expect(page).toMatch(/Gebühr 0,1 %\s+CHF 1\.00/);
    expect(page).toMatch(/Grundgebühr\s+CHF 100\.00/);
    expect(page).toMatch(/MWST 8,1 %\s+CHF 8\.18/);
    expect(page).toMatch(/Total\s+CHF 1'109\.18/);
    expect(page).toMatch(/Bezahlt\s+CHF 0\.00/);
    expect(page).toMatch(/Offen\s+CHF 1'109\.18/);
  });

  it("has the payment part's German headings and the reference in blocks of five", () => {
    const page = read.pages[0];
    for (const text of ['Empfangsschein', 'Zahlteil', 'Konto / Zahlbar an', 'CH44 3199 9123 0008 8901 2']) {
      expect(page).toContain(text);
    }
    expect(page).toContain('00 00000 00000 00002 02600 00425');
  });
});

describe('deposit with a creditor reference on a normal IBAN (en, partly paid)', () => {
  let read: ReadBack;
  beforeAll(async () => {
    read = readBack(await renderInvoicePdf(depositWithScor), 'deposit-scor');
  });

  it('asks for the open CHF 1000.00 (not the total) with the SCOR RF722026000043', () => {
    expect(read.qrPayload).toEqual(
      expectedPayload('CH9300762011623852957', '1000.00', 'SCOR', 'RF722026000043', '2026-000043'),
    );
  });

  it("is in English: Deposit invoice, Due date 04.04.2026, Total CHF 1'214.05, Paid CHF 214.05, Open CHF 1'000.00", () => {
    const page = read.pages[0];
    expect(page).toContain('Deposit invoice');
    expect(page).toMatch(/Due date\s+04\.04\.2026/);
    expect(page).toMatch(/Fee 0\.5 %\s+CHF 5\.50/);
    expect(page).toMatch(/VAT 8\.1 %\s+CHF 8\.55/);
    expect(page).toMatch(/Total\s+CHF 1'214\.05/);
    expect(page).toMatch(/Paid\s+CHF 214\.05/);
    expect(page).toMatch(/Open\s+CHF 1'000\.00/);
    expect(page).toContain('Payment part');
    expect(page).toContain('RF72 2026 0000 43');
  });
});

describe('payout', () => {
  it('has no payment part although an amount is open, and is titled Auszahlung', async () => {
    const read = readBack(await renderInvoicePdf(payout), 'payout');
    expect(read.qrPayload).toBeNull();
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]).toContain('Auszahlung');
    expect(read.pages[0]).not.toContain('Zahlteil');
    expect(read.pages[0]).toMatch(/Offen\s+CHF 2'500\.00/);
  });
});

describe('names in the whole character set of the guidelines', () => {
  it('prints Łódź and Marjanović as written, in the letter and in the QR code (the embedded font has them)', async () => {
    const debtor = { ...organisation, name: 'Marjanović Łódź GmbH' };
    const read = readBack(await renderInvoicePdf({ ...depositWithQrr, debtor }), 'latin-extended');
    expect(read.pages[0]).toContain('Marjanović Łódź GmbH');
    expect(read.qrPayload).toContain('Marjanović Łódź GmbH');
  });
});

describe('an order billing with 40 lines', () => {
  it('keeps the amounts on page one, runs the lines onto page two and puts the payment part below them', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      kind: 'order' as const,
      text: `2026-${String(i + 1).padStart(5, '0')} Fondue-Set`,
      amountRappen: 4_990,
      vatRateBasisPoints: null,
    }));
    const billing: InvoiceDocument = {
      ...depositWithQrr,
      type: 'orderBilling',
      campaignName: null,
      period: '2026-03',
      lines,
      amountRappen: 199_600,
      openRappen: 199_600,
    };
    const read = readBack(await renderInvoicePdf(billing), 'order-billing');
    expect(read.pages).toHaveLength(2);
    expect(read.pages[0]).toContain('Bestellabrechnung');
    expect(read.pages[0]).toMatch(/Periode\s+März 2026/);
    expect(read.pages[0]).toMatch(/Offen\s+CHF 1'996\.00/);
    expect(read.pages[0]).not.toContain('Zahlteil');
    expect(read.pages[1]).toMatch(/Bestellung 2026-00040 Fondue-Set\s+CHF 49\.90/);
    expect(read.pages[1]).toContain('Zahlteil');
    expect(read.qrPayload?.[18]).toBe('1996.00');
  });
});

describe('rendering refuses a bill the guidelines 2.3 forbid', () => {
  it('a debtor named with the typographic apostrophe ’ (U+2019): qrInvalidCharacters, 422', async () => {
    const bad = { ...depositWithQrr, debtor: { ...organisation, name: 'Cadeau’s Friends' } };
    await expect(renderInvoicePdf(bad)).rejects.toMatchObject({
      status: 422,
      key: ErrorKeys.invoice.qrInvalidCharacters,
    });
  });
  it('an open amount of CHF 1,000,000,000.00: qrAmountOutOfRange, 422', async () => {
    const bad = { ...depositWithQrr, amountRappen: 100_000_000_000, openRappen: 100_000_000_000 };
    await expect(renderInvoicePdf(bad)).rejects.toMatchObject({
      status: 422,
      key: ErrorKeys.invoice.qrAmountOutOfRange,
    });
  });
  it('a SCOR on the QR-IBAN: qrReferenceMismatch, 422', async () => {
    const bad = { ...depositWithQrr, reference: 'RF022026000042' };
    await expect(renderInvoicePdf(bad)).rejects.toMatchObject({
      status: 422,
      key: ErrorKeys.invoice.qrReferenceMismatch,
    });
  });
});
