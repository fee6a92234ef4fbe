import type Koa from 'koa';

/**
 * The original build's framework calls (spec section 7): Nuxt fetched `{path}/_payload.json` (a page's
 * prerendered data) and `/__nuxt_island/{key}.json` (server-rendered component islands). This platform has
 * neither: pages fetch their data from /api and render in the browser (ADR 0007). Without this, those paths
 * fell through to the shell's index.html with 200, so a stale client or a crawler took HTML for JSON; they
 * answer a JSON 404 instead.
 */
const FRAMEWORK_PATH = /(^|\/)_payload\.json$|^\/__nuxt_island(\/|$)/;

export function isFrameworkPath(pathname: string): boolean {
  return FRAMEWORK_PATH.test(pathname);
}

export function frameworkPaths(): Koa.Middleware {
  return async (ctx, next) => {
    if (!isFrameworkPath(ctx.path)) return next();
    ctx.status = 404;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { message: 'error.notFound' };
  };
}
