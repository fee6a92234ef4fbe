import type { MicroFrontendEntry, PlatformRegistry, ServiceEntry } from './types';

/** Back-end services, in the order they migrate and seed. */
export const services = [
  {
    name: 'identity',
    folder: 'svc-identity',
    port: { default: 3101, env: 'IDENTITY_PORT' },
    stream: 'IDENTITY',
    migrate: 'src/migrate.ts',
    seed: 'src/seed.ts',
  },
  {
    name: 'catalog',
    folder: 'svc-catalog',
    port: { default: 3102, env: 'CATALOG_PORT' },
    stream: 'CATALOG',
    migrate: 'src/migrate.ts',
    seed: 'src/seed.ts',
  },
  {
    name: 'campaign',
    folder: 'svc-campaign',
    port: { default: 3103, env: 'CAMPAIGN_PORT' },
    stream: 'CAMPAIGN',
    migrate: 'src/migrate.ts',
    seed: 'src/seed.ts',
    // The demo campaign's mails, sent by svc-mail once everything runs (its codes in the dev mailbox at once).
    demo: 'src/demo-mail.ts',
  },
  {
    // Billing (issue 19): after campaign and catalog, whose events it books.
    name: 'billing',
    folder: 'svc-billing',
    port: { default: 3104, env: 'BILLING_PORT' },
    stream: 'BILLING',
    migrate: 'src/migrate.ts',
    // The demo's money (paid deposits, a finished campaign's final billing, the seller's payout request), booked
    // once every service runs: it needs the demo campaigns' release events and svc-identity's billing facts.
    demo: 'src/demo.ts',
  },
  {
    name: 'mail',
    folder: 'svc-mail',
    port: { default: 3105, env: 'MAIL_PORT' },
    stream: 'MAIL',
    migrate: 'src/migrate.ts',
  },
] as const satisfies readonly ServiceEntry[];

/**
 * Micro-frontends and their pages, in the order the cockpit navigation lists them. Its own export so the shell,
 * which needs only this, does not bundle the rest of the registry.
 */
