import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { memoryPages, validateXML } from 'xmllint-wasm';
import { parseCamt054, type Camt054Notification } from './camt054';
import { decimalFromRappen, writeCamt054, type Camt054WriteInput, type Camt054WritePayment } from './camt054-writer';

// The ISO schema beside the real samples (copied into test/fixtures/camt054/, see its README).
const SCHEMA = {
  fileName: 'camt.054.001.08.xsd',
  contents: readFileSync(join(__dirname, '../../test/fixtures/camt054/camt.054.001.08.xsd'), 'utf8'),
};

/** Schema errors of each document, in one xmllint run (a run costs 0.2-0.4 s, whatever the number of files). */
async function schemaErrors(documents: string[], maxMemoryPages?: number): Promise<string[]> {
  const result = await validateXML({
    xml: documents.map((contents, i) => ({ fileName: `written-${i}.xml`, contents })),
    schema: [SCHEMA],
    ...(maxMemoryPages ? { maxMemoryPages } : {}),
  });
  // `valid` only when every file validates; each error names its file and line.
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** What parseCamt054 must give back for a written input. */
function expectedOf(input: Camt054WriteInput): Camt054Notification {
  return {
    messageId: input.messageId,
    account: input.account,
    transactions: input.entries.flatMap((entry) =>
      entry.transactions.map((tx) => ({
        bankReference: tx.bankReference,
        amountRappen: tx.amountRappen,
        currency: 'CHF',
        credit: !entry.reversal,
        reversal: entry.reversal === true,
        reference: tx.reference,
        referenceType: tx.referenceType,
        bookingDate: entry.bookingDate,
        debtorName: tx.debtorName ?? null,
      })),
    ),
  };
}

const EXAMPLE: Camt054WriteInput = {
  messageId: 'MSG-2024-05-02',
  account: 'CH4431999123000889012',
  createdAt: '2024-05-02T06:00:00',
  entries: [
    {
      bankReference: 'E-1',
      bookingDate: '2024-05-02',
      transactions: [
        {
          bankReference: 'T-1',
          amountRappen: 5,
          reference: '210000000003139471430009017',
          referenceType: 'QRR',
          debtorName: `Müller & <Söhne> "AG" l'Atelier`,
        },
        { bankReference: 'T-2', amountRappen: 123450, reference: 'RF18539007547034', referenceType: 'SCOR' },
      ],
    },
    {
      bankReference: 'E-2',
      bookingDate: '2024-05-03',
      reversal: true,
      transactions: [
        {
          bankReference: 'T-3',
          amountRappen: 100,
          reference: 'RF18539007547034',
          referenceType: 'SCOR',
          debtorName: 'X',
        },
      ],
    },
  ],
};

describe('writeCamt054', () => {
  it('writes a schema-valid Swiss batch notification that parseCamt054 reads back', async () => {
    const xml = writeCamt054(EXAMPLE);
    expect(await schemaErrors([xml])).toEqual([]);
    expect(parseCamt054(xml)).toEqual(expectedOf(EXAMPLE));
    // What the parser does not read: the batch header, the entry's total, the reversal as a debit.
    expect(xml).toContain(
      '<Btch><NbOfTxs>2</NbOfTxs><TtlAmt Ccy="CHF">1234.55</TtlAmt><CdtDbtInd>CRDT</CdtDbtInd></Btch>',
    );
    expect(xml).toContain('<Amt Ccy="CHF">1234.55</Amt><CdtDbtInd>CRDT</CdtDbtInd><RvslInd>false</RvslInd>');
    expect(xml).toContain('<Amt Ccy="CHF">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><RvslInd>true</RvslInd>');
    expect(xml).toContain('<Nm>Müller &amp; &lt;Söhne&gt; &quot;AG&quot; l&apos;Atelier</Nm>');
  });

  it('writes Rappen as exact decimals', () => {
    expect(decimalFromRappen(0)).toBe('0.00');
    expect(decimalFromRappen(5)).toBe('0.05');
    expect(decimalFromRappen(29)).toBe('0.29');
    expect(decimalFromRappen(123450)).toBe('1234.50');
    expect(decimalFromRappen(99_999_999_999)).toBe('999999999.99');
    for (const wrong of [1.5, -1, NaN, Number.MAX_SAFE_INTEGER + 1]) expect(() => decimalFromRappen(wrong)).toThrow();
  });

  it('refuses input it cannot write faithfully: an empty entry, empty text, characters XML cannot hold', () => {
    const withPayment = (tx: Partial<Camt054WritePayment>) => ({
      ...EXAMPLE,
      entries: [{ ...EXAMPLE.entries[0], transactions: [{ ...EXAMPLE.entries[0].transactions[0], ...tx }] }],
    });
    expect(() => writeCamt054({ ...EXAMPLE, entries: [{ ...EXAMPLE.entries[0], transactions: [] }] })).toThrow();
    expect(() => writeCamt054(withPayment({ bankReference: '' }))).toThrow();
    expect(() => writeCamt054(withPayment({ debtorName: 'A\u0001B' }))).toThrow();
    expect(() => writeCamt054(withPayment({ debtorName: 'A\uD800B' }))).toThrow();
    expect(() => writeCamt054(withPayment({ amountRappen: 0.5 }))).toThrow();
  });
});

// Characters a bank file may carry: XML specials, whitespace, Latin, any plane of Unicode.
const character = fc.oneof(
  fc.constantFrom('&', '<', '>', '"', "'", ' ', '\t', '\n', '\r', 'ä', 'é', 'ß', '€', '😀', ']', ';'),
  fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xa0, max: 0xd7ff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);
/** Text of 1..max characters as a parser returns it: trimmed (fast-xml-parser trims), never empty. */
const text = (max: number) =>
  fc
    .string({ unit: character, minLength: 1, maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
const isoDate = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
const creditorReference = fc.oneof(
  fc.record({ referenceType: fc.constant('QRR' as const), reference: fc.stringMatching(/^\d{27}$/) }),
  fc.record({ referenceType: fc.constant('SCOR' as const), reference: fc.stringMatching(/^RF\d{2}[0-9A-Z]{1,21}$/) }),
);
const generatedPayment = fc.record(
  {
    bankReference: text(28),
    // Up to the QR-bill's maximum, 999,999,999.99.
    amountRappen: fc.oneof(fc.integer({ min: 0, max: 99_999_999_999 }), fc.integer({ min: 0, max: 1000 })),
    creditor: creditorReference,
    debtorName: text(140),
  },
  { requiredKeys: ['bankReference', 'amountRappen', 'creditor'] },
);
const generatedInput: fc.Arbitrary<Camt054WriteInput> = fc
  .record({
    messageId: text(35),
    account: fc.constantFrom('CH4431999123000889012', 'CH5604835012345678009', 'LI21088100002324013AA'),
    createdAt: isoDate.map((d) => d.toISOString().slice(0, 19)),
    entries: fc.array(
      fc.record(
        {
          bankReference: text(28),
          bookingDate: isoDate.map((d) => d.toISOString().slice(0, 10)),
          reversal: fc.boolean(),
          transactions: fc.array(generatedPayment, { minLength: 1, maxLength: 8 }),
        },
        { requiredKeys: ['bankReference', 'bookingDate', 'transactions'] },
      ),
      { maxLength: 5 },
    ),
  })
  .map((input) => ({
    ...input,
    // Bank references are unique in a file (the parser refuses them twice): a prefix of the place makes them so.
    entries: input.entries.map((entry, e) => ({
      ...entry,
      bankReference: `E${e}:${entry.bankReference}`,
      transactions: entry.transactions.map(({ creditor, ...tx }, t) => ({
        ...tx,
        ...creditor,
        bankReference: `T${e}.${t}:${tx.bankReference}`,
      })),
    })),
  }));

describe('writeCamt054 then parseCamt054 (property)', () => {
  it('gives back the same transactions for any input, in schema-valid documents', async () => {
    const written: string[] = [];
    fc.assert(
      fc.property(generatedInput, (input) => {
        const xml = writeCamt054(input);
        written.push(xml);
        expect(parseCamt054(xml)).toEqual(expectedOf(input));
      }),
      { numRuns: 150 },
    );
    expect(await schemaErrors(written)).toEqual([]);
  });
});

describe('writeCamt054 size', () => {
  it('writes 20,000 payments as a schema-valid file (time printed, not asserted)', async () => {
    const transactions = Array.from({ length: 20_000 }, (_, i) => ({
      bankReference: `T${i}`,
      amountRappen: 100 + i,
      reference: String(i).padStart(27, '0'),
      referenceType: 'QRR' as const,
      debtorName: `Debtor ${i}`,
    }));
    const entries = Array.from({ length: 20 }, (_, e) => ({
      bankReference: `E${e}`,
      bookingDate: '2024-05-02',
      transactions: transactions.slice(e * 1000, (e + 1) * 1000),
    }));
    const started = performance.now();
    const xml = writeCamt054({ ...EXAMPLE, entries });
    console.log(
      `writeCamt054: 20,000 payments, ${(xml.length / 1e6).toFixed(1)} MB, ${(performance.now() - started).toFixed(0)} ms`,
    );
    // The document is 6.7 MB; xmllint's default 32 MiB of memory is too little for it.
    expect(await schemaErrors([xml], 512 * memoryPages.MiB)).toEqual([]);
  });
});
