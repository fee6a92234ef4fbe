import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { accounts, DEMO_PASSWORD, type Account } from '../support/accounts';
import { loginByApi, loginRequest } from '../support/api';
import { startConversation } from '../support/conversations';
import { expect, test } from '../support/fixtures';
import {
  confirmationLink,
  emailChangeLink,
  invitationLink,
  passwordResetLink,
  withTokenOf,
} from '../support/mailed-links';
import { createOrganizationAdmin, uniqueEmail, unique, type NewAccount } from '../support/new-accounts';
import { E2E_BASE_URL } from '../support/stack-config';
import { CockpitLayout } from '../pages/CockpitLayout';
import { DashboardPage } from '../pages/DashboardPage';

/**
 * Issue 9, "Accessible by the numbers" and "Small screens": every page of every role passes axe, names its browser
 * tab "<page> · Cadeau" and, on a phone, never scrolls the page sideways (tables scroll inside their card) nor wraps
 * the cockpit header. The pages are only read: the seeded accounts are used as they are and every session made here
 * is ended, so the sessions other tests count are not touched. What a page needs that the
 * seed lacks (a conversation, the pages behind mailed links) is made through the API for accounts of this file's
 * own (`ownPages`).
 *
 * How much is judged where (issue 12: the whole `npm test` within 28 minutes on two cores): axe is what costs
 * (about a second a run), the layout checks are cheap. So every page is judged by axe once, in its richest look
 * (desktop: every column, the navigation open; light, the look a person gets first), and on a phone by the layout
 * checks; the four looks (light and dark, desktop and phone, each by axe) are kept for one representative page per
 * micro-frontend (`fourLooks`), whose components (tables, forms, cards, the shell's header and navigation) the other
 * pages of that micro-frontend share. Pages other specs already judge in four looks are not repeated here: the
 * campaign list and workspace (campaigns.spec.ts), a product page (weekly-availability.spec.ts), the VAT category
 * screens (vat-categories.spec.ts); the steps of the redemption page and an order's page are judged on a phone by
 * redemption.spec.ts. A screen that is the same for several roles (my profile, my settings, my organisation) is
 * judged once, for the giver.
 */

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const colorModes = ['light', 'dark'] as const;

/** The seeded organisation admin whose organisation awaits approval (svc-identity's seed). */
const pendingAdmin: Account = { email: 'pending@cadeau.test', password: DEMO_PASSWORD };

const publicPages = [
  '/',
  '/campaign',
  '/unsubscribe',
  '/login',
  '/registration',
  '/invitation',
  '/confirm-email',
  '/forgot-password',
  '/reset-password',
  '/email-change',
  '/register-organization',
  '/contact',
  '/connect',
  '/imprint',
  '/privacy',
  '/tos',
  '/no-such-page',
];

/** The pages of every organisation member, judged for the giver; the other visitors get the ones that differ. */
const memberPages = [
  '/cockpit/dashboard',
  '/cockpit/my-organization',
  '/cockpit/my-organization/users',
  '/cockpit/my-organization/invitations',
  '/cockpit/my-organization/settings',
  '/cockpit/conversations',
  '/cockpit/my-profile',
  '/cockpit/my-settings',
  // A giver's orders: those of its campaigns' redeemed codes (issue 12).
  '/cockpit/orders',
];

/**
 * What this file makes for itself, once per run of the file: an organisation admin of its own with a conversation,
 * and the pages behind valid mailed links, each made the way a person's click makes it. The links are opened
 * anonymously: registering through an invitation for a new address (the invitation link forwards to
 * /registration?token=…), accepting one as an existing account (/invitation?token=…), a new password, the
 * confirmation of a new address, and a confirmation link opened once more (an address confirmed already: a fresh
 * link confirms, logs in and moves straight on to the cockpit, whose pages are judged as the other visitors').
 */
interface OwnPages {
  admin: NewAccount;
  conversation: string;
  mailedLinks: VisitedPage[];
}

/** A page to judge: its path, and where it matters, what it shows once loaded (a form, not a dead link's help). */
type VisitedPage = string | { path: string; shows: string };

let ownPagesMade: Promise<OwnPages> | undefined;
function ownPages(): Promise<OwnPages> {
  ownPagesMade ??= makeOwnPages();
  return ownPagesMade;
}

