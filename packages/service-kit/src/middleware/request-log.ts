import type { Middleware } from 'koa';
import type pino from 'pino';

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
        { method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  };
}
