/**
 * Gift codes (spec section 3 "Voucher", issue 12), zod-free (`@cadeau/contracts/gift-code`) so the redemption
 * page catches a typo before any request and svc-campaign checks and formats with the same rules. A code is
 * 15 random digits (svc-campaign draws them from a CSPRNG) plus a Damm check digit: the Damm quasigroup catches
 * every single-digit error and every swap of two adjacent digits, the typos people make copying a code.
 */

/** Digits of a code, the check digit included. */
export const GIFT_CODE_LENGTH = 16;
/** Random digits before the check digit. */
export const GIFT_CODE_RANDOM_DIGITS = GIFT_CODE_LENGTH - 1;

/** The Damm operation table (a totally anti-symmetric quasigroup of order 10, zero diagonal). */
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

/** The interim digit of Damm's algorithm over `digits` (0 for a string whose last digit is its check digit). */
function dammInterim(digits: string): number {
  let interim = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) throw new RangeError('digits only');
    interim = DAMM[interim]![d]!;
  }
  return interim;
}

/** The Damm check digit of a string of digits (`572` → `4`). Throws on anything but digits. */
export function dammCheckDigit(digits: string): string {
  return String(dammInterim(digits));
}

/** Whether a string of digits ends in its correct Damm check digit. */
export function hasValidDammCheckDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && dammInterim(digits) === 0;
}

/** 15 random digits plus their check digit: the 16 digits of a code. */
export function withCheckDigit(randomDigits: string): string {
  return randomDigits + dammCheckDigit(randomDigits);
}

/** Spaces and dashes people type or copy inside a code (also non-breaking and thin spaces, en dashes). */
const SEPARATORS = /[\s\u00a0\u2009\u202f\-\u2010-\u2015]/g;

/**
 * The 16 digits of a code as typed, copied or taken from a link (`1234-5678 9012 3456`, spaces and dashes
 * anywhere), or null when it is no code: other characters, another length or a wrong check digit.
 */
export function parseGiftCode(text: string): string | null {
  const digits = text.replace(SEPARATORS, '');
  if (digits.length !== GIFT_CODE_LENGTH || !/^\d+$/.test(digits)) return null;
  return hasValidDammCheckDigit(digits) ? digits : null;
}

/** Why a typed code is no code, for a message at the field before any request. */
export type GiftCodeProblem = 'empty' | 'characters' | 'length' | 'checkDigit';

/** The problem of a typed code, or null when `parseGiftCode` accepts it. */
export function giftCodeProblem(text: string): GiftCodeProblem | null {
  const digits = text.replace(SEPARATORS, '');
  if (digits === '') return 'empty';
  if (!/^\d+$/.test(digits)) return 'characters';
  if (digits.length !== GIFT_CODE_LENGTH) return 'length';
  return hasValidDammCheckDigit(digits) ? null : 'checkDigit';
}

/** A code as people read it: `0000-0000-0000-0000` (16 digits in groups of four; other input unchanged). */
export function formatGiftCode(digits: string): string {
  if (!/^\d{16}$/.test(digits)) return digits;
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}`;
}

/** Where a code is redeemed: the code in the fragment (`#code=`), which browsers never send to a server log. */
export const REDEEM_PATH = '/campaign';

/** The redemption link of a code below the platform's public address (`https://cadeau.ch/campaign#code=…`). */
export function giftCodeLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${REDEEM_PATH}#code=${code.replace(/\D/g, '')}`;
}
