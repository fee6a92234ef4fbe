import { ErrorKeys, ZodMessageKeys, type ErrorBody } from '@cadeau/contracts/errors';
import type { Middleware } from 'koa';
import type pino from 'pino';
import { ZodError } from 'zod';
import { DomainError } from '../errors';
import { issuesBody } from '../zod-issues';

// Keys for errors thrown by Koa and its libraries (co-body, router, ctx.throw) with a client status.
const keyByStatus: Record<number, string> = {
  400: ErrorKeys.validation,
  401: ErrorKeys.unauthorized,
  403: ErrorKeys.forbidden,
  404: ErrorKeys.notFound,
  405: ErrorKeys.notFound,
  413: ErrorKeys.payloadTooLarge,
  429: ErrorKeys.tooManyRequests,
  503: ErrorKeys.serviceUnavailable,
};

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/**
 * Turns every failure into `{ message: key, requestId }`: domain errors keep their status and key,
 * zod errors are 400 with translatable issues, client errors of libraries get a generic key by status,
 * and everything else is a logged 500 `error.unknown` that never leaks internals.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) {
        ctx.status = 404;
        ctx.body = { message: ErrorKeys.notFound, requestId: ctx.state.requestId } satisfies ErrorBody;
      }
    } catch (err) {
      const log = ctx.state.logger as pino.Logger;
      const requestId = ctx.state.requestId as string;
      let status: number;
      let body: ErrorBody;
      if (err instanceof DomainError) {
        status = err.status;
        body = {
          message: err.key,
          ...(err.params ? { params: err.params } : {}),
          ...(err.issues ? { issues: err.issues } : {}),
          requestId,
        };
        if (status >= 500) log.error({ err }, 'domain error');
      } else if (err instanceof ZodError) {
        status = 400;
        body = { message: ZodMessageKeys.invalid, issues: issuesBody(err), requestId };
      } else {
        const e = (err ?? {}) as HttpLikeError;
        const given = e.status ?? e.statusCode;
        if (given && given >= 400 && given < 500) {
          status = given;
          body = { message: keyByStatus[given] ?? ErrorKeys.validation, requestId };
        } else {
          status = 500;
          body = { message: ErrorKeys.unknown, requestId };
          log.error({ err }, 'unhandled error');
        }
      }
      // Headers set by the failed handler (e.g. a session cookie instruction) must not survive.
      ctx.response.remove('x-cadeau-set-session');
      ctx.status = status;
      ctx.body = body;
    }
  };
}
