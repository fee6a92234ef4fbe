import type Koa from 'koa';

/**
 * Security headers on every answer. antd's CSS-in-JS injects <style> elements at run time, hence
 * 'unsafe-inline' for styles only; scripts (including Module Federation remotes) must come from our origin.
 * connect-src 'self' also covers the same-origin socket.io websocket (CSP Level 3 matches ws:/wss: of the own host);
 * a bare `ws: wss:` would let a script talk to any host.
 */
export function contentSecurityPolicy(inlineScriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    // The shell's HTML pages name the hashes of their few inline scripts (gateway/src/shell-documents.ts).
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(production: boolean): Koa.Middleware {
  const csp = contentSecurityPolicy();
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
