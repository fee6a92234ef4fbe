import { ErrorKeys } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit/errors';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** The only version read: Swiss Payment Standards 2019, what Swiss banks deliver since November 2022. */
export const CAMT054_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08';

export type CreditorReferenceType = 'QRR' | 'SCOR';

/** One payment of a notification: a batch entry is split into its TxDtls, an entry without them is one. */
export interface Camt054Transaction {
  /**
   * The idempotency key: the bank's `Refs/AcctSvcrRef` of the payment; without one, the entry's `AcctSvcrRef`
   * plus `#<n>` (the payment's 1-based place among the entry's TxDtls), so the same file always gives the same keys.
   */
  bankReference: string;
  amountRappen: number;
  currency: string;
  /** CRDT: money in. A reversed payment comes back as a debit with `reversal`. */
  credit: boolean;
  /** `RvslInd` of the entry: this booking undoes an earlier one, it is no payment. */
  reversal: boolean;
  /** `RmtInf/Strd/CdtrRefInf/Ref` without spaces, upper case (QRR: 27 digits, SCOR: `RF…`). */
  reference: string | null;
  referenceType: CreditorReferenceType | null;
  /** `YYYY-MM-DD`: `BookgDt/Dt`, or the date part of `BookgDt/DtTm`. */
  bookingDate: string | null;
  debtorName: string | null;
}

export interface Camt054Notification {
  messageId: string;
  /** IBAN of `Ntfctn/Acct/Id/IBAN` (the same for every notification of the file). */
  account: string;
  /** Booked money in and reversals, in file order; plain debits (fees, payments out) are left out. */
  transactions: Camt054Transaction[];
}

type XmlNode = { readonly [name: string]: unknown };

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Refusal of the whole file: a payment file is booked completely or not at all. `reason` is for the log only. */
function refuse(reason: string): never {
  throw new DomainError(400, ErrorKeys.invoice.invalidPaymentFile, { reason });
}

// `<!` opens a comment, a CDATA section or a declaration (DOCTYPE, ENTITY, ELEMENT, ...). Only the first two have a
// place in a bank file; a declaration could define entities (XXE, billion laughs), so it is refused before parsing.
const DECLARATION = /<!(?!--|\[CDATA\[)/;
// Characters XML 1.0 forbids; fast-xml-parser's validator lets them through.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// Banks deliver UTF-8 (SPS); anything else is refused rather than guessed.
const utf8 = new TextDecoder('utf-8', { fatal: true });

// The elements the reader walks that may repeat: always arrays, even when a file holds one.
const REPEATING = new Set(['Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd']);
const localName = (tag: string) => tag.slice(tag.indexOf(':') + 1);

const parserOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Entities stay as written (no DTD is let in anyway); unescapeXml decodes the predefined ones in what is read.
  processEntities: false,
  htmlEntities: false,
  // Text stays text: `0.05` must not become a float, nor a 27-digit QR reference a rounded number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Prefixes are kept: a prefixed root's namespace is only known from its `xmlns:<prefix>` attribute.
  removeNSPrefix: false,
  // Callbacks get the parser's path matcher instead of a path string built per element: a quarter less parse time.
  jPath: false,
  isArray: (tagName: string, _path: unknown, _isLeaf: boolean, isAttribute: boolean) =>
    !isAttribute && REPEATING.has(localName(tagName)),
};

/** Reads one payment's `TxDtls` (its content as the file holds it) into elements, as the whole file is read. */
const paymentParser = new XMLParser(parserOptions);

/**
 * The file's parser for a root prefix (`''` or `ns:`): each payment's `TxDtls` stays its raw text in the tree and is
 * read into elements only when its turn comes (`paymentNode`), so a file of 20,000 payments never holds all their
 * elements at once: the tree of a whole bank file was most of a booking's peak memory (npm run bench). A prefix the
 * parser's path expressions cannot name (a dot or a dash in it) gets the whole tree, read the same way.
 */
const fileParsers = new Map<string, XMLParser>();
function fileParser(prefix: string): XMLParser {
  if (!/^([A-Za-z_][A-Za-z0-9_]*:)?$/.test(prefix)) return new XMLParser(parserOptions);
  let parser = fileParsers.get(prefix);
  if (!parser) {
    parser = new XMLParser({ ...parserOptions, stopNodes: [`*.${prefix}TxDtls`] });
    // Prefixes come from the files: the parsers kept stay few whatever they name.
    if (fileParsers.size >= 8) fileParsers.clear();
    fileParsers.set(prefix, parser);
  }
  return parser;
}

// The root element's prefix, after what may stand before it (the XML declaration, comments, processing instructions).
const ROOT_PREFIX = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*<(?:([A-Za-z_][\w.-]*):)?[A-Za-z_][\w.-]*/;

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
// Every `&`: a predefined entity or a character reference, or (no group matched) a stray `&` of a broken file.
const REFERENCE = /&(?:(lt|gt|amp|quot|apos);|#x([0-9a-fA-F]{1,6});|#([0-9]{1,7});)?/g;

const isXmlCharacter = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** One pass, so `&amp;lt;` gives `&lt;` and never `<`: nothing is expanded twice. */
function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (_all, name?: string, hex?: string, decimal?: string) => {
    if (name) return NAMED_ENTITIES[name];
    const code = hex ? parseInt(hex, 16) : decimal ? parseInt(decimal, 10) : NaN;
    if (!isXmlCharacter(code)) refuse('entity or character reference');
    return String.fromCodePoint(code);
  });
}

