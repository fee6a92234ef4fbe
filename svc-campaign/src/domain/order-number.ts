import { randomInt } from 'node:crypto';

/** Crockford's base32: digits and capitals without I, L, O and U (nothing to misread, no accidental words). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/**
 * A new order number: 10 Crockford base32 characters from the CSPRNG (50 bits), shown `XXXXX-XXXXX`. Unguessable
 * like the order id, since the confirmation shows it as a QR code; svc-catalog's orders table keeps it unique.
 */
export function newOrderNumber(): string {
  let out = '';
  for (let i = 0; i < LENGTH; i++) out += CROCKFORD[randomInt(CROCKFORD.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}
