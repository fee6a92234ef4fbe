import type { Middleware } from 'koa';
import type pino from 'pino';

/**
 * Path segments that carry a secret: a gift code after `/voucher/` (`/api/voucher/1234-…/order` at the gateway,
 * `/voucher/1234-…` at svc-campaign). A code is the only credential a recipient needs, so it never reaches a log.
 */
const SECRET_SEGMENT = /(\/voucher\/)[^/?#]*/gi;

/** The request's URL as logged: a secret segment of the path replaced by four asterisks. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1****');
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