// At most 13 integer digits, so the Rappen (15 digits) stay a safe integer.
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * A camt amount (`1234.5`, `0.05`) as integer Rappen, from its digits (`"1234" + "50"`), never through a float
 * product. More than 2 decimals, a sign or an exponent is refused.
 */
export function rappenFromDecimal(text: string): number {
  const match = AMOUNT.exec(text);
  if (!match) return refuse('amount');
  return Number(match[1] + (match[2] ?? '').padEnd(2, '0'));
}

/** Reads the camt elements whatever prefix the file gave their namespace (`''` for the default namespace). */
class CamtReader {
  constructor(readonly prefix: string) {}

  /** The element at `path`; undefined when absent. An element the schema allows once but found twice is refused. */
  one(node: unknown, ...path: string[]): unknown {
    let at = node;
    for (const name of path) {
      if (!isNode(at)) return undefined;
      const key = this.prefix + name;
      at = Object.hasOwn(at, key) ? at[key] : undefined;
      if (Array.isArray(at)) {
        if (!REPEATING.has(name)) refuse(`${name} repeated`);
        if (at.length !== 1) return undefined;
        at = at[0];
      }
    }
    return at;
  }

  /** The repeating element at the end of `path` (declared in REPEATING), in file order. */
  all(node: unknown, ...path: string[]): unknown[] {
    const parent = this.one(node, ...path.slice(0, -1));
    if (!isNode(parent)) return [];
    const key = this.prefix + path[path.length - 1];
    const value = Object.hasOwn(parent, key) ? parent[key] : undefined;
    return Array.isArray(value) ? value : [];
  }

  /** The element's text, entities decoded and trimmed; null when absent or empty. */
  text(node: unknown, ...path: string[]): string | null {
    const element = this.one(node, ...path);
    const raw = typeof element === 'string' ? element : isNode(element) ? element['#text'] : undefined;
    if (typeof raw !== 'string') return null;
    const text = unescapeXml(raw).trim();
    return text === '' ? null : text;
  }

  /** An `Amt`-like element: its decimal text and its `Ccy` attribute (3 capital letters), both required. */
  money(node: unknown, ...path: string[]): { amountRappen: number; currency: string } | null {
    const element = this.one(node, ...path);
    if (element === undefined) return null;
    const text = this.text(node, ...path);
    if (text === null) return refuse('amount missing');
    const currency = isNode(element) ? element['@_Ccy'] : undefined;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return refuse('currency');
    return { amountRappen: rappenFromDecimal(text), currency };
  }