async function makeOwnPages(): Promise<OwnPages> {
  // A request context of its own: the browser contexts of the visitors stay as they are (anonymous or logged in).
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const admin = await createOrganizationAdmin(api, { language: 'en', confirmed: true, who: 'a11y-admin' });
    // Confirmed by its mailed link: opened again, the same link says the address is confirmed already.
    const invitee = await createOrganizationAdmin(api, { language: 'en', confirmed: true, who: 'a11y-invitee' });
    const confirmed = await confirmationLink(api, invitee.email);
    const resetPassword = await passwordResetLink(api, admin.email);

    await loginRequest(api, admin);
    const conversation = await startConversation(api, {
      subject: `Accessibility ${unique()}`,
      message: 'A question for the platform, to see the thread.',
    });
    const registration = withTokenOf(await invitationLink(api, uniqueEmail('a11y-new-colleague')), '/registration');
    const invitation = await invitationLink(api, invitee.email);
    const emailChange = await emailChangeLink(api, admin, uniqueEmail('a11y-changed'));
    await api.post('/api/auth/logout');
    // Each shows what a valid link shows, so a link the server refused is not judged in its place.
    return {
      admin,
      conversation,
      mailedLinks: [
        { path: registration, shows: 'main form input[name="passwordConfirmation"]' },
        { path: invitation, shows: 'main form[name="accept-invitation"] input[type="password"]' },
        { path: resetPassword, shows: 'main form input[name="passwordConfirmation"]' },
        { path: emailChange, shows: 'main button.btn-primary' },
        { path: confirmed, shows: '[data-testid="confirm-email-alreadyConfirmed"]' },
      ],
    };
  } finally {
    await api.dispose();
  }
}

/** The id of the first product `GET /product/list` answers with `query`, read through the visitor's own session. */
async function firstProductId(request: APIRequestContext, query: string): Promise<string> {
  const res = await request.get(`/api/product/list?page=1&pageSize=1&${query}`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string }[] };
  expect(items.length, `a seeded product (${query})`).toBeGreaterThan(0);
  return items[0].id;
}

/**
 * The product pages of the demo seller (issue 10; svc-catalog seeds approved products, one pending and a draft):
 * the list, a new product, an approved product and the editor of the draft.
 */
async function sellerProductPages(request: APIRequestContext): Promise<string[]> {
  const approved = await firstProductId(request, 'scope=own&status=approved');
  const draft = await firstProductId(request, 'scope=own&status=draft');
  return [
    '/cockpit/products',
    '/cockpit/products/new',
    `/cockpit/products/${approved}`,
    `/cockpit/products/${draft}/edit`,
  ];
}

/**
 * The campaign pages (issues 11 and 12; svc-campaign seeds the demo giver's campaigns: a draft, one pending review,
 * one approved and one running with its gift codes): the list, unless `list` is false, and the workspace of the first
 * campaign in each of `statuses`, as the visitor may see them.
 */
async function campaignPages(
  request: APIRequestContext,
  statuses: readonly string[],
  { list = true }: { list?: boolean } = {},
): Promise<string[]> {
  const pages = list ? ['/cockpit/campaigns'] : [];
  for (const status of statuses) {
    const res = await request.get(`/api/campaign?page=1&pageSize=1&status=${status}`);
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as { items: { id: string }[] };
    expect(items.length, `a seeded ${status} campaign`).toBeGreaterThan(0);
    pages.push(`/cockpit/campaigns/${items[0].id}`);
  }
  return pages;
}

interface Visitor {
  name: string;
  /** A seeded account, or one this file makes for itself. */
  account?: Account | (() => Promise<Account>);
  /** The pages to visit; detail pages need ids, read through the visitor's own session. */
  pages: (request: APIRequestContext, me: { id: string } | null) => Promise<VisitedPage[]>;
  /**
   * The representative pages of this visitor judged by axe in all four looks (the first page whose path matches
   * each pattern); every other page is judged by axe once, at the desktop size in light.
   */
  fourLooks?: RegExp[];
}

