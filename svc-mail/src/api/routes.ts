import { routes, type Route } from '@cadeau/contracts';

/** The route table entry for a method and path, typed exactly (a typo is a compile error). */
export function routeOf<M extends Route['method'], P extends Extract<Route, { method: M }>['path']>(method: M, path: P): Extract<Route, { method: M; path: P }> {
  const found = routes.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`No route ${method} ${path} in the route table`);
  return found as Extract<Route, { method: M; path: P }>;
}