  /** `CdtDbtInd`: true for CRDT, false for DBIT; null when absent. */
  credit(node: unknown): boolean | null {
    const code = this.text(node, 'CdtDbtInd');
    if (code === null) return null;
    if (code !== 'CRDT' && code !== 'DBIT') return refuse('CdtDbtInd');
    return code === 'CRDT';
  }
}

/** The text as a string: UTF-8 only, a byte order mark dropped. */
function decode(xml: Buffer | string): string {
  if (typeof xml === 'string') return xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
  try {
    return utf8.decode(xml);
  } catch {
    return refuse('not UTF-8');
  }
}

/** The `Document` root (in the camt.054.001.08 namespace) and the prefix its elements carry. */
function documentOf(text: string): { root: XmlNode; reader: CamtReader } {
  if (DECLARATION.test(text)) refuse('DOCTYPE or declaration');
  if (FORBIDDEN_CHARACTER.test(text)) refuse('forbidden character');
  if (XMLValidator.validate(text) !== true) refuse('not well-formed');
  const rootPrefix = ROOT_PREFIX.exec(text)?.[1];
  let parsed: unknown;
  try {
    parsed = fileParser(rootPrefix ? `${rootPrefix}:` : '').parse(text);
  } catch {
    // Too deeply nested, a reserved name like `__proto__`, ...
    return refuse('not parseable');
  }
  const names = isNode(parsed) ? Object.keys(parsed) : [];
  if (names.length !== 1 || !isNode(parsed)) return refuse('not one root element');
  const [tag] = names;
  const colon = tag.indexOf(':');
  const root = parsed[tag];
  if (tag.slice(colon + 1) !== 'Document' || !isNode(root)) return refuse('root is no Document');
  const namespace = root[colon < 0 ? '@_xmlns' : `@_xmlns:${tag.slice(0, colon)}`];
  if (namespace !== CAMT054_NAMESPACE) refuse('namespace');
  return { root, reader: new CamtReader(colon < 0 ? '' : tag.slice(0, colon + 1)) };
}

