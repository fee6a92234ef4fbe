import { routes } from './table';
import type { RouteDef } from './types';

/** Compiles `/user/{userId}/sessions` into a matcher that returns the params or null. */
export function compilePath(path: string): (actual: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const re = new RegExp(`^${pattern}/?$`);
  return (actual) => {
    const m = re.exec(actual);
    if (!m) return null;
    const params: Record<string, string> = {};
    for (const [i, name] of names.entries()) {
      const value = decode(m[i + 1]);
      // A bad percent-encoding (`%ZZ`) names nothing: no match, so the caller answers 404 instead of throwing.
      if (value === null) return null;
      params[name] = value;
    }
    return params;
  };
}

const compiled = (routes as readonly RouteDef[]).map((r) => ({ route: r, match: compilePath(r.path) }));

/**
 * Finds the route for a method and a path below /api. HEAD finds the GET route (HTTP: the same answer without
 * its body; the service kit registers every GET route for HEAD too).
 */
export function findRoute(method: string, path: string): { route: RouteDef; params: Record<string, string> } | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const c of compiled) {
    if (c.route.method !== wanted) continue;
    const params = c.match(path);
    if (params) return { route: c.route, params };
  }
  return null;
}

/** Koa-router style path (`/user/:userId/sessions`) for a route table path. */
export function toKoaPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
