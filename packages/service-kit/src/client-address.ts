import { createHmac, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import { errors } from './errors';

/**
 * The caller's network address as the gateway saw it (after its trusted proxy hops, ADR 0011), signed so a
 * service never takes an address from a header a client wrote: calling a service directly with a rotating
 * `X-Forwarded-For` bypassed the login lock (issue 8).
 */
export const CLIENT_ADDRESS_HEADER = 'x-cadeau-client-address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-cadeau-client-address-signature';
/** As for the user context: a captured header replays for a minute at most. */
export const CLIENT_ADDRESS_MAX_AGE_SEC = 60;

// The prefix keeps this signature apart from the user context's (which signs a base64url value alone).
const sign = (secret: string, value: string) =>
  createHmac('sha256', secret).update(`client-address\n${value}`).digest('hex');
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The two headers the gateway adds to every forwarded call: `<issued-at seconds> <address>` and its HMAC. */
export function signClientAddress(
  address: string,
  secret: string,
  nowSec = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const value = `${nowSec} ${address}`;
  return { [CLIENT_ADDRESS_HEADER]: value, [CLIENT_ADDRESS_SIGNATURE_HEADER]: sign(secret, value) };
}

/**
 * The signed address, or null when the call carries none (another service, a probe). A present but
 * unsigned, forged or stale address is refused 401, as a forged user context is.
 */
export function verifyClientAddress(
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  nowSec = Math.floor(Date.now() / 1000),
): string | null {
  const value = first(headers[CLIENT_ADDRESS_HEADER]);
  if (!value) return null;
  const expected = Buffer.from(sign(secret, value), 'hex');
  const given = Buffer.from(first(headers[CLIENT_ADDRESS_SIGNATURE_HEADER]) ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw errors.unauthorized();
  const space = value.indexOf(' ');
  const issuedAt = Number(value.slice(0, space));
  if (space < 1 || !Number.isInteger(issuedAt) || Math.abs(nowSec - issuedAt) > CLIENT_ADDRESS_MAX_AGE_SEC)
    throw errors.unauthorized();
  return value.slice(space + 1);
}

declare module 'koa' {
  interface DefaultState {
    /** The gateway's signed client address; null when the call came without one. */
    clientAddress?: string | null;
  }
}

/** Puts the verified client address in `ctx.state.clientAddress` (the kit runs it for every request). */
export function clientAddressMiddleware(secret: string): Koa.Middleware {
  return async (ctx, next) => {
    ctx.state.clientAddress = verifyClientAddress(ctx.headers, secret);
    await next();
  };
}

/**
 * Who is calling, by network address: the gateway's signed address, else the socket's peer (a call inside
 * the cluster). Never `X-Forwarded-For`, which anyone reaching the service can write.
 */
export function clientAddress(ctx: Koa.Context): string {
  return ctx.state.clientAddress ?? ctx.request.socket.remoteAddress ?? '';
}