/** A payment's `TxDtls`, kept as its raw content by the file's parser, read into elements now (once only). */
function paymentNode(read: CamtReader, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const content = raw;
  const tag = `${read.prefix}TxDtls`;
  let parsed: unknown;
  try {
    parsed = paymentParser.parse(`<${tag}>${content}</${tag}>`);
  } catch {
    return refuse('not parseable');
  }
  // TxDtls repeats in a file, so the reader gives it as a list even here, where it stands alone.
  const node = isNode(parsed) ? parsed[tag] : undefined;
  return Array.isArray(node) ? node[0] : node;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

function bookingDateOf(read: CamtReader, entry: unknown): string | null {
  const date = read.text(entry, 'BookgDt', 'Dt') ?? read.text(entry, 'BookgDt', 'DtTm');
  if (date === null) return null;
  if (!DATE.test(date)) refuse('booking date');
  return date.slice(0, 10);
}

/** The first structured creditor reference of a payment, normalised as it is compared with invoices. */
function referenceOf(read: CamtReader, tx: unknown): Pick<Camt054Transaction, 'reference' | 'referenceType'> {
  for (const structured of read.all(tx, 'RmtInf', 'Strd')) {
    const ref = read.text(structured, 'CdtrRefInf', 'Ref')?.replace(/\s+/g, '').toUpperCase();
    if (!ref) continue;
    const type = read.one(structured, 'CdtrRefInf', 'Tp', 'CdOrPrtry');
    const referenceType = read.text(type, 'Prtry') === 'QRR' ? 'QRR' : read.text(type, 'Cd') === 'SCOR' ? 'SCOR' : null;
    return { reference: ref, referenceType };
  }
  return { reference: null, referenceType: null };
}

/** The payments of one entry: each TxDtls of its NtryDtls, or the entry itself when it has none. */
function entryTransactions(read: CamtReader, entry: unknown): Camt054Transaction[] {
  const status = read.text(entry, 'Sts', 'Cd');
  // PDNG (pending), INFO, FUTR: not booked (yet); a booked entry comes again in a later notification.
  if (status !== null && status !== 'BOOK') return [];
  const total = read.money(entry, 'Amt') ?? refuse('entry amount missing');
  const entryCredit = read.credit(entry) ?? refuse('entry CdtDbtInd missing');
  const reversalIndicator = read.text(entry, 'RvslInd');
  const reversal = reversalIndicator === 'true' || reversalIndicator === '1';
  const entryReference = read.text(entry, 'AcctSvcrRef');
  const bookingDate = bookingDateOf(read, entry);
  const details = read.all(entry, 'NtryDtls').flatMap((d) => read.all(d, 'TxDtls'));

  const listed = (credit: boolean) => credit || reversal;
  if (details.length === 0) {
    if (!listed(entryCredit)) return [];
    return [
      {
        bankReference: entryReference ?? refuse('no bank reference'),
        ...total,
        credit: entryCredit,
        reversal,
        reference: null,
        referenceType: null,
        bookingDate,
        debtorName: null,
      },
    ];
  }
  const transactions: Camt054Transaction[] = [];
  details.forEach((raw, index) => {
    const tx = paymentNode(read, raw);
    const credit = read.credit(tx) ?? entryCredit;
    const money = read.money(tx, 'Amt') ?? refuse('transaction amount missing');
    // Checked before skipping a debit, so a broken file is refused whatever it holds.
    const bankReference =
      read.text(tx, 'Refs', 'AcctSvcrRef') ??
      (entryReference !== null ? `${entryReference}#${index + 1}` : refuse('no bank reference'));
    if (!listed(credit)) return;
    transactions.push({
      bankReference,
      ...money,
      credit,
      reversal,
      ...referenceOf(read, tx),
      bookingDate,
      debtorName: read.text(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm') ?? read.text(tx, 'RltdPties', 'Dbtr', 'Nm'),
    });
  });
  return transactions;
}

/**
 * The booked incoming payments and reversals of a camt.054.001.08 notification (Swiss Payment Standards 2019).
 * Refuses (400 `invalidPaymentFile`) anything else: not UTF-8 XML, another root or namespace, a DOCTYPE or entity
 * declaration, missing or malformed amounts, a payment without a bank reference, a bank reference twice (the
 * import is idempotent by it: a second payment with the same key would be dropped silently), several accounts.
 */
export function parseCamt054(xml: Buffer | string): Camt054Notification {
  const { root, reader: read } = documentOf(decode(xml));
  const message = read.one(root, 'BkToCstmrDbtCdtNtfctn');
  if (!isNode(message)) refuse('not a BkToCstmrDbtCdtNtfctn');
  const messageId = read.text(message, 'GrpHdr', 'MsgId') ?? refuse('MsgId missing');
  const notifications = read.all(message, 'Ntfctn');
  if (notifications.length === 0) refuse('no Ntfctn');

  let account: string | null = null;
  const transactions: Camt054Transaction[] = [];
  for (const notification of notifications) {
    const iban = read.text(notification, 'Acct', 'Id', 'IBAN') ?? refuse('account IBAN missing');
    if (account !== null && iban !== account) refuse('several accounts');
    account = iban;
    for (const entry of read.all(notification, 'Ntry'))
      for (const transaction of entryTransactions(read, entry)) transactions.push(transaction);
  }

  const keys = new Set<string>();
  for (const { bankReference } of transactions) {
    if (keys.has(bankReference)) refuse('bank reference twice');
    keys.add(bankReference);
  }
  return { messageId, account: account ?? refuse('account IBAN missing'), transactions };
}
