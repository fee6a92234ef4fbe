import { mailLinkPaths } from '@cadeau/contracts';
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
 * The pages that mailed one-time tokens open (`?token=`; `/registration` is where an invitation link hands its
 * token on). A logged reset token resets the password, so on these pages every query value but `action` and
 * every path segment below the page is `****` (a token sent in another shape must not be logged either).
 */
export const TOKEN_LINK_PATHS = [
  mailLinkPaths.emailConfirmation,
  mailLinkPaths.passwordReset,
  mailLinkPaths.invitation,
  mailLinkPaths.emailChange,
  mailLinkPaths.unsubscribe,
  '/registration',
].map((p) => p.toLowerCase());
/** Query parameters kept on a token link page: they carry no secret. */
const HARMLESS_LINK_PARAMS = new Set(['action']);
/** Anywhere else, a query parameter whose name says token (`token`, `resetToken`, …) is `****`. */
const TOKEN_NAME = /token/i;

function tokenLinkPage(path: string): string | null {
  const lower = path.toLowerCase();
  return TOKEN_LINK_PATHS.find((p) => lower === p || lower.startsWith(`${p}/`)) ?? null;
}

function redactQuery(query: string, everyValue: boolean): string {
  if (!query.startsWith('?')) return query;
  const parts = query
    .slice(1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawName = eq < 0 ? part : part.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A bad encoding: judge the name as it came.
      }
      if (everyValue) {
        if (eq < 0) return part === '' ? part : '****';
        return HARMLESS_LINK_PARAMS.has(name.toLowerCase()) ? part : `${rawName}=****`;
      }
      return eq >= 0 && TOKEN_NAME.test(name) ? `${rawName}=****` : part;
    });
  return `?${parts.join('&')}`;
}

/**
 * The request's URL as logged. One-time tokens of mailed links never reach a log either (ADR 0029): see
 * TOKEN_LINK_PATHS. A gift code is the only credential a recipient needs, so it never reaches a log:
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
  const page = tokenLinkPage(path);
  if (page) logged = path.length > page.length ? `${path.slice(0, page.length)}/****` : path;
  return (logged + redactQuery(rest, page !== null)).replace(CODE_LIKE_DIGITS, '****');
}

/** Probes and scrapes, every few seconds from Kubernetes and Prometheus: logged at debug only. */
const QUIET_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** One line per request when it finishes (status and duration); sits outside the error middleware to see the final status. */
export function requestLog(): Middleware {
  return async (ctx, next) => {
    const start = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const log = ctx.state.logger as pino.Logger;
      const level = ctx.status >= 500 ? 'error' : QUIET_PATHS.has(ctx.path) ? 'debug' : 'info';
      log[level](
        { method: ctx.method, url: loggedUrl(ctx.originalUrl), status: ctx.status, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  };
}
