import type { Middleware } from 'koa';
import type pino from 'pino';

/** Where the path carries a gift code: every segment after `/voucher/` is the code or may be part of it. */
const VOUCHER_PREFIX = /\/voucher\//i;

/** The literal words of the redemption routes after the code (`/voucher/{code}/order`, `/voucher/{code}/visit`). */
const ROUTE_WORDS = new Set(['order', 'visit']);

/**
 * Sixteen digits or more, possibly grouped by dashes, spaces, `+` or `%20`: the shape of a gift code wherever it
 * turns up (a mistyped route, a query parameter), so a code in an unexpected place is hidden too.
 */
const CODE_LIKE_DIGITS = /\d(?:(?:[-\s+]|%20)*\d){15,}/gi;

/**
 * The request's URL as logged. A gift code is the only credential a recipient needs, so it never reaches a log:
 * after `/voucher/` every path segment becomes `****` except the route's literal words in the places after the
 * code (a doubled slash or an extra segment must not expose the code), and any code-like run of digits anywhere
 * becomes `****`.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const rest = queryAt < 0 ? '' : url.slice(queryAt);
  const match = VOUCHER_PREFIX.exec(path);
  let logged = path;
  if (match) {
    const head = path.slice(0, match.index + match[0].length);
    const tail = path
      .slice(head.length)
      .split('/')
      .map((segment, i) => (i > 0 && ROUTE_WORDS.has(segment) ? segment : '****'))
      .join('/');
    logged = head + tail;
  }
  return (logged + rest).replace(CODE_LIKE_DIGITS, '****');
}

/** One line per request when it finishes (status and duration); sits outside the error middleware to see the final status. */
export function requestLog(): Middleware {
  return async (ctx, next) => {
    const start = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const log = ctx.state.logger as pino.Logger;
      const level = ctx.status >= 500 ? 'error' : ctx.path === '/healthz' || ctx.path === '/readyz' ? 'debug' : 'info';
      log[level](
        { method: ctx.method, url: loggedUrl(ctx.originalUrl), status: ctx.status, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  };
}
