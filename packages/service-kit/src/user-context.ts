import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  USER_CONTEXT_HEADER,
  USER_CONTEXT_SIGNATURE_HEADER,
  userContextSchema,
  type UserContext,
} from '@cadeau/contracts';
import { errors } from './errors';

/** Contexts older than this are refused, which bounds the replay of a captured header. */
export const USER_CONTEXT_MAX_AGE_SEC = 60;

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The two headers the gateway forwards for a logged-in caller. */
export function signUserContext(
  ctx: Omit<UserContext, 'iat'>,
  secret: string,
  nowSec: number = nowSeconds(),
): Record<string, string> {
  const value = Buffer.from(JSON.stringify({ ...ctx, iat: nowSec })).toString('base64url');
  return { [USER_CONTEXT_HEADER]: value, [USER_CONTEXT_SIGNATURE_HEADER]: hmac(secret, value) };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Returns the caller's context, or null for an anonymous call (no context header). A present but
 * unsigned, forged, malformed or stale context is an attack or a bug: 401, never "anonymous".
 */
export function verifyUserContext(
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  nowSec: number = nowSeconds(),
): UserContext | null {
  const value = first(headers[USER_CONTEXT_HEADER]);
  if (!value) return null;
  const signature = first(headers[USER_CONTEXT_SIGNATURE_HEADER]) ?? '';
  // The gateway re-sends the same signed context for a while (see its SignedContexts); verifying,
  // decoding and schema-checking it again for every request was a measurable part of each call.
  const cacheKey = `${secret}\n${signature}\n${value}`;
  const known = verified.get(cacheKey);
  if (known) {
    if (Math.abs(nowSec - known.iat) > USER_CONTEXT_MAX_AGE_SEC) throw errors.unauthorized();
    return known;
  }
  const expected = Buffer.from(hmac(secret, value), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw errors.unauthorized();
  let parsed: UserContext;
  try {
    parsed = userContextSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    throw errors.unauthorized();
  }
  // Both directions: a context from the future means a skewed clock or a forged iat.
  if (Math.abs(nowSec - parsed.iat) > USER_CONTEXT_MAX_AGE_SEC) throw errors.unauthorized();
  if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
  Object.freeze(parsed);
  verified.set(cacheKey, parsed);
  return parsed;
}

/**
 * Contexts whose signature was checked, by secret, signature and value; frozen because requests share
 * them. Bounded crudely: cleared when full, which only costs a re-verification.
 */
const VERIFIED_CACHE_SIZE = 5000;
const verified = new Map<string, UserContext>();
