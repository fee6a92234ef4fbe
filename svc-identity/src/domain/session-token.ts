import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the opaque value of the session cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored; the token itself exists only in the browser's cookie. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
