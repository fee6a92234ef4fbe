import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { refusal } from '@cadeau/service-kit/errors';
import { CAMT054_NAMESPACE, parseCamt054, rappenFromDecimal, type Camt054Transaction } from './camt054';
import { writeCamt054 } from './camt054-writer';

// Two real PostFinance notifications (dvbern/iso20022, Apache-2.0; see the README beside them).
const SAMPLES = join(__dirname, '../../test/fixtures/camt054');
const BATCH_2020 = '200519_camt.054_P_CH2909000000250094239_1111091335_0_2020061900081727_v2019.xml';
const SINGLE_2022 = 'camt.054_P_CH2909000000250094239_1111111112_0_2022031011011199_v2019.xml';
const sample = (name: string) => readFileSync(join(SAMPLES, name));

const refused = { status: 400, key: 'error.invoice.invalidPaymentFile' };
const refusalOf = (xml: Buffer | string) => refusal(() => parseCamt054(xml));

/** A notification around the given entries, as small as the schema allows. */
function notification(entries: string, account = 'CH4431999123000889012', namespace = CAMT054_NAMESPACE): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${namespace}"><BkToCstmrDbtCdtNtfctn>` +
    '<GrpHdr><MsgId>MSG-1</MsgId><CreDtTm>2024-05-02T06:00:00</CreDtTm></GrpHdr>' +
    `<Ntfctn><Id>N-1</Id><Acct><Id><IBAN>${account}</IBAN></Id></Acct>${entries}</Ntfctn>` +
    '</BkToCstmrDbtCdtNtfctn></Document>'
  );
}

interface EntryParts {
  amount?: string;
  indicator?: string;
  reversal?: string;
  status?: string;
  reference?: string;
  booking?: string;
  details?: string;
}
function entry(parts: EntryParts = {}): string {
  const { amount = '<Amt Ccy="CHF">10.00</Amt>', indicator = 'CRDT', status = 'BOOK', details = '' } = parts;
  return (
    `<Ntry>${amount}<CdtDbtInd>${indicator}</CdtDbtInd>` +
    (parts.reversal ? `<RvslInd>${parts.reversal}</RvslInd>` : '') +
    `<Sts><Cd>${status}</Cd></Sts><BookgDt>${parts.booking ?? '<Dt>2024-05-02</Dt>'}</BookgDt>` +
    `<AcctSvcrRef>${parts.reference ?? 'E1'}</AcctSvcrRef><BkTxCd/>${details}</Ntry>`
  );
}

interface TxParts {
  reference?: string;
  amount?: string;
  indicator?: string;
  debtor?: string;
  remittance?: string;
}
function tx(parts: TxParts = {}): string {
  return (
    '<TxDtls>' +
    (parts.reference ? `<Refs><AcctSvcrRef>${parts.reference}</AcctSvcrRef></Refs>` : '') +
    (parts.amount ?? '<Amt Ccy="CHF">10.00</Amt>') +
    (parts.indicator ? `<CdtDbtInd>${parts.indicator}</CdtDbtInd>` : '') +
    (parts.debtor ?? '') +
    (parts.remittance ?? '') +
    '</TxDtls>'
  );
}

const qrr = (ref: string) =>
  `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>${ref}</Ref></CdtrRefInf></Strd></RmtInf>`;

const payment = (values: Partial<Camt054Transaction>): Camt054Transaction => ({
  bankReference: 'E1',
  amountRappen: 1000,
  currency: 'CHF',
  credit: true,
  reversal: false,
  reference: null,
  referenceType: null,
  bookingDate: '2024-05-02',
  debtorName: null,
  ...values,
});

