import type Koa from 'koa';
import { SET_SESSION_HEADER } from '@cadeau/contracts';

/**
 * Makes an answer log the caller in: the gateway turns this header into the session cookie and never passes
 * it on (ADR 0001). Login, an invitation's registration and the confirmation of an address answer this way.
 */
export function answerWithSession(ctx: Koa.Context, token: string): void {
  ctx.set(SET_SESSION_HEADER, token);
}
