import type { RouteDef, ServiceName } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import type { z } from 'zod';
import { DomainError } from './errors';
import { signInternalCall } from './internal-call';

/** A route of the table only other services may call. */
export type InternalRoute = RouteDef & { access: 'internal' };

type Input<S, Otherwise> = S extends z.ZodType ? z.input<S> : Otherwise;

export interface InternalCallInput<R extends InternalRoute> {
  params?: Input<R['params'], Record<string, string>>;
  query?: Record<string, string>;
  body?: Input<R['body'], undefined>;
  /**
   * Makes a POST safe to repeat: the callee must treat a second call with the same key as the first (e.g.
   * one reservation per key). Only with a key (or an idempotent method) is a failed call retried.
   */
  idempotencyKey?: string;
}

export type InternalResponse<R extends InternalRoute> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : unknown;

/** One attempt as it goes over the wire: the signed headers are made, the answer is read whole. */
export interface InternalRequest {
  baseUrl: string;
  /** Path and query string, as signed. */
  path: string;
  method: RouteDef['method'];
  headers: Record<string, string>;
  /** The signed JSON text, or undefined for a call without a body. */
  body: string | undefined;
  timeoutMs: number;
}

/**
 * Sends one attempt and reads the whole answer. Throwing means the callee was not reached or did not
 * answer within `timeoutMs` (the client may retry). The default is `fetch`; a caller that keeps its own
 * keep-alive pool to the callee (the gateway's undici pools) passes one that uses it.
 */
export type InternalTransport = (request: InternalRequest) => Promise<{ status: number; text: string }>;

const fetchTransport: InternalTransport = async ({ baseUrl, path, method, headers, body, timeoutMs }) => {
  const res = await fetch(baseUrl + path, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
  return { status: res.status, text: await res.text().catch(() => '') };
};

export interface InternalClientOptions<S extends ServiceName> {
  /** The calling service (`svc-campaign`), signed into every call. */
  caller: string;
  /** The called service; only its internal routes can be called. */
  service: S;
  baseUrl: string;
  /** USER_CONTEXT_SECRET, shared by every service. */
  secret: string;
  /** Longest wait for one attempt's answer (default 3000 ms). */
  timeoutMs?: number;
  /** Further attempts after a timeout, a connection failure or a 5xx, for safe calls only (default 2). */
  retries?: number;
  /** Pause before the first retry, doubling for each further one (default 100 ms). */
  retryDelayMs?: number;
  /** How an attempt is sent (default: `fetch`); see InternalTransport. */
  transport?: InternalTransport;
}

export interface InternalClient<S extends ServiceName> {
  call<R extends InternalRoute & { service: S }>(route: R, input?: InternalCallInput<R>): Promise<InternalResponse<R>>;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'PUT', 'DELETE']);

/** A call that did not get its answer: the callee is down, too slow or answered 5xx (retries included). */
class Unavailable extends Error {}

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`missing path parameter {${name}} of ${path}`);
    return encodeURIComponent(params[name]);
  });

/**
 * A typed client for the `internal` routes of one service (ADR 0008). Every attempt is signed anew (HMAC
 * over method, path with query, timestamp, caller, idempotency key and body), bounded by `timeoutMs`, and
 * retried with a doubling pause only when repeating it cannot do harm: GET, PUT, DELETE, or a call with an
 * idempotency key. The callee's domain answers (400, 404, 409, ...) come back as the same DomainError, so a
 * handler lets them through; an unreachable or failing callee is 503 `error.serviceUnavailable`; a refused
 * signature (401/403) is a configuration fault and a plain Error (logged 500).
 */
export function createInternalClient<S extends ServiceName>(opts: InternalClientOptions<S>): InternalClient<S> {
  const timeoutMs = opts.timeoutMs ?? 3000;
  const retries = opts.retries ?? 2;
  const retryDelayMs = opts.retryDelayMs ?? 100;
  const baseUrl = opts.baseUrl.replace(/\/+$/, '');
  const transport = opts.transport ?? fetchTransport;

  async function attempt(route: InternalRoute, path: string, body: string, idempotencyKey?: string) {
    const headers = signInternalCall(opts.secret, {
      method: route.method,
      path,
      body,
      caller: opts.caller,
      idempotencyKey,
      timestampSec: Math.floor(Date.now() / 1000),
    });
    if (body) headers['content-type'] = 'application/json';
    let answer: { status: number; text: string };
    try {
      answer = await transport({ baseUrl, path, method: route.method, headers, body: body || undefined, timeoutMs });
    } catch (err) {
      throw new Unavailable(`${route.method} ${path}: ${(err as Error).name} ${(err as Error).message}`);
    }
    if (answer.status >= 500) throw new Unavailable(`${route.method} ${path} answered ${answer.status}`);
    return answer;
  }

  return {
    async call(route, input = {}) {
      if (route.access !== 'internal' || route.service !== opts.service)
        throw new Error(`${route.method} ${route.path} is no internal route of ${opts.service}`);
      const qs = input.query && Object.keys(input.query).length ? `?${new URLSearchParams(input.query)}` : '';
      const path = fill(route.path, input.params as Record<string, string>) + qs;
      const body = input.body === undefined ? '' : JSON.stringify(input.body);
      const safe = IDEMPOTENT_METHODS.has(route.method) || !!input.idempotencyKey;
      const attempts = safe ? 1 + retries : 1;

      let answer: { status: number; text: string } | null = null;
      let lastFailure: unknown = null;
      for (let n = 0; n < attempts && !answer; n++) {
        if (n > 0) await new Promise((r) => setTimeout(r, retryDelayMs * 2 ** (n - 1)));
        try {
          answer = await attempt(route, path, body, input.idempotencyKey);
        } catch (err) {
          if (!(err instanceof Unavailable)) throw err;
          lastFailure = err;
        }
      }
      if (!answer) throw new DomainError(503, ErrorKeys.serviceUnavailable, { cause: (lastFailure as Error).message });
      const json: unknown = answer.text ? JSON.parse(answer.text) : undefined;
      if (answer.status === 401 || answer.status === 403)
        throw new Error(
          `${opts.service} refused the signed call ${route.method} ${path} (${answer.status}): check the shared secret`,
        );
      if (answer.status >= 400) {
        const { message: key, params } = (json ?? {}) as {
          message?: unknown;
          params?: Record<string, string | number>;
        };
        throw new DomainError(
          answer.status,
          typeof key === 'string' ? key : ErrorKeys.validation,
          undefined,
          undefined,
          params && typeof params === 'object' ? params : undefined,
        );
      }
      return (route.response && json !== undefined ? route.response.parse(json) : json) as InternalResponse<
        typeof route
      >;
    },
  };
}
