import { z } from 'zod';
import { ErrorKeys, ZodMessageKeys } from './errors';

/**
 * The offline e-mail address checks of spec section 5, one implementation for every service: svc-mail
 * runs them before its MX lookup, the zod schemas below at every API boundary that takes an address.
 * Runs in Node and in browsers (no `node:` imports): punycode comes from the WHATWG URL parser.
 */
export type AddressCheck = { ok: true; address: string; domain: string } | { ok: false; key: string };

/** Limits of spec section 5 and RFC 5321 (local part at most 64 octets). */
export const ADDRESS_LIMITS = { total: 320, domain: 255, label: 63, local: 64 } as const;

// RFC 5322 dot-atom: no quoted local parts and no comments, which no real mailbox of ours needs and
// which many mail providers refuse anyway.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
// A top-level domain is alphabetic (or an IDN in punycode): `user@1.2.3.4` is not an address we mail.
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
// Characters the URL parser would read as something other than host name (path, port, user, escapes):
// such a domain is refused before conversion, so `a@x.ch/y` cannot pass as `x.ch`.
const NOT_HOST = /[\s/?#:@\\%[\]<>"^`{|}]/;
const ASCII = /^[\x20-\x7e]*$/;

const fail = (key: string): AddressCheck => ({ ok: false, key });
const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** The ASCII (punycode) form of a domain as DNS sees it, or null when it is no host name at all. */
function domainToAscii(domain: string): string | null {
  if (ASCII.test(domain)) return domain.toLowerCase();
  if (NOT_HOST.test(domain)) return null;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * The offline checks of an address (lengths first, so an overlong address gets the length message and
 * not "invalid format"). Internationalised domains are checked in their ASCII (punycode) form, which is
 * what DNS and the limits see. Returns the normalised address (domain lower-cased, in punycode).
 */
export function checkAddressSyntax(input: string): AddressCheck {
  const address = input.trim();
  if (address.length > ADDRESS_LIMITS.total) return fail(ErrorKeys.mail.tooLong);
  const at = address.lastIndexOf('@');
  if (at < 0) return fail(ErrorKeys.mail.invalidFormat);
  const local = address.slice(0, at);
  const rawDomain = address.slice(at + 1).replace(/\.$/, '');
  if (local.length === 0) return fail(ErrorKeys.mail.localPartTooShort);
  if (utf8Length(local) > ADDRESS_LIMITS.local) return fail(ErrorKeys.mail.localPartTooLong);
  if (!LOCAL_PART.test(local)) return fail(ErrorKeys.mail.invalidFormat);
  if (rawDomain.length === 0) return fail(ErrorKeys.mail.invalidFormat);
  if (rawDomain.length > ADDRESS_LIMITS.domain) return fail(ErrorKeys.mail.domainTooLong);
  if (rawDomain.split('.').some((label) => label.length > ADDRESS_LIMITS.label))
    return fail(ErrorKeys.mail.domainPartTooLong);
  const domain = domainToAscii(rawDomain);
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

/**
 * The issue key of a failed check at an API boundary: a malformed address is the generic
 * `zod.invalidEmail` of spec section 5; a length (or missing local part) keeps its `error.mail.*` key,
 * which says which limit was hit. In a list the issue's path ends with the entry's index (the indexed
 * variant of the message).
 */
export const addressIssueKey = (key: string) =>
  key === ErrorKeys.mail.invalidFormat ? ZodMessageKeys.invalidEmail : key;

/**
 * An e-mail address at an API boundary: trimmed, lower-cased (addresses identify accounts), checked by
 * `checkAddressSyntax` and returned in its normalised form. The refinement does not abort, so unions
 * (`emailSchema.or(z.literal(''))`) still report the address's own key.
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const check = checkAddressSyntax(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: addressIssueKey(check.key) });
  })
  // overwrite, not transform: a pipe marks every failure as aborting, which would turn the union above
  // into a bare `zod.invalid`; the schema also stays a ZodString.
  .overwrite((value) => {
    const check = checkAddressSyntax(value);
    return check.ok ? check.address : value;
  });