describe('parseCamt054 on real PostFinance notifications', () => {
  it('splits the 2020 QR batch (NbOfTxs 2, total 1692.22) into its two payments with their QR references', () => {
    expect(parseCamt054(sample(BATCH_2020))).toEqual({
      messageId: '20200618375204295372463',
      account: 'CH2909000000250094239',
      transactions: [
        payment({
          bankReference: '2000000000000000',
          amountRappen: 77829,
          reference: '539115429773825311971477453',
          referenceType: 'QRR',
          bookingDate: '2020-06-18',
          debtorName: 'Bernasconi Maria',
        }),
        payment({
          bankReference: '3000000000000000',
          amountRappen: 91393,
          reference: '662437765447746478179744715',
          referenceType: 'QRR',
          bookingDate: '2020-06-18',
          debtorName: 'Bernasconi Maria',
        }),
      ],
    });
  });

  it('reads the 2022 payment without a creditor reference (Strd holds only AddtlRmtInf) as unreferenced', () => {
    expect(parseCamt054(sample(SINGLE_2022))).toEqual({
      messageId: '20200618375204295372463',
      account: 'CH2909000000250094239',
      transactions: [
        payment({
          bankReference: '2000000000000000',
          amountRappen: 52210,
          bookingDate: '2022-03-10',
          debtorName: 'Bernasconi Maria',
        }),
      ],
    });
  });

  it('reads text and bytes alike, with a byte order mark, and a file that prefixes the camt namespace', () => {
    const bytes = sample(BATCH_2020);
    const expected = parseCamt054(bytes);
    expect(parseCamt054(bytes.toString('utf8'))).toEqual(expected);
    expect(parseCamt054(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]))).toEqual(expected);
    const prefixed = bytes
      .toString('utf8')
      .replace(/<(\/?)(?=[A-Za-z])/g, '<$1c:')
      .replace(`xmlns="${CAMT054_NAMESPACE}"`, `xmlns:c="${CAMT054_NAMESPACE}"`);
    expect(prefixed).toContain('<c:TxDtls>');
    expect(parseCamt054(prefixed)).toEqual(expected);
    // The prefix must name the camt namespace, not merely be present.
    expect(refusalOf(prefixed.replace(`xmlns:c="${CAMT054_NAMESPACE}"`, 'xmlns:c="urn:other"'))).toEqual(refused);
    // A prefix with a dot or a dash (valid XML names) is read through the whole tree, to the same payments.
    for (const odd of ['c.x', 'c-x']) {
      const oddPrefixed = prefixed.replace(/<(\/?)c:/g, `<$1${odd}:`).replace('xmlns:c=', `xmlns:${odd}=`);
      expect(parseCamt054(oddPrefixed)).toEqual(expected);
    }
  });
});

