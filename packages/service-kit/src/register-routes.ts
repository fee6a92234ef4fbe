import { routes, type Route, type RouteDef, type ServiceName } from '@cadeau/contracts';
import type { RouteHandler } from './route';
import type { Kit } from './service';

/** `'METHOD /path'`, the key of a route in handler maps and tests. */
export type RouteKey<R extends RouteDef = RouteDef> = `${R['method']} ${R['path']}`;
export const routeKey = (r: RouteDef): string => `${r.method} ${r.path}`;

/** The route-table entries of one service. */
export type ServiceRoute<S extends ServiceName> = Extract<Route, { service: S }>;

/** One handler per route of service `S`, keyed `'METHOD /path'`, each typed by its route. */
export type RouteHandlers<S extends ServiceName> = {
  [R in ServiceRoute<S> as RouteKey<R>]: RouteHandler<R>;
};

/** The routes of a service in table order. */
export const routesOf = (service: ServiceName): RouteDef[] =>
  (routes as readonly RouteDef[]).filter((r) => r.service === service);

/**
 * Registers every route of `kit.service` from the route table, in table order (a fixed path listed before
 * a parameterised one, `/user/myuser` before `/user/{userId}`, is matched first here as at the gateway).
 * A route of the service without a handler, or a handler that names no route of it, stops the start.
 * Each route goes through `kit.route`: body validation, access rule and production rule.
 */
export function registerRoutes<S extends ServiceName>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kit: Pick<Kit<S, any>, 'name' | 'service' | 'route'>,
  handlers: RouteHandlers<S>,
): void {
  if (!kit.service) throw new Error(`${kit.name} serves no service of the route table (set ServiceOptions.service)`);
  const byKey = handlers as unknown as Record<string, RouteHandler<RouteDef> | undefined>;
  const table = routesOf(kit.service);
  const keys = new Set(table.map(routeKey));
  const missing = table.map(routeKey).filter((k) => typeof byKey[k] !== 'function');
  if (missing.length) throw new Error(`${kit.name} has no handler for ${missing.join(', ')}`);
  const stray = Object.keys(byKey).filter((k) => !keys.has(k));
  if (stray.length) throw new Error(`${kit.name} has handlers without a route: ${stray.join(', ')}`);
  for (const r of table) kit.route(r, byKey[routeKey(r)]!);
}
