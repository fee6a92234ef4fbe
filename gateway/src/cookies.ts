import type Koa from 'koa';
import { SESSION_COOKIE } from '@cadeau/contracts';

/** Sessions last 30 days of calendar time; svc-identity can end them earlier. */
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * In production TLS ends at the ingress. Koa refuses to set a Secure cookie on a request it does not see as
 * https (a missing X-Forwarded-Proto), which would turn a login into a 500; the cookie is Secure regardless,
 * so the browser never sends it over plain HTTP.
 */
function trustTls(ctx: Koa.Context, production: boolean): void {
  if (production) (ctx.cookies as unknown as { secure: boolean }).secure = true;
}

export function setSessionCookie(ctx: Koa.Context, token: string, production: boolean): void {
  trustTls(ctx, production);
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
    maxAge: SESSION_MAX_AGE_MS,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Koa.Context, production: boolean): void {
  trustTls(ctx, production);
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
    maxAge: 0,
    overwrite: true,
  });
}

/** Reads one cookie from a raw Cookie header (socket.io handshakes have no Koa context). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
