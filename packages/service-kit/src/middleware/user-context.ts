import type { Middleware } from 'koa';
import { verifyUserContext } from '../user-context';

/** Puts the gateway's signed caller context in `ctx.state.user` (null when anonymous); a bad signature is 401. */
export function userContext(secret: string): Middleware {
  return async (ctx, next) => {
    ctx.state.user = verifyUserContext(ctx.headers, secret);
    await next();
  };
}
