/**
 * Which micro-frontend serves which page (spec section 2, DESIGN section 2). Only pages that exist are listed:
 * every other path is the 404 page until its issue adds it here. A route matches its path and anything below
 * it (`/cockpit/my-organization/users` belongs to `/cockpit/my-organization`).
 */
export type AppName = 'mfe_public' | 'mfe_orgs' | 'mfe_campaigns' | 'mfe_admin';
export type LayoutName = 'default' | 'cockpit';

export interface AppRoute {
  path: string;
  app: AppName;
  /** Whether sub-paths belong to it too (declared per route so a typo does not open a whole subtree). */
  prefix?: boolean;
  /** Platform administrators only (spec section 6): everyone else gets the no-access page. */
  platformAdmin?: boolean;
}

export const appRoutes: readonly AppRoute[] = [
  { path: '/login', app: 'mfe_public' },
  // mfe-public's other public pages (issue 3); the paths in mails (contracts mail.ts mailLinkPaths) among them.
  { path: '/registration', app: 'mfe_public' },
  { path: '/invitation', app: 'mfe_public' },
  { path: '/confirm-email', app: 'mfe_public' },
  { path: '/forgot-password', app: 'mfe_public' },
  { path: '/reset-password', app: 'mfe_public' },
  { path: '/email-change', app: 'mfe_public' },
  { path: '/register-organization', app: 'mfe_public' },
  { path: '/contact', app: 'mfe_public' },
  { path: '/connect', app: 'mfe_public' },
  { path: '/imprint', app: 'mfe_public' },
  { path: '/privacy', app: 'mfe_public' },
  { path: '/tos', app: 'mfe_public' },
  { path: '/cockpit/dashboard', app: 'mfe_campaigns' },
  { path: '/cockpit/my-profile', app: 'mfe_orgs' },
  { path: '/cockpit/my-settings', app: 'mfe_orgs' },
  { path: '/cockpit/my-organization', app: 'mfe_orgs', prefix: true },
  { path: '/cockpit/conversations', app: 'mfe_orgs', prefix: true },
  { path: '/cockpit/organizations', app: 'mfe_admin', prefix: true, platformAdmin: true },
  { path: '/cockpit/users', app: 'mfe_admin', prefix: true, platformAdmin: true },
  { path: '/cockpit/invitations', app: 'mfe_admin', platformAdmin: true },
  { path: '/cockpit/settings', app: 'mfe_admin', platformAdmin: true },
  { path: '/cockpit/contacts', app: 'mfe_admin', platformAdmin: true },
];

export const appNames: readonly AppName[] = ['mfe_public', 'mfe_orgs', 'mfe_campaigns', 'mfe_admin'];

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

export function matchAppRoute(pathname: string): AppRoute | null {
  const p = normalizePath(pathname);
  return appRoutes.find((r) => p === r.path || (r.prefix && p.startsWith(`${r.path}/`))) ?? null;
}
