import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import { errors } from './errors';
import { USER_CONTEXT_MAX_AGE_SEC } from './user-context';

/** Headers of a signed service-to-service call (ADR 0008). */
export const INTERNAL_CALLER_HEADER = 'x-cadeau-caller';
export const INTERNAL_TIMESTAMP_HEADER = 'x-cadeau-timestamp';
export const INTERNAL_SIGNATURE_HEADER = 'x-cadeau-call-signature';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Calls older (or newer) than this are refused: a captured call can be replayed for a minute at most. */
export const INTERNAL_CALL_MAX_AGE_SEC = USER_CONTEXT_MAX_AGE_SEC;
export const INTERNAL_BODY_LIMIT_BYTES = 1024 * 1024;

const CALLER = /^[a-z][a-z0-9-]{0,62}$/;

export interface SignedCall {
  method: string;
  /** Path and query string exactly as requested (`/stock/42?fresh=true`). */
  path: string;
  body: string;
  caller: string;
  idempotencyKey?: string;
  timestampSec: number;
}

/** What the signature covers: every part of the request a receiver acts on. */
function canonical(call: SignedCall): string {
  const bodyHash = createHash('sha256').update(call.body).digest('hex');
  return [
    'cadeau-internal-v1',
    call.method.toUpperCase(),
    call.path,
    String(call.timestampSec),
    call.caller,
    call.idempotencyKey ?? '',
    bodyHash,
  ].join('\n');
}

const sign = (secret: string, call: SignedCall) => createHmac('sha256', secret).update(canonical(call)).digest('hex');

/** The headers that make a request a signed internal call of `caller`. */
export function signInternalCall(secret: string, call: SignedCall): Record<string, string> {
  if (!CALLER.test(call.caller)) throw new Error(`Invalid caller name: ${call.caller}`);
  const headers: Record<string, string> = {
    [INTERNAL_CALLER_HEADER]: call.caller,
    [INTERNAL_TIMESTAMP_HEADER]: String(call.timestampSec),
    [INTERNAL_SIGNATURE_HEADER]: sign(secret, call),
  };
  if (call.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = call.idempotencyKey;
  return headers;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The caller of a signed internal call, checked before the body is read: the headers must be there and
 * the timestamp fresh. Anything else is 403 `error.forbidden`, as for a user without the right.
 */
export function internalCallHeaders(
  headers: Koa.Context['headers'],
  nowSec: number,
): { caller: string; timestampSec: number; signature: string; idempotencyKey?: string } {
  const caller = first(headers[INTERNAL_CALLER_HEADER]) ?? '';
  const timestamp = first(headers[INTERNAL_TIMESTAMP_HEADER]) ?? '';
  const signature = first(headers[INTERNAL_SIGNATURE_HEADER]) ?? '';
  if (!CALLER.test(caller) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature))
    throw errors.forbidden();
  const timestampSec = Number(timestamp);
  if (Math.abs(nowSec - timestampSec) > INTERNAL_CALL_MAX_AGE_SEC) throw errors.forbidden();
  return { caller, timestampSec, signature, idempotencyKey: first(headers[IDEMPOTENCY_KEY_HEADER]) };
}

/** Constant-time check of the signature over the request as received. */
export function verifyInternalCall(secret: string, call: SignedCall, signature: string): boolean {
  const expected = Buffer.from(sign(secret, call), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Reads the raw request body (the signature covers its exact bytes); 413 beyond the limit. */
export async function readRawBody(ctx: Koa.Context, limit = INTERNAL_BODY_LIMIT_BYTES): Promise<string> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw errors.payloadTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw errors.payloadTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Guards an `internal` route: headers and freshness first, then the signature over method, path with query,
 * caller, idempotency key and the raw body. Returns the caller and the body text for the route to parse.
 */
export async function acceptInternalCall(
  ctx: Koa.Context,
  secret: string,
  nowSec = Math.floor(Date.now() / 1000),
): Promise<{ caller: string; body: string; idempotencyKey?: string }> {
  const h = internalCallHeaders(ctx.headers, nowSec);
  const body = await readRawBody(ctx);
  const call: SignedCall = {
    method: ctx.method,
    path: ctx.originalUrl,
    body,
    caller: h.caller,
    idempotencyKey: h.idempotencyKey,
    timestampSec: h.timestampSec,
  };
  if (!verifyInternalCall(secret, call, h.signature)) throw errors.forbidden();
  return { caller: h.caller, body, idempotencyKey: h.idempotencyKey };
}
