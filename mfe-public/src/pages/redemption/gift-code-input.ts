import { GIFT_CODE_LENGTH, giftCodeProblem, parseGiftCode } from '@cadeau/contracts/gift-code';

/**
 * What the code field shows while someone types or pastes: the digits only, at most 16, in groups of four
 * (`1234-5678-9012-3456`), so the field looks like the code in the mail. Any other character is dropped.
 */
export function typedGiftCode(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, GIFT_CODE_LENGTH);
  return digits.replace(/(\d{4})(?=\d)/g, '$1-');
}

/** The message key for a typed code the Damm check refuses (no request is made), or null for a good code. */
export function giftCodeError(text: string): string | null {
  const problem = giftCodeProblem(text);
  if (!problem) return null;
  return `public.giftCode.${problem}`;
}

/** The 16 digits of a `#code=…` fragment or a code handed over by the start page, or null. */
export function codeFromFragment(hash: string): string | null {
  const match = /(?:^#|&)code=([^&]*)/.exec(hash);
  return match ? parseGiftCode(decodeURIComponent(match[1]!)) : null;
}