describe('parseCamt054 entries', () => {
  it('splits a batch over several NtryDtls, keying a payment without its own AcctSvcrRef by the entry and its place', () => {
    const details =
      '<NtryDtls><Btch><NbOfTxs>3</NbOfTxs></Btch>' +
      tx({
        reference: 'T1',
        amount: '<Amt Ccy="CHF">1234.5</Amt>',
        remittance: qrr('21 00000 00003 13947 14300 09017'),
      }) +
      tx({
        reference: 'T2',
        amount: '<Amt Ccy="EUR">0.05</Amt>',
        debtor: '<RltdPties><Dbtr><Nm>Old &amp; Form</Nm></Dbtr></RltdPties>',
        remittance:
          '<RmtInf><Ustrd>ignored</Ustrd><Strd><AddtlRmtInf>no ref</AddtlRmtInf></Strd>' +
          '<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>rf18 5390 0754 7034</Ref></CdtrRefInf></Strd></RmtInf>',
      }) +
      '</NtryDtls><NtryDtls>' +
      tx({
        amount: '<Amt Ccy="CHF">100</Amt>',
        debtor: '<RltdPties><Dbtr><Pty><Nm>Müller &lt;AG&gt; &#233;&#xE9;</Nm></Pty></Dbtr></RltdPties>',
        remittance: '<RmtInf><Strd><CdtrRefInf><Ref>ABC</Ref></CdtrRefInf></Strd></RmtInf>',
      }) +
      '</NtryDtls>';
    const xml = notification(
      entry({ amount: '<Amt Ccy="CHF">1335.50</Amt>', booking: '<DtTm>2024-05-03T23:10:00+02:00</DtTm>', details }),
    );
    const transactions = parseCamt054(xml).transactions;
    expect(transactions).toEqual([
      payment({
        bankReference: 'T1',
        amountRappen: 123450,
        reference: '210000000003139471430009017',
        referenceType: 'QRR',
        bookingDate: '2024-05-03',
      }),
      payment({
        bankReference: 'T2',
        amountRappen: 5,
        currency: 'EUR',
        reference: 'RF18539007547034',
        referenceType: 'SCOR',
        bookingDate: '2024-05-03',
        debtorName: 'Old & Form',
      }),
      payment({
        bankReference: 'E1#3',
        amountRappen: 10000,
        reference: 'ABC',
        bookingDate: '2024-05-03',
        debtorName: 'Müller <AG> éé',
      }),
    ]);
    // The same file again gives the same keys: importing it twice books nothing twice.
    expect(parseCamt054(xml).transactions.map((t) => t.bankReference)).toEqual(['T1', 'T2', 'E1#3']);
  });

  it('reads an entry without TxDtls (also a batch summary without them) as one payment of the entry', () => {
    const xml = notification(
      entry({ reference: 'E1', amount: '<Amt Ccy="CHF">42.10</Amt>' }) +
        entry({
          reference: 'E2',
          booking: '<DtTm>2024-05-04T08:00:00</DtTm>',
          details: '<NtryDtls><Btch><NbOfTxs>7</NbOfTxs></Btch></NtryDtls>',
        }),
    );
    expect(parseCamt054(xml).transactions).toEqual([
      payment({ bankReference: 'E1', amountRappen: 4210 }),
      payment({ bankReference: 'E2', bookingDate: '2024-05-04' }),
    ]);
  });

  it('lists reversals: a reversed payment (DBIT, RvslInd true or 1) and a reversed debit (CRDT, RvslInd true)', () => {
    const xml = notification(
      entry({
        reference: 'R1',
        indicator: 'DBIT',
        reversal: 'true',
        details: `<NtryDtls>${tx({ reference: 'R1-1', remittance: qrr('210000000003139471430009017') })}</NtryDtls>`,
      }) +
        entry({ reference: 'R2', indicator: 'DBIT', reversal: '1' }) +
        entry({ reference: 'R3', indicator: 'CRDT', reversal: 'true' }) +
        entry({ reference: 'P1', reversal: 'false' }),
    );
    expect(parseCamt054(xml).transactions).toEqual([
      payment({
        bankReference: 'R1-1',
        credit: false,
        reversal: true,
        reference: '210000000003139471430009017',
        referenceType: 'QRR',
      }),
      payment({ bankReference: 'R2', credit: false, reversal: true }),
      payment({ bankReference: 'R3', credit: true, reversal: true }),
      payment({ bankReference: 'P1' }),
    ]);
  });

  it('leaves out debits (fees, payments out, a debit inside a batch) and entries not booked (PDNG, INFO)', () => {
    const batch =
      '<NtryDtls>' +
      tx({ reference: 'T1' }) +
      tx({ indicator: 'DBIT' }) +
      tx({ amount: '<Amt Ccy="CHF">3.00</Amt>' }) +
      '</NtryDtls>';
    const xml = notification(
      entry({ reference: 'FEE', indicator: 'DBIT' }) +
        entry({ reference: 'OUT', indicator: 'DBIT', details: `<NtryDtls>${tx({ reference: 'OUT-1' })}</NtryDtls>` }) +
        entry({ reference: 'PEND', status: 'PDNG' }) +
        entry({ reference: 'INFO', status: 'INFO' }) +
        entry({ reference: 'B', details: batch }),
    );
    // The debit keeps its place: the third payment is B#3 whether or not the second is listed.
    expect(parseCamt054(xml).transactions).toEqual([
      payment({ bankReference: 'T1' }),
      payment({ bankReference: 'B#3', amountRappen: 300 }),
    ]);
  });
});

