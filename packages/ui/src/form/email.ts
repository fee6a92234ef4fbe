/**
 * The browser's light e-mail check, one for every form (cockpit and public pages): it only catches typing slips
 * before a round trip. The server is the judge (`checkAddressSyntax` of @cadeau/contracts, behind zod, which no
 * browser bundle loads): this mirrors its two cheapest rules, the total length of spec section 5 and a top-level
 * domain of at least two characters, and accepts everything else it might refuse.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The contract's ADDRESS_LIMITS.total (packages/contracts email-address.ts), copied because zod stays out. */
export const EMAIL_MAX = 320;

/** True when `value` (surrounding spaces ignored) looks like an e-mail address. */
export function isEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX && EMAIL.test(address);
}