const visitors: Visitor[] = [
  // mfe-public: the longest form, with its company search, selects and checkboxes.
  { name: 'anonymous', pages: async () => publicPages, fourLooks: [/^\/register-organization$/] },
  { name: 'anonymous, following mailed links', pages: async () => (await ownPages()).mailedLinks },
  {
    name: 'admin of a new organisation',
    account: async () => (await ownPages()).admin,
    pages: async () => [`/cockpit/conversations/${(await ownPages()).conversation}`],
  },
  {
    name: 'giver',
    account: accounts.giver,
    // The giver's campaign list and a draft's workspace are judged in the four looks by campaigns.spec.ts; here the
    // read-only workspace of a pending campaign and the richest one, a running campaign's with its statistics and
    // gift codes.
    pages: async (request) => [
      ...memberPages,
      ...(await campaignPages(request, ['pending', 'running'], { list: false })),
    ],
    // mfe-campaigns: the dashboard's panels; mfe-orgs: a table with actions (the shell's header and navigation in both).
    fourLooks: [/^\/cockpit\/dashboard$/, /^\/cockpit\/my-organization\/users$/],
  },
  {
    name: 'seller',
    account: accounts.seller,
    // The member pages that show the seller's own things (product tasks, its conversations); my organisation, my
    // profile and my settings are the same screens as the giver's, judged there.
    pages: async (request) => [
      '/cockpit/dashboard',
      '/cockpit/conversations',
      '/cockpit/orders',
      ...(await sellerProductPages(request)),
    ],
    // mfe-products: the product editor, the richest form of the cockpit (images, prices, texts in two languages).
    fourLooks: [/^\/cockpit\/products\/[^/]+\/edit$/],
  },
  {
    name: 'pending organisation admin',
    account: pendingAdmin,
    // What the pending state changes: the dashboard and the organisation's page (my profile is every member's).
    pages: async () => ['/cockpit/dashboard', '/cockpit/my-organization'],
  },
  { name: 'user without organisation', account: accounts.nobody, pages: async () => ['/cockpit/dashboard'] },
  {
    name: 'platform administrator',
    account: accounts.admin,
    // mfe-admin: an organisation's page (its details, status actions and members).
    fourLooks: [/^\/cockpit\/organizations\/[^/]+$/],
    pages: async (request, me) => {
      const res = await request.get('/api/organization/list?page=1&pageSize=1');
      expect(res.status()).toBe(200);
      const { items } = (await res.json()) as { items: { id: string }[] };
      expect(items.length).toBeGreaterThan(0);
      const vat = await request.get('/api/vat-category/list?page=1&pageSize=1');
      expect(vat.status()).toBe(200);
      const categories = ((await vat.json()) as { items: { id: string }[] }).items;
      expect(categories.length).toBeGreaterThan(0);
      // The review screen of the seeded product that waits for approval (no new product: administrators sell nothing).
      const pending = await firstProductId(request, 'scope=all&status=pending');
      return [
        '/cockpit/dashboard',
        '/cockpit/organizations',
        `/cockpit/organizations/${items[0].id}`,
        '/cockpit/users',
        `/cockpit/users/${me!.id}`,
        '/cockpit/invitations',
        '/cockpit/settings',
        '/cockpit/contacts',
        // Every organisation's orders.
        '/cockpit/orders',
        '/cockpit/products',
        `/cockpit/products/${pending}`,
        '/cockpit/vat-categories',
        `/cockpit/vat-categories/${categories[0].id}`,
        // The review queue and the review screen of the seeded campaign that waits for approval.
        ...(await campaignPages(request, ['pending'])),
        '/cockpit/conversations',
        `/cockpit/conversations/${(await ownPages()).conversation}`,
        // My profile and my settings are every member's screens, judged for the giver.
      ];
    },
  },
];

/**
 * Waits for what a person would wait for: the page's heading, no region busy loading, no skeleton or spinner left
 * and the network quiet (lists and detail pages fetch after the first render).
 */
