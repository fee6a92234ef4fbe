import { ErrorKeys, type InvoiceParty } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit/errors';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { isQrIban, isValidQrr, isValidScor, normalizeReference } from './qr-reference';

/**
 * What the QR-bill implementation guidelines 2.3 require and swissqrbill 4.4.1 lets through (EXTERNAL.md): an amount
 * of 0.01–999,999,999.99, the permitted character set, structured addresses with name, postcode and town, a CH/LI
 * IBAN that passes mod 97, and the reference that fits the IBAN (QRR with a QR-IBAN, SCOR with its checksum or
 * none with a normal one). Checked before the PDF is drawn, so a bill a bank would reject is never sent.
 */

/** A structured address (address type `S`), as the invoice parties hold it. */
export type QrBillParty = Pick<InvoiceParty, 'name' | 'street' | 'houseNumber' | 'zip' | 'city' | 'country'>;

export interface QrBillInput {
  /** The account paid into: the platform's IBAN from the Payment settings. */
  creditor: QrBillParty & { iban: string | null };
  debtor: QrBillParty;
  /** What the bill asks for. */
  amountRappen: number;
  /** QRR or SCOR, with or without spaces; null for none (only with a normal IBAN). */
  reference: string | null;
  /**
   * Unstructured message (the invoice number). swissqrbill itself refuses more than 140 characters; no error key
   * exists for that, and the invoice number is 11 characters long, so only its characters are checked here.
   */
  message: string | null;
}

export type QrBillProblemKey =
  | typeof ErrorKeys.invoice.qrAmountOutOfRange
  | typeof ErrorKeys.invoice.qrInvalidCharacters
  | typeof ErrorKeys.invoice.qrAddressIncomplete
  | typeof ErrorKeys.invoice.qrInvalidIban
  | typeof ErrorKeys.invoice.qrReferenceMismatch;

/** One broken rule: its key and the field it is about (`['debtor', 'city']`). */
export interface QrBillProblem {
  key: QrBillProblemKey;
  path: string[];
}

/** 0.01 to 999,999,999.99 CHF (guidelines 2.3, amount field: at most 9 digits before the point). */
const MIN_AMOUNT_RAPPEN = 1;
const MAX_AMOUNT_RAPPEN = 99_999_999_999;

/**
 * The "extended Latin" set the Swiss Payment Standards allow since version 2.3 (delta guide 2.3, chapter on the
 * character set): Basic Latin U+0020–U+007E, Latin-1 Supplement U+00A0–U+00FF, Latin Extended-A U+0100–U+017F and
 * Ș ș Ț ț (U+0218–U+021B) and € (U+20AC). Confirmed by the delta guide's text quoted in sprain/php-swiss-qr-bill
 * issue 277 and by manuelbl/SwissQRBill's `SPSCharacterSet.EXTENDED_LATIN`; swissqrbill's open PR 467 describes the
 * same subset. Control characters (tab, line breaks) are outside it.
 */
const PERMITTED_CHARACTERS = /^[\u0020-\u007E\u00A0-\u017F\u0218-\u021B\u20AC]*$/;

/** Maximum lengths of a structured address (guidelines 2.3); name, postcode and town must not be blank. */
const ADDRESS_LIMITS = { name: 70, street: 70, houseNumber: 16, zip: 16, city: 35 } as const;
const REQUIRED_ADDRESS_FIELDS = ['name', 'zip', 'city'] as const;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const QR_BILL_COUNTRIES = ['CH', 'LI'];

/** Every rule the bill breaks, in the order the fields appear on it; empty when the bill may be drawn. */
export function qrBillProblems(data: QrBillInput): QrBillProblem[] {
  return [
    ...ibanAndReferenceProblems(data.creditor.iban, data.reference),
    ...amountProblems(data.amountRappen),
    ...addressProblems('creditor', data.creditor),
    ...addressProblems('debtor', data.debtor),
    ...characterProblems(data),
  ];
}

/** Refuses the bill with the first broken rule's key (422); every broken rule goes along as an issue. */
export function assertQrBill(data: QrBillInput): void {
  const problems = qrBillProblems(data);
  if (problems.length === 0) return;
  throw new DomainError(
    422,
    problems[0].key,
    { problems },
    problems.map((p) => ({ path: p.path, message: p.key })),
  );
}

function ibanAndReferenceProblems(iban: string | null, reference: string | null): QrBillProblem[] {
  const electronic = electronicFormatIBAN(iban ?? '') ?? '';
  const countryOk = QR_BILL_COUNTRIES.includes(electronic.slice(0, 2));
  // Whether a reference fits depends on the kind of IBAN, so an unusable IBAN is the only thing said about both.
  if (!countryOk || !isValidIBAN(electronic)) {
    return [{ key: ErrorKeys.invoice.qrInvalidIban, path: ['creditor', 'iban'] }];
  }
  const ref = reference === null ? '' : normalizeReference(reference);
  const fits = isQrIban(electronic) ? isValidQrr(ref) : ref === '' || isValidScor(ref);
  return fits ? [] : [{ key: ErrorKeys.invoice.qrReferenceMismatch, path: ['reference'] }];
}

function amountProblems(amountRappen: number): QrBillProblem[] {
  const inRange =
    Number.isSafeInteger(amountRappen) && amountRappen >= MIN_AMOUNT_RAPPEN && amountRappen <= MAX_AMOUNT_RAPPEN;
  return inRange ? [] : [{ key: ErrorKeys.invoice.qrAmountOutOfRange, path: ['amountRappen'] }];
}

/**
 * A blank required field, a field over its length or a country that is no two-letter code: the key says the
 * address does not make a complete structured address (there is no separate key for "too long").
 */
function addressProblems(role: 'creditor' | 'debtor', party: QrBillParty): QrBillProblem[] {
  const problem = (field: string): QrBillProblem => ({
    key: ErrorKeys.invoice.qrAddressIncomplete,
    path: [role, field],
  });
  const blank = REQUIRED_ADDRESS_FIELDS.filter((field) => party[field].trim() === '').map(problem);
  const tooLong = (Object.keys(ADDRESS_LIMITS) as (keyof typeof ADDRESS_LIMITS)[])
    .filter((field) => characterCount(party[field]) > ADDRESS_LIMITS[field])
    .map(problem);
  const country = COUNTRY_CODE.test(party.country) ? [] : [problem('country')];
  return [...blank, ...tooLong, ...country];
}

/** Every text the QR code carries: both addresses and the message (IBAN and reference have their own rules). */
function characterProblems(data: QrBillInput): QrBillProblem[] {
  const texts: [string[], string][] = [
    ...partyTexts('creditor', data.creditor),
    ...partyTexts('debtor', data.debtor),
    [['message'], data.message ?? ''],
  ];
  return texts
    .filter(([, text]) => !PERMITTED_CHARACTERS.test(text))
    .map(([path]) => ({ key: ErrorKeys.invoice.qrInvalidCharacters, path }));
}

function partyTexts(role: 'creditor' | 'debtor', party: QrBillParty): [string[], string][] {
  const fields = ['name', 'street', 'houseNumber', 'zip', 'city', 'country'] as const;
  return fields.map((field) => [[role, field], party[field]]);
}

/** Characters, not UTF-16 units (the guidelines count characters). */
function characterCount(text: string): number {
  return [...text].length;
}
