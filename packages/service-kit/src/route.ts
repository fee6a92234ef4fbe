import type Router from '@koa/router';
import { ErrorKeys, parseRouteInput, toKoaPath, type RouteDef, type UserContext } from '@cadeau/contracts';
import type Koa from 'koa';
import { koaBody } from 'koa-body';
import type { z } from 'zod';
import { assertKnownRule, checkAccess } from './access';
import { errors } from './errors';
import { acceptInternalCall } from './internal-call';

export const JSON_BODY_LIMIT = '1mb';
/**
 * How deep arrays and objects may nest in a body. No route's schema goes beyond a handful of levels; a body
 * like `[[[[…` 5,000 deep overflowed the stack of the recursive checks after JSON.parse (a 500 on every JSON
 * route, public ones included). Deeper is the kit's validation error, 400 (ADR 0029).
 */
export const JSON_MAX_DEPTH = 64;

/** What a schema of the route gives the handler: its output when the route declares one, else `Otherwise`. */
type Parsed<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

export interface RouteInput<R extends RouteDef> {
  body: Parsed<R['body'], undefined>;
  /** Parsed by the route's `params` schema (ids in lower case); the router's decoded values without one. */
  params: Parsed<R['params'], Record<string, string>>;
  /** Parsed by the route's `query` schema (first value of each name); the raw first values without one. */
  query: Parsed<R['query'], Record<string, string>>;
  user: UserContext | null;
  /** The calling service of an `internal` route (its signature checked); null on every other route. */
  caller: string | null;
}

/**
 * What a handler answers: the route's `response` (the JSON body), so the compiler holds a handler to its
 * contract and the front end's typed client can rely on it. A route without a `response` schema answers 204
 * (`undefined`) or a body of its own making (the dev mailbox's HTML), which no schema describes.
 */
export type RouteResult<R extends RouteDef> = R['response'] extends z.ZodType ? z.input<R['response']> : unknown;

export type RouteHandler<R extends RouteDef> = (ctx: Koa.Context, input: RouteInput<R>) => Promise<RouteResult<R>>;

// Parsed here and not globally: only a route that declares a body reads one, and raw proxies stay streams.
const parseJson = koaBody({
  json: true,
  jsonLimit: JSON_BODY_LIMIT,
  urlencoded: false,
  text: false,
  multipart: false,
  patchNode: false,
});

const methods = new Set(['GET', 'POST', 'PUT', 'DELETE']);

function firstValues(query: Koa.Context['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined) out[k] = value;
  }
  return out;
}

/** The nesting depth of a decoded JSON value (a scalar is 0, `[]` is 1), counted without recursion. */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A decoded body nested deeper than JSON_MAX_DEPTH is refused before any schema or check walks it. */
function shallowBody(value: unknown): unknown {
  if (jsonDepthExceeds(value, JSON_MAX_DEPTH)) throw errors.badRequest();
  return value;
}

/** The signed raw body of an internal call as JSON (empty means `{}`); unparsable text is a 400. */
function parseJsonText(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw errors.badRequest();
  }
}

/**
 * A path parameter that does not parse names nothing: 404 with the key its schema gives (a route answers a
 * malformed id as it answers an unknown one), never a 500 from the database.
 */
function parseParams(def: RouteDef, raw: Record<string, string>): Record<string, string> {
  if (!def.params) return raw;
  const result = def.params.safeParse(raw);
  if (result.success) return result.data;
  const key = result.error.issues[0]?.message ?? '';
  throw errors.notFound(key.startsWith('error.') ? key : ErrorKeys.notFound);
}

/**
 * Registers one route of the route table. Path parameters are parsed first (404 when malformed, so the
 * access check sees ids as stored), then the access rule is checked, then the query string and the body
 * are parsed and validated (400 with `zod.` keys). The handler's result is the JSON body; `undefined`
 * answers 204.
 */
export function registerRoute<R extends RouteDef>(
  router: Router,
  def: R,
  handler: RouteHandler<R>,
  /** The shared secret that signs internal calls; required for an `internal` route. */
  opts: { secret?: string } = {},
): void {
  assertKnownRule(def.access);
  const internalSecret = def.access === 'internal' ? opts.secret : undefined;
  if (def.access === 'internal' && !internalSecret)
    throw new Error(`Internal route ${def.method} ${def.path} needs the secret that signs internal calls`);
  if (!methods.has(def.method)) throw new Error(`Unknown method: ${String(def.method)}`);
  if (typeof def.path !== 'string' || !def.path.startsWith('/')) throw new Error(`Bad route path: ${String(def.path)}`);

  const middleware = async (ctx: Koa.Context) => {
    const params = parseParams(def, { ...(ctx.params as Record<string, string>) });
    const user = (ctx.state.user ?? null) as UserContext | null;
    // An internal route is the other services' only: a signed call (ADR 0008), whoever the user is.
    const internal = internalSecret ? await acceptInternalCall(ctx, internalSecret) : null;
    if (!internal) checkAccess(def.access, user, params);
    const rawQuery = firstValues(ctx.query);
    const query = def.query ? parseRouteInput(def.query, rawQuery) : rawQuery;
    let body: unknown = undefined;
    if (internal && def.body) {
      body = parseRouteInput(def.body, shallowBody(parseJsonText(internal.body)));
    } else if (def.body) {
      await parseJson(ctx, async () => undefined);
      // NUL and unpaired surrogates are refused before the schema (contracts' parseRouteInput); reportInput lets
      // the error middleware tell a missing field from a wrong one; input never leaves the server.
      body = parseRouteInput(def.body, shallowBody(ctx.request.body ?? {}));
    }
    const caller = internal?.caller ?? null;
    const result = await handler(ctx, { body, params, query, user, caller } as RouteInput<R>);
    if (result === undefined) {
      if (ctx.body == null) ctx.status = 204;
    } else {
      ctx.body = result;
    }
  };
  // A GET route answers HEAD the same, headers without the body (HTTP semantics; koa leaves the body out), as
  // koa-router's own `get()` does: a client checking a file or a page must not get 404 where GET gets 200.
  router.register(toKoaPath(def.path), def.method === 'GET' ? ['HEAD', 'GET'] : [def.method], middleware);
}
