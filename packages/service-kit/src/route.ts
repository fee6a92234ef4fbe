import type Router from '@koa/router';
import { toKoaPath, type RouteDef, type UserContext } from '@cadeau/contracts';
import type Koa from 'koa';
import { koaBody } from 'koa-body';
import type { z } from 'zod';
import { assertKnownRule, checkAccess } from './access';

export const JSON_BODY_LIMIT = '1mb';

export interface RouteInput<R extends RouteDef> {
  body: R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
  params: Record<string, string>;
  query: Record<string, string>;
  user: UserContext | null;
}

export type RouteHandler<R extends RouteDef> = (ctx: Koa.Context, input: RouteInput<R>) => Promise<unknown>;

// Parsed here and not globally: only a route that declares a body reads one, and raw proxies stay streams.
const parseJson = koaBody({ json: true, jsonLimit: JSON_BODY_LIMIT, urlencoded: false, text: false, multipart: false, patchNode: false });

const methods = new Set(['GET', 'POST', 'PUT', 'DELETE']);

function firstValues(query: Koa.Context['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined) out[k] = value;
  }
  return out;
}

/**
 * Registers one route of the route table: the access rule is checked before anything else, then the
 * body is parsed and validated. The handler's result is the JSON body; `undefined` answers 204.
 */
export function registerRoute<R extends RouteDef>(router: Router, def: R, handler: RouteHandler<R>): void {
  assertKnownRule(def.access);
  if (!methods.has(def.method)) throw new Error(`Unknown method: ${String(def.method)}`);
  if (typeof def.path !== 'string' || !def.path.startsWith('/')) throw new Error(`Bad route path: ${String(def.path)}`);

  const middleware = async (ctx: Koa.Context) => {
    const params = { ...(ctx.params as Record<string, string>) };
    const user = (ctx.state.user ?? null) as UserContext | null;
    checkAccess(def.access, user, params);
    let body: unknown = undefined;
    if (def.body) {
      await parseJson(ctx, async () => undefined);
      // reportInput lets the error middleware tell a missing field from a wrong one; input never leaves the server.
      body = def.body.parse(ctx.request.body ?? {}, { reportInput: true });
    }
    const result = await handler(ctx, { body, params, query: firstValues(ctx.query), user } as RouteInput<R>);
    if (result === undefined) {
      if (ctx.body == null) ctx.status = 204;
    } else {
      ctx.body = result;
    }
  };
  router.register(toKoaPath(def.path), [def.method], middleware);
}
