import type Koa from 'koa';
import { MailThrottledError } from '../domain/mail-throttle';

/**
 * Runs an authenticated flow that sends mail; when the mail throttle refuses it, the answer carries
 * `retry-after` (seconds until one more mail fits) before the error is answered as usual.
 */
export async function withMailRetryAfter<T>(ctx: Koa.Context, flow: () => Promise<T>): Promise<T> {
  try {
    return await flow();
  } catch (err) {
    if (err instanceof MailThrottledError && err.verdict.retryAfterSec !== null)
      ctx.set('retry-after', String(err.verdict.retryAfterSec));
    throw err;
  }
}
