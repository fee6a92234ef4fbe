import type { MyUser } from '@cadeau/contracts';
import {
  COCKPIT_HOME,
  LOGIN_PATH,
  isCockpitPath,
  matchAppRoute,
  normalizePath,
  type AppName,
  type LayoutName,
} from './routes';

/** What the shell does with a URL, decided before any micro-frontend mounts (spec section 4). */
export type Decision =
  | {
      kind: 'redirect';
      to: string;
      /** save this path in the `redirect` cookie first */ saveRedirect?: string;
      /** use and clear the saved redirect */ useSavedRedirect?: boolean;
    }
  | { kind: 'app'; app: AppName; layout: LayoutName }
  | { kind: 'notFound'; layout: LayoutName }
  | { kind: 'noAccess' };

export interface Place {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Spec section 6: the cockpit is for platform administrators and members of an organisation. */
export function hasCockpitAccess(user: MyUser): boolean {
  return user.isPlatformAdmin || user.organizations.length > 0;
}

/**
 * The shell's routing decision for a place and the current user (null = anonymous):
 * - anonymous on a /cockpit path: remember the full path, go to /login (replacing the history entry);
 * - logged in on /login or /registration: go to the saved redirect path, otherwise /cockpit;
 * - logged in without cockpit access on a /cockpit path: the no-access page;
 * - /cockpit itself: its first page; a listed route: its micro-frontend (administration pages only for
 *   platform administrators, the 404 page for others); anything else: the 404 page.
 */
export function decide(place: Place, user: MyUser | null): Decision {
  const pathname = normalizePath(place.pathname);
  if (isCockpitPath(pathname)) {
    if (!user)
      return {
        kind: 'redirect',
        to: LOGIN_PATH,
        saveRedirect: place.pathname + (place.search ?? '') + (place.hash ?? ''),
      };
    if (!hasCockpitAccess(user)) return { kind: 'noAccess' };
    if (pathname === '/cockpit') return { kind: 'redirect', to: COCKPIT_HOME };
    const route = matchAppRoute(pathname);
    // Administration pages do not exist for anyone else: the cockpit's 404, not a hint that they are there.
    if (route?.platformAdmin && !user.isPlatformAdmin) return { kind: 'notFound', layout: 'cockpit' };
    return route ? { kind: 'app', app: route.app, layout: 'cockpit' } : { kind: 'notFound', layout: 'cockpit' };
  }
  if (user && (pathname === LOGIN_PATH || pathname === '/registration')) {
    return { kind: 'redirect', to: '/cockpit', useSavedRedirect: true };
  }
  const route = matchAppRoute(pathname);
  return route ? { kind: 'app', app: route.app, layout: 'default' } : { kind: 'notFound', layout: 'default' };
}

/** Whether a micro-frontend should be mounted for a place (its single-spa activity function). */
export function isAppActive(app: AppName, place: Place, user: MyUser | null): boolean {
  const d = decide(place, user);
  return d.kind === 'app' && d.app === app;
}
