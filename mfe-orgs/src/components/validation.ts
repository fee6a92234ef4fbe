/** Client-side checks that mirror the server's, so a mistake is shown at the field before any call. */

// The one light address check of every form (@cadeau/ui/form); the server does the full one (lengths, MX record).
export { isEmail } from '@cadeau/ui/form';

/** ISO 13616 IBAN: country, check digits, mod-97 of the rearranged number equals 1. Spaces are ignored. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}
