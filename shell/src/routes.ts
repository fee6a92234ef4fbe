import { microFrontends, remoteName, type PlatformRegistry, type RegisteredRemote } from '@cadeau/platform';

/**
 * Which micro-frontend serves which page (spec section 2, DESIGN section 2), derived from the platform registry
 * (packages/platform): a page is added there. Only pages that exist are listed: every other path is the 404 page
 * until its issue adds it. A route matches its path and anything below it when it is a prefix route
 * (`/cockpit/my-organization/users` belongs to `/cockpit/my-organization`).
 */
export type AppName = RegisteredRemote;
export type LayoutName = 'default' | 'cockpit';

export interface AppRoute {
  path: string;
  app: AppName;
  /** Whether sub-paths belong to it too (declared per route so a typo does not open a whole subtree). */
  prefix?: boolean;
  /** Platform administrators only (spec section 6): everyone else gets the no-access page. */
  platformAdmin?: boolean;
}

/** Every page of `registry` with the remote that serves it (a registry passed by a test may name other remotes). */
export function appRoutesOf(registry: Pick<PlatformRegistry, 'microFrontends'>): AppRoute[] {
  return registry.microFrontends.flatMap((m) =>
    m.pages.map((page) => ({
      path: page.path,
      app: remoteName(m) as AppName,
      ...(page.prefix ? { prefix: true } : {}),
      ...(page.access === 'platformAdmin' ? { platformAdmin: true } : {}),
    })),
  );
}

export const appRoutes: readonly AppRoute[] = appRoutesOf({ microFrontends });

export const appNames: readonly AppName[] = microFrontends.map((m) => remoteName(m) as AppName);

/** Where /cockpit itself goes (spec section 2: it has no page of its own; the dashboard is the cockpit's start). */
export const COCKPIT_HOME = '/cockpit/dashboard';
export const LOGIN_PATH = '/login';

export function isCockpitPath(pathname: string): boolean {
  return pathname === '/cockpit' || pathname.startsWith('/cockpit/');
}

/** Strips one trailing slash ("/login/" is "/login"), keeping "/". */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function matchAppRoute(pathname: string, routes: readonly AppRoute[] = appRoutes): AppRoute | null {
  const p = normalizePath(pathname);
  return routes.find((r) => p === r.path || (r.prefix && p.startsWith(`${r.path}/`))) ?? null;
}
