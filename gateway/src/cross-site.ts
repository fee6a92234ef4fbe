import type Koa from 'koa';
import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';

/** Methods that never change state (no route of the table may change state on them). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site requests to every state-changing API call (OWASP ASVS 3.5, ADR 0010). The session
 * cookie is SameSite=Lax, which still lets a sibling subdomain ("same-site") post with it and lets a
 * cross-site page navigate; the content type is no defence either (a body-less `text/plain` POST needs no
 * CORS preflight). So the browser's own statement decides: `Sec-Fetch-Site` must be `same-origin` (or
 * `none`, a request the user started); without it, `Origin` must be this gateway's own origin. A request
 * with neither comes from no browser (curl, a provider's webhook) and carries no ambient cookie of a victim.
 */
export function refuseCrossSite(): Koa.Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || (ctx.path !== '/api' && !ctx.path.startsWith('/api/'))) return next();
    if (!isSameOrigin(ctx)) throw errors.forbidden(ErrorKeys.forbidden);
    return next();
  };
}

function isSameOrigin(ctx: Koa.Context): boolean {
  const site = ctx.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = ctx.get('origin');
  if (!origin) return true;
  // Koa 3's ctx.origin is the Origin header itself: compare with the address this request was sent to
  // (protocol and host follow X-Forwarded-Proto/Host only when the gateway trusts its proxy, app.proxy).
  return origin === `${ctx.protocol}://${ctx.host}`;
}
