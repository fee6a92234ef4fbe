import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * How a gift code is kept (issue 12): never in plain text. `lookup` is HMAC-SHA256 under its own key, so a
 * typed code finds its row by equality and a stolen table without the key cannot be searched for codes (10^15
 * candidates are too few to protect an unkeyed hash). `seal`/`open` are AES-256-GCM with a random 12-byte IV
 * per code, for the codes CSV and the mail; the tag makes a tampered cipher fail instead of showing a wrong code.
 * Sealed bytes: IV (12) ‖ tag (16) ‖ ciphertext (16 for a 16-digit code).
 */
export interface VoucherKeys {
  /** 32 bytes: HMAC-SHA256 key of the lookup column. */
  hmacKey: Buffer;
  /** 32 bytes: AES-256-GCM key of the sealed column. */
  encryptionKey: Buffer;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/**
 * Development keys, used only outside production when the environment names none: fixed, so a dev stack reads
 * the codes it wrote yesterday, and named so no one mistakes them for secrets. Production refuses to start
 * without its own keys (config.ts).
 */
export const DEV_VOUCHER_HMAC_KEY = Buffer.from('cadeau-DEVELOPMENT-voucher-hmac!', 'utf8');
export const DEV_VOUCHER_ENCRYPTION_KEY = Buffer.from('cadeau-DEVELOPMENT-voucher-aes!!', 'utf8');
export const devVoucherKeys = (): VoucherKeys => ({
  hmacKey: DEV_VOUCHER_HMAC_KEY,
  encryptionKey: DEV_VOUCHER_ENCRYPTION_KEY,
});

/** A key from the environment: base64 of exactly 32 bytes, else null (the config names the variable). */
export function decodeKey(base64: string): Buffer | null {
  const text = base64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  const key = Buffer.from(text, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

/** The lookup value of a code (its 16 digits, no separators). */
export function lookup(keys: VoucherKeys, digits: string): Buffer {
  return createHmac('sha256', keys.hmacKey).update(digits, 'utf8').digest();
}

/** The code sealed for storage; `iv` is fresh random bytes (passed in so a batch draws them at once). */
export function seal(keys: VoucherKeys, digits: string, iv: Buffer = randomBytes(IV_BYTES)): Buffer {
  if (iv.length !== IV_BYTES) throw new RangeError(`the IV has ${IV_BYTES} bytes`);
  const cipher = createCipheriv('aes-256-gcm', keys.encryptionKey, iv);
  const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The code of sealed bytes; throws when they were not sealed with this key or were changed. */
export function open(keys: VoucherKeys, sealed: Buffer): string {
  if (sealed.length <= IV_BYTES + TAG_BYTES) throw new RangeError('sealed code too short');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryptionKey, sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** Fresh IVs for `count` codes from one call to the CSPRNG (a batch of 100,000 needs 1.2 MB). */
export function ivsFor(count: number): (index: number) => Buffer {
  const pool = randomBytes(count * IV_BYTES);
  return (index) => pool.subarray(index * IV_BYTES, (index + 1) * IV_BYTES);
}

export const CODE_IV_BYTES = IV_BYTES;
