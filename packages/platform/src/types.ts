/**
 * The shape of the platform registry: what runs (services, the gateway), what the browser loads (the shell,
 * micro-frontends) and which pages each micro-frontend serves. Plain data only: the shell bundles it, so it
 * must not pull in zod or anything else at run time.
 */

export interface PortEntry {
  /** ADR 0001 ports table. */
  default: number;
  /** Environment variable that overrides the default (`IDENTITY_PORT`). */
  env: string;
}

export interface ServiceEntry {
  /**
   * The service's name in the route table (`RouteDef.service`), its log prefix (`[identity]`) and the base of
   * the variable the gateway reads to reach it (`IDENTITY_URL`).
   */
  name: string;
  /** Workspace folder at the repository root; the entry point is `<folder>/src/main.ts`. */
  folder: string;
  port: PortEntry;
  /** The JetStream stream the service owns (creates and publishes to), if any. */
  stream?: string;
  /** Run once before the service starts, with DATABASE_URL (relative to `folder`). */
  migrate?: string;
  /** Demo data, run after migrating outside production (relative to `folder`). */
  seed?: string;
  /**
   * A demo step that needs the running platform (relative to `folder`): run once every process is ready, outside
   * production and only where the seed ran (svc-campaign asks svc-mail to send the demo campaign's mails at once).
   */
  demo?: string;
}

/** Who may open a page: anyone, a signed-in user with cockpit access (spec section 6), or a platform administrator. */
export type PageAccess = 'public' | 'cockpit' | 'platformAdmin';

/** Icons the cockpit navigation knows (the shell maps each to an @ant-design/icons component). */
export type NavIcon =
  | 'dashboard'
  | 'campaigns'
  | 'organization'
  | 'conversations'
  | 'profile'
  | 'settings'
  | 'organizations'
  | 'users'
  | 'invitations'
  | 'platformSettings'
  | 'contacts'
  | 'products'
  | 'orders'
  | 'vatCategories'
  | 'payments'
  | 'invoices'
  | 'budgets'
  | 'bankPayments'
  | 'reports';

/**
 * Which signed-in users the navigation shows a page to, beyond its access: a current organisation, a current
 * organisation or platform administration, a current organisation with the giver (or the seller, or either)
 * feature or platform administration, or platform administration.
 */
export type NavNeeds =
  | 'organization'
  | 'organizationOrPlatformAdmin'
  | 'giverOrPlatformAdmin'
  | 'sellerOrPlatformAdmin'
  | 'giverOrSellerOrPlatformAdmin'
  | 'platformAdmin';

export interface NavEntry {
  /** Text key under `layout.nav.` in packages/ui's shared catalogue (the shell shows it before any app loads). */
  key: string;
  icon: NavIcon;
  needs?: NavNeeds;
}

export interface PageEntry {
  path: string;
  /** Whether paths below it belong to it too (declared per page so a typo does not open a whole subtree). */
  prefix?: boolean;
  access: PageAccess;
  /** Listed in the cockpit navigation, in registry order. */
  nav?: NavEntry;
}

export interface MicroFrontendEntry {
  /** Area name: remote `mfe_<name>`, served at `/mfe/<name>/`, texts under `<name>.*`. */
  name: string;
  /** Workspace folder at the repository root (`mfe-<name>`); its package is `@cadeau/<folder>`. */
  folder: string;
  pages: readonly PageEntry[];
}

export interface PlatformRegistry {
  gateway: { folder: string; port: PortEntry };
  shell: { folder: string };
  services: readonly ServiceEntry[];
  microFrontends: readonly MicroFrontendEntry[];
}
