import type { RouteDef } from '@cadeau/contracts';

/**
 * The route as it holds in this mode. In production a route's `production` rule wins over `access`:
 * `absent` means the route is not registered at all (404 `error.notFound` for everyone, like an unknown
 * path), a rule replaces `access`. Outside production the route is unchanged.
 */
export function effectiveRoute<R extends RouteDef>(def: R, production: boolean): R | null {
  if (!production || def.production === undefined) return def;
  if (def.production === 'absent') return null;
  return { ...def, access: def.production };
}
