import { CAMT054_NAMESPACE, type CreditorReferenceType } from './camt054';

export interface Camt054WritePayment {
  /** `TxDtls/Refs/AcctSvcrRef`: the bank's reference of this payment. */
  bankReference: string;
  amountRappen: number;
  reference: string;
  referenceType: CreditorReferenceType;
  debtorName?: string;
}

export interface Camt054WriteEntry {
  /** `Ntry/AcctSvcrRef`: the bank's reference of the whole booking. */
  bankReference: string;
  /** `YYYY-MM-DD`. */
  bookingDate: string;
  /** A reversal of earlier payments: written as a debit with `RvslInd` true, as banks report it. */
  reversal?: boolean;
  transactions: Camt054WritePayment[];
}

export interface Camt054WriteInput {
  messageId: string;
  /** The IBAN the notification is about (`Ntfctn/Acct/Id/IBAN`). */
  account: string;
  /** ISO date-time of the message, e.g. `2024-05-02T06:00:00`. */
  createdAt: string;
  entries: Camt054WriteEntry[];
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A raw CR would be turned into LF by any XML reader (end-of-line handling); the reference keeps it.
  '\r': '&#13;',
};
const SPECIAL = /[&<>"'\r]/g;
const HAS_SPECIAL = /[&<>"'\r]/;
// Characters XML 1.0 cannot hold at all, escaped or not (controls, lone surrogates, U+FFFE/U+FFFF).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Text content, escaped. Empty text or characters XML cannot carry are a mistake of the caller: thrown. */
function xmlText(text: string, field: string): string {
  if (text.length === 0 || NOT_XML.test(text)) throw new Error(`camt.054 writer: ${field} is empty or not XML text`);
  return HAS_SPECIAL.test(text) ? text.replace(SPECIAL, (c) => ESCAPES[c]) : text;
}

/** Integer Rappen as the decimal camt writes (`5` → `0.05`), from the digits: no float division. */
export function decimalFromRappen(rappen: number): string {
  if (!Number.isSafeInteger(rappen) || rappen < 0)
    throw new Error(`camt.054 writer: ${rappen} is not a non-negative integer of Rappen`);
  const digits = String(rappen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function entryTotal(entry: Camt054WriteEntry): number {
  let total = 0;
  for (const tx of entry.transactions) total += tx.amountRappen;
  return total;
}

/** One TxDtls: references, amount, the payer, and the creditor reference typed QRR (Prtry) or SCOR (Cd). */
function writeTransaction(lines: string[], tx: Camt054WritePayment, indicator: string): void {
  const type = tx.referenceType === 'QRR' ? '<Prtry>QRR</Prtry>' : '<Cd>SCOR</Cd>';
  const debtor =
    tx.debtorName === undefined
      ? ''
      : `<RltdPties><Dbtr><Pty><Nm>${xmlText(tx.debtorName, 'debtorName')}</Nm></Pty></Dbtr></RltdPties>`;
  lines.push(
    '\t\t\t\t\t<TxDtls>' +
      `<Refs><AcctSvcrRef>${xmlText(tx.bankReference, 'bankReference')}</AcctSvcrRef></Refs>` +
      `<Amt Ccy="CHF">${decimalFromRappen(tx.amountRappen)}</Amt><CdtDbtInd>${indicator}</CdtDbtInd>` +
      debtor +
      `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry>${type}</CdOrPrtry></Tp>` +
      `<Ref>${xmlText(tx.reference, 'reference')}</Ref></CdtrRefInf></Strd></RmtInf>` +
      '</TxDtls>',
  );
}

/** One Ntry per batch, as Swiss banks book QR-bill payments: the total, then a TxDtls per payment. */
function writeEntry(lines: string[], entry: Camt054WriteEntry): void {
  if (entry.transactions.length === 0) throw new Error('camt.054 writer: an entry needs at least one payment');
  const total = decimalFromRappen(entryTotal(entry));
  // Money in is CRDT; the reversal of money in is a DBIT with RvslInd true (ISO 20022).
  const indicator = entry.reversal ? 'DBIT' : 'CRDT';
  const date = xmlText(entry.bookingDate, 'bookingDate');
  lines.push(
    '\t\t\t<Ntry>',
    `\t\t\t\t<Amt Ccy="CHF">${total}</Amt><CdtDbtInd>${indicator}</CdtDbtInd>` +
      `<RvslInd>${entry.reversal ? 'true' : 'false'}</RvslInd><Sts><Cd>BOOK</Cd></Sts>`,
    `\t\t\t\t<BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt>`,
    `\t\t\t\t<AcctSvcrRef>${xmlText(entry.bankReference, 'bankReference')}</AcctSvcrRef>`,
    `\t\t\t\t<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>${entry.reversal ? 'RRTN' : 'VCOM'}</SubFmlyCd></Fmly></Domn></BkTxCd>`,
    '\t\t\t\t<NtryDtls>',
    `\t\t\t\t\t<Btch><NbOfTxs>${entry.transactions.length}</NbOfTxs><TtlAmt Ccy="CHF">${total}</TtlAmt>` +
      `<CdtDbtInd>${indicator}</CdtDbtInd></Btch>`,
  );
  for (const tx of entry.transactions) writeTransaction(lines, tx, indicator);
  lines.push('\t\t\t\t</NtryDtls>', '\t\t\t</Ntry>');
}

/**
 * A camt.054.001.08 notification in the shape Swiss banks deliver (SPS 2019), for tests, the demo and benchmarks.
 * Built as text (no DOM), so 20,000 payments take milliseconds. Amounts are CHF; lengths are the caller's to keep
 * (Max35Text references, Max140Text names): the tests check the output against the ISO schema.
 */
export function writeCamt054(input: Camt054WriteInput): string {
  const createdAt = xmlText(input.createdAt, 'createdAt');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${CAMT054_NAMESPACE}">`,
    '\t<BkToCstmrDbtCdtNtfctn>',
    `\t\t<GrpHdr><MsgId>${xmlText(input.messageId, 'messageId')}</MsgId><CreDtTm>${createdAt}</CreDtTm>` +
      '<MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn></GrpHdr>',
    '\t\t<Ntfctn>',
    `\t\t\t<Id>${xmlText(input.messageId, 'messageId')}</Id><CreDtTm>${createdAt}</CreDtTm>`,
    `\t\t\t<Acct><Id><IBAN>${xmlText(input.account, 'account')}</IBAN></Id><Ccy>CHF</Ccy></Acct>`,
  ];
  for (const entry of input.entries) writeEntry(lines, entry);
  lines.push('\t\t</Ntfctn>', '\t</BkToCstmrDbtCdtNtfctn>', '</Document>', '');
  return lines.join('\n');
}
