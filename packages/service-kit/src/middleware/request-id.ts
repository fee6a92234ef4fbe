import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@cadeau/contracts';
import type { Middleware } from 'koa';
import type pino from 'pino';

// Accept the caller's id only when it is short and plain, so nobody can inject junk into our logs.
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Takes `x-request-id` (the gateway sets one) or makes one, echoes it, and binds it to the request logger. */
export function requestId(logger: pino.Logger): Middleware {
  return async (ctx, next) => {
    const given = ctx.get(REQUEST_ID_HEADER);
    const id = SAFE_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = id;
    ctx.state.logger = logger.child({ requestId: id });
    ctx.set(REQUEST_ID_HEADER, id);
    await next();
  };
}
