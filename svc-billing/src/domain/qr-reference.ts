/**
 * Payment references of the Swiss QR-bill (implementation guidelines 2.3): the QR reference (QRR) that a QR-IBAN
 * requires and the ISO 11649 creditor reference (SCOR) a normal IBAN may carry. The bank's camt.054 file returns the
 * reference of each payment, and billing finds the invoice by the reference stored at issue, so every function
 * here is deterministic and works on the electronic form (no spaces, upper case).
 */

/** Modulo 10 recursive (the former ISR check digit): the carry runs through this table, one digit at a time. */
const MOD10_RECURSIVE_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
const QRR_BODY_LENGTH = 26;
const SCOR_MAX_BODY_LENGTH = 21;
/** Year (4 digits, no leading zero) and the gapless number of that year: `2026-000042`. */
const INVOICE_NUMBER = /^([1-9]\d{3})-(\d{6,})$/;
/** Institution id (characters 5 to 9 of a CH/LI IBAN) range reserved for QR-IBANs. */
const QR_IID_FIRST = 30_000;
const QR_IID_LAST = 31_999;

/** What is compared with the bank file: the reference without spaces, upper case (`rf18 5390…` = `RF185390…`). */
export function normalizeReference(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/**
 * A Swiss or Liechtenstein IBAN of 21 characters whose institution id lies in 30000–31999. Only the shape is
 * checked here; whether the IBAN's mod-97 check holds is the QR-bill rules' concern (qr-bill-rules.ts).
 */
export function isQrIban(iban: string): boolean {
  const electronic = normalizeReference(iban);
  if (!/^(CH|LI)\d{2}\d{5}[0-9A-Z]{12}$/.test(electronic)) return false;
  const institutionId = Number(electronic.slice(4, 9));
  return institutionId >= QR_IID_FIRST && institutionId <= QR_IID_LAST;
}

/** `digits` (1 to 26 digits) left-padded with zeros to 26, then its modulo-10-recursive check digit: 27 digits. */
export function qrrReference(digits: string): string {
  if (!/^\d{1,26}$/.test(digits)) throw new RangeError(`a QR reference takes 1 to 26 digits, not "${digits}"`);
  const body = digits.padStart(QRR_BODY_LENGTH, '0');
  return body + mod10RecursiveCheckDigit(body);
}

/** 27 digits whose last one is the modulo-10-recursive check digit of the first 26. */
export function isValidQrr(reference: string): boolean {
  if (!/^\d{27}$/.test(reference)) return false;
  return mod10RecursiveCheckDigit(reference.slice(0, QRR_BODY_LENGTH)) === reference.slice(QRR_BODY_LENGTH);
}

/** ISO 11649: `RF`, two check digits that make the reference mod 97 = 1, then `body` (1 to 21 letters or digits). */
export function scorReference(body: string): string {
  const upper = body.toUpperCase();
  if (!/^[0-9A-Z]+$/.test(upper) || upper.length > SCOR_MAX_BODY_LENGTH) {
    throw new RangeError(`a creditor reference takes 1 to 21 letters or digits, not "${body}"`);
  }
  const checkDigits = 98 - mod97(lettersAsNumbers(`${upper}RF00`));
  return `RF${String(checkDigits).padStart(2, '0')}${upper}`;
}

/** `RF`, two digits, 1 to 21 letters or digits, and (moving the first four characters to the end) mod 97 = 1. */
export function isValidScor(reference: string): boolean {
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(reference)) return false;
  return mod97(lettersAsNumbers(reference.slice(4) + reference.slice(0, 4))) === 1;
}

/**
 * The reference an invoice's QR-bill carries, from its number `YYYY-NNNNNN`: the digits (year, then number) as a
 * QRR with a QR-IBAN, as a SCOR body otherwise. The year has no leading zero, so the digits are unique per invoice
 * number and the same number always yields the same reference.
 */
export function invoiceReference(invoiceNumber: string, iban: string): string {
  const match = INVOICE_NUMBER.exec(invoiceNumber);
  if (!match) throw new RangeError(`not an invoice number: "${invoiceNumber}"`);
  const digits = match[1] + match[2];
  return isQrIban(iban) ? qrrReference(digits) : scorReference(digits);
}

function mod10RecursiveCheckDigit(digits: string): string {
  let carry = 0;
  for (const digit of digits) carry = MOD10_RECURSIVE_TABLE[(carry + Number(digit)) % 10];
  return String((10 - carry) % 10);
}

/** A = 10 … Z = 35, digits stay: the ISO 7064 conversion that IBAN and ISO 11649 share. */
function lettersAsNumbers(text: string): string {
  return [...text].map((char) => parseInt(char, 36).toString()).join('');
}

/** Remainder of a long decimal string by 97, a few digits at a time so every step stays a small integer. */
function mod97(decimal: string): number {
  let remainder = 0;
  for (let start = 0; start < decimal.length; start += 7) {
    remainder = Number(`${remainder}${decimal.slice(start, start + 7)}`) % 97;
  }
  return remainder;
}