describe('parseCamt054 amounts', () => {
  it('turns decimal text into integer Rappen from its digits', () => {
    expect(rappenFromDecimal('1234.5')).toBe(123450);
    expect(rappenFromDecimal('0.05')).toBe(5);
    expect(rappenFromDecimal('100')).toBe(10000);
    expect(rappenFromDecimal('0.10')).toBe(10);
    expect(rappenFromDecimal('007.00')).toBe(700);
    // 0.29 * 100 is 28.999999999999996 in floating point; from the digits it is 29.
    expect(rappenFromDecimal('0.29')).toBe(29);
    expect(rappenFromDecimal('1.13')).toBe(113);
    expect(rappenFromDecimal('9999999999999.99')).toBe(999999999999999);
  });

  it.each(['1.005', '1.000', '-1.00', '+1.00', '1e3', '1,00', '.5', '5.', '', 'abc', '10000000000000.00'])(
    'refuses the amount %j',
    (text) => {
      expect(refusal(() => rappenFromDecimal(text))).toEqual(refused);
    },
  );

  it('refuses a file whose amount or currency is missing or malformed, and accepts any 3-letter currency', () => {
    const withTx = (t: string) => notification(entry({ details: `<NtryDtls>${t}</NtryDtls>` }));
    expect(refusalOf(notification(entry({ amount: '' })))).toEqual(refused);
    expect(refusalOf(notification(entry({ amount: '<Amt Ccy="CHF"></Amt>' })))).toEqual(refused);
    expect(refusalOf(notification(entry({ amount: '<Amt>10.00</Amt>' })))).toEqual(refused);
    expect(refusalOf(withTx(tx({ amount: '' })))).toEqual(refused);
    expect(refusalOf(withTx(tx({ amount: '<Amt Ccy="CHF">10.001</Amt>' })))).toEqual(refused);
    expect(refusalOf(withTx(tx({ amount: '<Amt Ccy="chf">10.00</Amt>' })))).toEqual(refused);
    expect(refusalOf(withTx(tx({ amount: '<Amt Ccy="CHFR">10.00</Amt>' })))).toEqual(refused);
    expect(refusalOf(withTx(tx({ amount: '<Amt Ccy="CHF">10.00</Amt><Amt Ccy="CHF">20.00</Amt>' })))).toEqual(refused);
    expect(parseCamt054(withTx(tx({ reference: 'T', amount: '<Amt Ccy="USD">1.00</Amt>' }))).transactions).toEqual([
      payment({ bankReference: 'T', amountRappen: 100, currency: 'USD' }),
    ]);
  });
});

