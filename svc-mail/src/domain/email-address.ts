import { domainToASCII } from 'node:url';
import { ErrorKeys } from '@cadeau/contracts/errors';

export type AddressCheck = { ok: true; address: string; domain: string } | { ok: false; key: string };

/** Limits of spec section 5 and RFC 5321 (local part at most 64 octets). */
export const ADDRESS_LIMITS = { total: 320, domain: 255, label: 63, local: 64 } as const;

// RFC 5322 dot-atom: no quoted local parts and no comments, which no real mailbox of ours needs and
// which many mail providers refuse anyway.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
// A top-level domain is alphabetic (or an IDN in punycode): `user@1.2.3.4` is not an address we mail.
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

const fail = (key: string): AddressCheck => ({ ok: false, key });

/**
 * The offline checks of an address (lengths first, so an overlong address gets the length message and
 * not "invalid format"). Internationalised domains are checked in their ASCII (punycode) form, which is
 * what DNS and the limits see. Returns the normalised address (domain lower-cased).
 */
export function checkAddressSyntax(input: string): AddressCheck {
  const address = input.trim();
  if (address.length > ADDRESS_LIMITS.total) return fail(ErrorKeys.mail.tooLong);
  const at = address.lastIndexOf('@');
  if (at < 0) return fail(ErrorKeys.mail.invalidFormat);
  const local = address.slice(0, at);
  const rawDomain = address.slice(at + 1).replace(/\.$/, '');
  if (local.length === 0) return fail(ErrorKeys.mail.localPartTooShort);
  if (Buffer.byteLength(local) > ADDRESS_LIMITS.local) return fail(ErrorKeys.mail.localPartTooLong);
  if (!LOCAL_PART.test(local)) return fail(ErrorKeys.mail.invalidFormat);
  if (rawDomain.length === 0) return fail(ErrorKeys.mail.invalidFormat);
  if (rawDomain.length > ADDRESS_LIMITS.domain) return fail(ErrorKeys.mail.domainTooLong);
  if (rawDomain.split('.').some((label) => label.length > ADDRESS_LIMITS.label)) return fail(ErrorKeys.mail.domainPartTooLong);
  const domain = domainToASCII(rawDomain.toLowerCase());
  if (!domain) return fail(ErrorKeys.mail.invalidFormat);
  // Punycode can make a domain longer than its Unicode form: check the limits again on what DNS sees.
  if (domain.length > ADDRESS_LIMITS.domain) return fail(ErrorKeys.mail.domainTooLong);
  const labels = domain.split('.');
  if (labels.some((label) => label.length > ADDRESS_LIMITS.label)) return fail(ErrorKeys.mail.domainPartTooLong);
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !TOP_LEVEL.test(labels[labels.length - 1])) {
    return fail(ErrorKeys.mail.invalidFormat);
  }
  if (local.length + 1 + domain.length > ADDRESS_LIMITS.total) return fail(ErrorKeys.mail.tooLong);
  return { ok: true, address: `${local}@${domain}`, domain };
}
