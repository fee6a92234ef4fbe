import { GIFT_CODE_RANDOM_DIGITS, withCheckDigit } from '@cadeau/contracts/gift-code';
import { randomInt } from 'node:crypto';

export { formatGiftCode, parseGiftCode } from '@cadeau/contracts/gift-code';

/** crypto.randomInt takes ranges below 2^48, so the 15 random digits are drawn as 8 and 7. */
const HIGH_DIGITS = 8;
const LOW_DIGITS = GIFT_CODE_RANDOM_DIGITS - HIGH_DIGITS;
const HIGH_RANGE = 10 ** HIGH_DIGITS;
const LOW_RANGE = 10 ** LOW_DIGITS;

/**
 * A new gift code: 15 digits from the operating system's CSPRNG (uniform over 10^15, leading zeros kept) and
 * the Damm check digit, 16 digits without separators. Unguessable is what makes the code the only credential a
 * recipient needs; uniqueness is the caller's (the table's unique HMAC, retried on a clash).
 */
export function generateGiftCode(): string {
  const high = String(randomInt(HIGH_RANGE)).padStart(HIGH_DIGITS, '0');
  const low = String(randomInt(LOW_RANGE)).padStart(LOW_DIGITS, '0');
  return withCheckDigit(high + low);
}