describe('parseCamt054 refusals', () => {
  it('refuses a DOCTYPE with an external entity (XXE) before parsing', () => {
    const xxe = notification(entry()).replace(
      '<Document',
      '<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Document',
    );
    expect(refusalOf(xxe.replace('MSG-1', '&xxe;'))).toEqual(refused);
    // Also a bare DOCTYPE, one in lower case (no XML, refused all the same), and the file as bytes.
    expect(refusalOf(notification(entry()).replace('<Document', '<!DOCTYPE Document>\n<Document'))).toEqual(refused);
    expect(refusalOf(notification(entry()).replace('<Document', '<!doctype Document>\n<Document'))).toEqual(refused);
    expect(refusalOf(Buffer.from(xxe))).toEqual(refused);
  });

  it('refuses a billion-laughs file at once, and an ENTITY declaration anywhere', () => {
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY lol0 "lol">${laughs}]>${notification(entry())
      .replace(/^<\?xml[^>]*>\n/, '')
      .replace('MSG-1', '&lol9;')}`;
    const started = performance.now();
    expect(refusalOf(bomb)).toEqual(refused);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refusalOf(notification(entry()).replace('<GrpHdr>', '<!ENTITY x "y"><GrpHdr>'))).toEqual(refused);
  });

  it('leaves entities to its own one-pass decoding: &amp;lt; stays &lt;, an undeclared entity is refused', () => {
    const named = (name: string) =>
      notification(
        entry({
          details: `<NtryDtls>${tx({ reference: 'T', debtor: `<RltdPties><Dbtr><Pty><Nm>${name}</Nm></Pty></Dbtr></RltdPties>` })}</NtryDtls>`,
        }),
      );
    expect(parseCamt054(named('A &amp;lt; B &#38;amp;')).transactions[0].debtorName).toBe('A &lt; B &amp;');
    expect(refusalOf(named('A &lol; B'))).toEqual(refused);
    expect(refusalOf(named('A &#0; B'))).toEqual(refused);
  });

  it.each([
    ['empty', ''],
    ['text', 'hello'],
    ['JSON', '{"MsgId":"1"}'],
    ['a PDF', '%PDF-1.7\n%âãÏÓ\n1 0 obj'],
    ['unclosed', notification(entry()).replace('</Document>', '')],
    ['two roots', `${notification(entry())}<Document xmlns="${CAMT054_NAMESPACE}"/>`],
    ['a control character', notification(entry()).replace('MSG-1', 'MSG\u0001')],
    ['a reserved element name', notification(entry()).replace('<GrpHdr>', '<__proto__><x>1</x></__proto__><GrpHdr>')],
  ])('refuses what is not XML or not one document: %s', (_name, xml) => {
    expect(refusalOf(xml)).toEqual(refused);
  });

  it('refuses bytes that are not UTF-8 (a Latin-1 file)', () => {
    expect(refusalOf(Buffer.from(notification(entry()).replace('MSG-1', 'Zürich'), 'latin1'))).toEqual(refused);
  });

  it('refuses another namespace, version or message', () => {
    const xml = notification(entry());
    expect(refusalOf(notification(entry(), undefined, 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.04'))).toEqual(
      refused,
    );
    expect(refusalOf(xml.replace(` xmlns="${CAMT054_NAMESPACE}"`, ''))).toEqual(refused);
    expect(refusalOf(xml.replace(/BkToCstmrDbtCdtNtfctn/g, 'BkToCstmrStmt'))).toEqual(refused);
    expect(refusalOf(xml.replace(/Document/g, 'Doc'))).toEqual(refused);
  });

  it('refuses a file missing what the import needs, or with a bank reference twice or two accounts', () => {
    const xml = notification(entry());
    expect(refusalOf(xml.replace('<MsgId>MSG-1</MsgId>', ''))).toEqual(refused);
    expect(refusalOf(xml.replace(/<Ntfctn>.*<\/Ntfctn>/, ''))).toEqual(refused);
    expect(refusalOf(xml.replace('<IBAN>CH4431999123000889012</IBAN>', '<Othr><Id>1</Id></Othr>'))).toEqual(refused);
    expect(refusalOf(xml.replace('<CdtDbtInd>CRDT</CdtDbtInd>', '<CdtDbtInd>CREDIT</CdtDbtInd>'))).toEqual(refused);
    expect(refusalOf(xml.replace('<Dt>2024-05-02</Dt>', '<Dt>02.05.2024</Dt>'))).toEqual(refused);
    expect(refusalOf(notification(entry({ reference: '' })))).toEqual(refused);
    expect(refusalOf(notification(entry({ reference: '', details: `<NtryDtls>${tx()}</NtryDtls>` })))).toEqual(refused);
    expect(refusalOf(notification(entry({ reference: 'E1' }) + entry({ reference: 'E1' })))).toEqual(refused);
    const twoAccounts = xml.replace(
      '</Ntfctn>',
      '</Ntfctn><Ntfctn><Id>N-2</Id><Acct><Id><IBAN>CH5604835012345678009</IBAN></Id></Acct></Ntfctn>',
    );
    expect(refusalOf(twoAccounts)).toEqual(refused);
  });
});

describe('parseCamt054 size', () => {
  it('reads a file of 20,000 payments (time printed, not asserted)', () => {
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
    const xml = Buffer.from(
      writeCamt054({ messageId: 'BIG', account: 'CH4431999123000889012', createdAt: '2024-05-02T06:00:00', entries }),
    );
    const started = performance.now();
    const parsed = parseCamt054(xml);
    const ms = performance.now() - started;
    console.log(`parseCamt054: 20,000 payments, ${(xml.length / 1e6).toFixed(1)} MB, ${ms.toFixed(0)} ms`);
    expect(parsed.transactions).toHaveLength(20_000);
    expect(parsed.transactions[19_999]).toEqual(
      payment({
        bankReference: 'T19999',
        amountRappen: 20_099,
        reference: '000000000000000000000019999',
        referenceType: 'QRR',
        debtorName: 'Debtor 19999',
      }),
    );
  });
});