export const microFrontends = [
  {
    name: 'public',
    folder: 'mfe-public',
    // The paths in mails (contracts mail.ts mailLinkPaths) are among them.
    pages: [
      // The start page: a gift code is entered right there; organisations find what Cadeau is (issue 12).
      { path: '/', access: 'public' },
      // The redemption page (mailed as `/campaign#code=…`, the code in the fragment) and the unsubscribe link.
      { path: '/campaign', access: 'public' },
      { path: '/unsubscribe', access: 'public' },
      { path: '/login', access: 'public' },
      { path: '/registration', access: 'public' },
      { path: '/invitation', access: 'public' },
      { path: '/confirm-email', access: 'public' },
      { path: '/forgot-password', access: 'public' },
      { path: '/reset-password', access: 'public' },
      { path: '/email-change', access: 'public' },
      { path: '/register-organization', access: 'public' },
      { path: '/contact', access: 'public' },
      { path: '/connect', access: 'public' },
      { path: '/imprint', access: 'public' },
      { path: '/privacy', access: 'public' },
      { path: '/tos', access: 'public' },
    ],
  },
  {
    name: 'campaigns',
    folder: 'mfe-campaigns',
    // The cockpit's start page (spec section 2), for everyone with cockpit access, and the campaigns.
    pages: [
      { path: '/cockpit/dashboard', access: 'cockpit', nav: { key: 'dashboard', icon: 'dashboard' } },
      {
        // A giver's campaigns (issue 11); platform administrators see every organisation's and review them.
        path: '/cockpit/campaigns',
        prefix: true,
        access: 'cockpit',
        nav: { key: 'campaigns', icon: 'campaigns', needs: 'giverOrPlatformAdmin' },
      },
    ],
  },
  {
    name: 'orgs',
    folder: 'mfe-orgs',
    pages: [
      {
        path: '/cockpit/my-organization',
        prefix: true,
        access: 'cockpit',
        nav: { key: 'myOrganization', icon: 'organization', needs: 'organization' },
      },
      {
        // Platform administrators read and start every organisation's conversations, with or without a current one.
        path: '/cockpit/conversations',
        prefix: true,
        access: 'cockpit',
        nav: { key: 'conversations', icon: 'conversations', needs: 'organizationOrPlatformAdmin' },
      },
      {
        // Issue 19: the organisation's budget, invoices (PDFs with QR-bills) and payouts; platform administrators see
        // the switcher's current organisation, or any organisation's at /cockpit/payments/{organizationId}.
        path: '/cockpit/payments',
        prefix: true,
        access: 'cockpit',
        nav: { key: 'payments', icon: 'payments', needs: 'organizationOrPlatformAdmin' },
      },
      { path: '/cockpit/my-profile', access: 'cockpit', nav: { key: 'myProfile', icon: 'profile' } },
      { path: '/cockpit/my-settings', access: 'cockpit', nav: { key: 'mySettings', icon: 'settings' } },
    ],
  },
  {
    name: 'admin',
    folder: 'mfe-admin',
    // Platform administration: the shell's guard shows everyone else the no-access page here.
    pages: [
      {
        path: '/cockpit/organizations',
        prefix: true,
        access: 'platformAdmin',
        nav: { key: 'organizations', icon: 'organizations' },
      },
      { path: '/cockpit/users', prefix: true, access: 'platformAdmin', nav: { key: 'users', icon: 'users' } },
      { path: '/cockpit/invitations', access: 'platformAdmin', nav: { key: 'invitations', icon: 'invitations' } },
      { path: '/cockpit/settings', access: 'platformAdmin', nav: { key: 'settings', icon: 'platformSettings' } },
      { path: '/cockpit/contacts', access: 'platformAdmin', nav: { key: 'contacts', icon: 'contacts' } },
      {
        path: '/cockpit/vat-categories',
        prefix: true,
        access: 'platformAdmin',
        nav: { key: 'vatCategories', icon: 'vatCategories' },
      },
      // Issue 19: every invoice (actions, manual invoices), every organisation's budget, the bank's camt.054 files.
      { path: '/cockpit/invoices', access: 'platformAdmin', nav: { key: 'invoices', icon: 'invoices' } },
      { path: '/cockpit/budgets', access: 'platformAdmin', nav: { key: 'budgets', icon: 'budgets' } },
      {
        path: '/cockpit/bank-payments',
        access: 'platformAdmin',
        nav: { key: 'bankPayments', icon: 'bankPayments' },
      },
      // Issue 20: the platform's reports (spec section 2: overview and its children).
      { path: '/cockpit/reports', prefix: true, access: 'platformAdmin', nav: { key: 'reports', icon: 'reports' } },
    ],
  },
  {
    name: 'products',
    folder: 'mfe-products',
    // Sellers' products (issue 10): sellers see their own, platform administrators every organisation's.
    pages: [
      {
        path: '/cockpit/products',
        prefix: true,
        access: 'cockpit',
        nav: { key: 'products', icon: 'products', needs: 'sellerOrPlatformAdmin' },
      },
      {
        // Orders of redeemed gift codes (issue 12): a seller's of its products, a giver's of its campaigns (city
        // only), platform administrators every order.
        path: '/cockpit/orders',
        prefix: true,
        access: 'cockpit',
        nav: { key: 'orders', icon: 'orders', needs: 'giverOrSellerOrPlatformAdmin' },
      },
    ],
  },
] as const satisfies readonly MicroFrontendEntry[];

/**
 * The platform, as data: every list of services, micro-frontends and pages elsewhere is derived from this
 * (the stack's process table and builds, the gateway's service URLs, static roots and manifest, the shell's
 * application table and cockpit navigation, the end-to-end texts, docs/platform.md). See README "How to add a
 * service" / "How to add a micro-frontend".
 *
 * Order matters in two places: services migrate and seed in this order, and the cockpit navigation lists
 * pages in this order (micro-frontend by micro-frontend).
 */
export const platform = {
  gateway: { folder: 'gateway', port: { default: 8080, env: 'GATEWAY_PORT' } },
  shell: { folder: 'shell' },
  services,
  microFrontends,
} as const satisfies PlatformRegistry;

/** Remote name of every micro-frontend in the registry (`mfe_public` | `mfe_orgs` | …), as a type. */
export type RegisteredRemote = `mfe_${(typeof microFrontends)[number]['name']}`;
