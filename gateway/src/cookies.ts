import type Koa from 'koa';
import { SESSION_COOKIE } from '@cadeau/contracts';

/** Sessions last 30 days of calendar time; svc-identity can end them earlier. */
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function setSessionCookie(ctx: Koa.Context, token: string, production: boolean): void {
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
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge: 0, overwrite: true });
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