async function waitUntilShown(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

/** Waits until the browser has laid the page out again after a change of viewport or colour scheme. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The layout checks of a phone: no sideways scrolling, and the cockpit header on one row. Cheap: no axe. */
async function expectPhoneLayout(page: Page, path: string): Promise<void> {
  // The cockpit header keeps one row (64 px) on a phone: the switches live in the navigation drawer.
  if (path.startsWith('/cockpit/')) {
    const header = await page.locator('header.shell-header').boundingBox();
    expect.soft(header?.height, `${path}: the header wraps on a phone`).toBeLessThanOrEqual(64);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${path} scrolls sideways on a phone`).toBe(0);
}

/** What one page of the walk may take: loaded, axe in two or four looks, laid out as on a phone. */
const PAGE_BUDGET_MS = 12_000;

/**
 * One test per visitor: each page is loaded once, judged by axe at the desktop size in light, then laid out as on a
 * phone and checked there; a representative page (`fourLooks`) is judged by axe in all four looks. The colour mode
 * is left on "system" and the emulated colour scheme switched, which the page follows live; the viewport is
 * resized in place (the layout answers with CSS media queries).
 */
for (const visitor of visitors) {
  test(`${visitor.name}: every page passes axe and has its own title, and a phone neither scrolls it sideways nor wraps its header`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: viewports.desktop, colorScheme: 'light' });
    try {
      const account = typeof visitor.account === 'function' ? await visitor.account() : visitor.account;
      const me = account ? await loginByApi(context, account) : null;
      const page = await context.newPage();
      const representatives = [...(visitor.fourLooks ?? [])];
      const visits = await visitor.pages(context.request, me);
      // A budget per page, not one for the visitor: each page is loaded once and judged in two or four looks, so the
      // administrator's walk grows with every page the platform adds (issue 19 added four).
      test.setTimeout(60_000 + visits.length * PAGE_BUDGET_MS);
      for (const visited of visits) {
        const { path, shows } = typeof visited === 'string' ? { path: visited, shows: undefined } : visited;
        const representative = representatives.findIndex((pattern) => pattern.test(path));
        if (representative >= 0) representatives.splice(representative, 1);
        await test.step(representative >= 0 ? `${path} (four looks)` : path, async () => {
          await page.setViewportSize(viewports.desktop);
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(path);
          await waitUntilShown(page);
          if (shows) await expect(page.locator(shows).first()).toBeVisible();
          // Colours change with a transition: without this, axe measured a link against a card still fading from
          // dark to light (4.44:1 against the #fff it ends on).
          await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
          // Its own tab title, the page's name first ("Users · Cadeau"), not the bare product name.
          await expect.soft(page).toHaveTitle(/^.+ · Cadeau$/);
          for (const [viewportName, viewport] of Object.entries(viewports)) {
            await page.setViewportSize(viewport);
            for (const colorMode of representative >= 0 ? colorModes : (['light'] as const)) {
              await page.emulateMedia({ colorScheme: colorMode });
              await expect(page.locator('html')).toHaveClass(colorMode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
              await nextFrames(page);
              const look = `${visitor.name}, ${colorMode}, ${viewportName}`;
              if (representative >= 0 || viewportName === 'desktop') {
                await expectNoA11yViolations(page, look, { soft: true });
              } else {
                // The layout as axe would have judged it: animations of the resize ended.
                await settle(page);
              }
              if (viewportName === 'phone') await expectPhoneLayout(page, path);
            }
          }
        });
      }
      expect(representatives, `${visitor.name}: representative pages not among the visited ones`).toEqual([]);
    } finally {
      if (visitor.account) await context.request.post('/api/auth/logout');
      await context.close();
    }
  });
}

test.describe('navigation', () => {
  test('after a click in the navigation the focus is on the new page heading, also within one app', async ({
    page,
    loginAs,
  }) => {
    await loginAs(accounts.admin, { language: 'en' });
    const layout = new CockpitLayout(page);
    await new DashboardPage(page).goto();
    await layout.navigation.locator('a[href="/cockpit/my-profile"]').click();
    await expect(page).toHaveURL(/\/cockpit\/my-profile$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page).toHaveTitle(`${await page.locator('main h1').innerText()} · Cadeau`);
    // From a list to a detail page of the same micro-frontend (mfe-admin): the heading changes in place or anew.
    await layout.navigation.locator('a[href="/cockpit/users"]').click();
    await expect(page.locator('main h1')).toBeFocused();
    await page.getByTestId('users-table-row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/cockpit\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('user-page').locator('h1')).toBeFocused();
  });

  test('on a phone the navigation opens over the page, with the language and colour switches', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize(viewports.phone);
    await loginAs(accounts.giver, { language: 'en' });
    await new DashboardPage(page).goto();
    const layout = new CockpitLayout(page);
    const main = page.locator('main');
    const before = await main.boundingBox();
    await expect(layout.navigation).toBeHidden();
    await page.getByTestId('navigation-toggle').click();
    await expect(layout.navigation).toBeVisible();
    // Over the page, not beside it: the page keeps its place and width.
    expect(await main.boundingBox()).toEqual(before);
    const drawer = page.getByTestId('navigation-panel');
    await expect(drawer.getByTestId('language-switch')).toBeVisible();
    await expect(drawer.getByTestId('color-mode-switch')).toBeVisible();
    await expectNoA11yViolations(page, 'open navigation drawer');
    await layout.navLink('/cockpit/my-profile').click();
    await expect(page).toHaveURL(/\/cockpit\/my-profile$/);
    await expect(layout.navigation).toBeHidden();
    await expect(page.locator('main h1')).toBeFocused();
  });
});
