import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MyUser } from '@cadeau/contracts';
import { addPushedNotification, queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { SharedProviders } from '@cadeau/ui/theme';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import CockpitLayout, { NARROW_QUERY, visibleFor } from './CockpitLayout';

const user = (over: Partial<MyUser>): MyUser =>
  ({
    id: 'u',
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.ch',
    language: 'en',
    roles: [],
    isPlatformAdmin: false,
    organizations: [],
    currentOrganizationId: null,
    inpersonated: false,
    sessionId: 's',
    ...over,
  }) as MyUser;
const keys = (u: MyUser | null) => visibleFor(u).map((i) => i.key);

describe('cockpit navigation', () => {
  it('shows organisation pages only with a current organisation', () => {
    expect(keys(user({}))).toEqual(['/cockpit/dashboard', '/cockpit/my-profile', '/cockpit/my-settings']);
    expect(keys(user({ currentOrganizationId: 'o' }))).toEqual([
      '/cockpit/dashboard',
      '/cockpit/my-organization',
      '/cockpit/conversations',
      '/cockpit/payments',
      '/cockpit/my-profile',
      '/cockpit/my-settings',
    ]);
  });

  it("shows the administrators every organisation's money: invoices, budgets and bank payments (issue 19)", () => {
    const nav = keys(user({ isPlatformAdmin: true }));
    for (const path of ['/cockpit/payments', '/cockpit/invoices', '/cockpit/budgets', '/cockpit/bank-payments'])
      expect(nav).toContain(path);
    expect(keys(user({ currentOrganizationId: 'o' }))).not.toContain('/cockpit/invoices');
  });

  it('shows a platform administrator the administration pages and every conversation, without a current organisation', () => {
    const nav = keys(user({ isPlatformAdmin: true }));
    expect(nav).toContain('/cockpit/conversations');
    expect(nav).toContain('/cockpit/organizations');
    expect(nav).not.toContain('/cockpit/my-organization');
    expect(nav[0]).toBe('/cockpit/dashboard');
  });

  it('shows the products to a seller organisation and platform administrators only', () => {
    const org = (features: string[]) => ({ id: 'o', name: 'O', status: 'approved' as const, roles: [], features });
    expect(keys(user({ currentOrganizationId: 'o', organizations: [org(['seller'])] }))).toContain('/cockpit/products');
    expect(keys(user({ currentOrganizationId: 'o', organizations: [org(['giver'])] }))).not.toContain(
      '/cockpit/products',
    );
    // The seller feature of another (not the current) organisation does not count.
    expect(
      keys(user({ currentOrganizationId: 'o', organizations: [org(['giver']), { ...org(['seller']), id: 'p' }] })),
    ).not.toContain('/cockpit/products');
    expect(keys(user({ isPlatformAdmin: true }))).toContain('/cockpit/products');
  });

  it('shows the campaigns to a giver organisation and platform administrators only', () => {
    const org = (features: string[]) => ({ id: 'o', name: 'O', status: 'approved' as const, roles: [], features });
    const giver = keys(user({ currentOrganizationId: 'o', organizations: [org(['giver'])] }));
    expect(giver).toContain('/cockpit/campaigns');
    // Right after the dashboard: a giver's daily work.
    expect(giver.indexOf('/cockpit/campaigns')).toBe(1);
    expect(keys(user({ currentOrganizationId: 'o', organizations: [org(['seller'])] }))).not.toContain(
      '/cockpit/campaigns',
    );
    // The giver feature of another (not the current) organisation does not count.
    expect(
      keys(user({ currentOrganizationId: 'o', organizations: [org(['seller']), { ...org(['giver']), id: 'p' }] })),
    ).not.toContain('/cockpit/campaigns');
    expect(keys(user({ isPlatformAdmin: true }))).toContain('/cockpit/campaigns');
  });

  it('shows the orders to seller and giver organisations and platform administrators only', () => {
    const org = (features: string[]) => ({ id: 'o', name: 'O', status: 'approved' as const, roles: [], features });
    for (const features of [['seller'], ['giver'], ['giver', 'seller']])
      expect(keys(user({ currentOrganizationId: 'o', organizations: [org(features)] }))).toContain('/cockpit/orders');
    expect(keys(user({ currentOrganizationId: 'o', organizations: [org([])] }))).not.toContain('/cockpit/orders');
    // The features of another (not the current) organisation do not count.
    expect(
      keys(user({ currentOrganizationId: 'o', organizations: [org([]), { ...org(['seller', 'giver']), id: 'p' }] })),
    ).not.toContain('/cockpit/orders');
    expect(keys(user({ isPlatformAdmin: true }))).toContain('/cockpit/orders');
  });

  it('shows nothing that needs a role while the user is unknown', () => {
    expect(keys(null)).toEqual(['/cockpit/dashboard', '/cockpit/my-profile', '/cockpit/my-settings']);
  });
});

/** A window whose width the test sets: matchMedia answers NARROW_QUERY from it and tells listeners of changes. */
function fakeWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === NARROW_QUERY && width < 992;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    resize(to: number) {
      width = to;
      act(() => listeners.forEach((l) => l()));
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('cockpit frame', () => {
  let api: ReturnType<typeof stubFetch> | undefined;
  let screenWidth: ReturnType<typeof fakeWidth> | undefined;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    queryClient.clear();
    window.history.pushState(null, '', '/cockpit/my-profile/password');
    api = stubFetch({
      'GET /api/notification': { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0, unreadCount: 0 } },
      'POST /api/auth/logout': { status: 204 },
    });
    setMyUser(aUser() as MyUser);
  });
  afterEach(() => {
    api?.restore();
    screenWidth?.restore();
    screenWidth = undefined;
  });
  const renderFrame = () =>
    render(
      <SharedProviders>
        <CockpitLayout>
          <p>page</p>
        </CockpitLayout>
      </SharedProviders>,
    );

  it('marks the current page in the navigation and navigates inside the page, keeping real links', () => {
    renderFrame();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const profile = within(nav).getByRole('link', { name: 'My profile' });
    expect(profile).toHaveAttribute('href', '/cockpit/my-profile');
    expect(profile).toHaveAttribute('aria-current', 'page');
    const settings = within(nav).getByRole('link', { name: 'My settings' });
    expect(settings).not.toHaveAttribute('aria-current');
    // A modified click (new tab) is left to the browser: its default is not prevented (the listener on the
    // document runs after React's, and stops jsdom, which cannot open tabs).
    let leftToBrowser: boolean | undefined;
    const record = (e: MouseEvent) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(settings, { ctrlKey: true });
    document.removeEventListener('click', record);
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/cockpit/my-profile/password');
    fireEvent.click(settings);
    expect(window.location.pathname).toBe('/cockpit/my-settings');
    // single-spa replays pushState as popstate in the page; here the test does.
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(settings).toHaveAttribute('aria-current', 'page');
    expect(profile).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.queryByTestId('navigation-toggle')).not.toBeInTheDocument();
  });

  it("counts what waits for a platform administrator beside the dashboard's link (issue 20), for nobody else", async () => {
    api?.restore();
    const counts = {
      organizationReview: 2,
      productReview: 0,
      campaignReview: 1,
      depositOverdue: 0,
      payoutRequest: 0,
      conversationOpen: 0,
      bankPaymentUnmatched: 0,
      contactUnanswered: 0,
    };
    api = stubFetch({
      'GET /api/notification': { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0, unreadCount: 0 } },
      'GET /api/platform/tasks': { status: 200, body: { items: [], counts, total: 3 } },
    });
    setMyUser(aUser({ isPlatformAdmin: true }) as MyUser);
    renderFrame();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard 3 tasks waiting' })).toHaveAttribute(
      'href',
      '/cockpit/dashboard',
    );
    expect(within(nav).getByTestId('nav-badge-/cockpit/dashboard')).toHaveTextContent('3');
  });

  it("counts a seller's orders to ship beside the dashboard's link, and reads them again when a new order is told", async () => {
    api?.restore();
    let toShip = 2;
    api = stubFetch({
      'GET /api/notification': { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0, unreadCount: 0 } },
      'GET /api/order': () => ({ status: 200, body: { items: [], page: 1, pageSize: 5, total: toShip } }),
    });
    const seller = { id: 'o', name: 'O', status: 'approved', roles: ['admin'], features: ['seller'] };
    setMyUser(aUser({ currentOrganizationId: 'o', organizations: [seller] }) as MyUser);
    renderFrame();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard 2 tasks waiting' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/order')!.query).toMatchObject({ side: 'seller', status: 'placed' });
    expect(api.calls.some((c) => c.path === '/api/platform/tasks')).toBe(false);
    toShip = 3;
    act(() =>
      addPushedNotification({
        id: '5b0c8c9e-6a39-4d55-9b3c-000000000001',
        type: 'notification.orderPlaced',
        data: { orderId: 'x', number: 'B-000042', productName: { de: 'Kerze', en: 'Candle' } },
        path: '/cockpit/orders/x',
        readAt: null,
        createdAt: new Date().toISOString(),
      }),
    );
    expect(await within(nav).findByRole('link', { name: 'Dashboard 3 tasks waiting' })).toBeInTheDocument();
  });

  it('asks a member nothing about the platform tasks', async () => {
    renderFrame();
    await screen.findByRole('link', { name: 'Dashboard' });
    expect(api!.calls.some((c) => c.path === '/api/platform/tasks')).toBe(false);
    expect(screen.queryByTestId('nav-badge-/cockpit/dashboard')).not.toBeInTheDocument();
  });

  it('folds the navigation away on narrow screens behind a toggle', () => {
    screenWidth = fakeWidth(600);
    renderFrame();
    const toggle = screen.getByTestId('navigation-toggle');
    expect(toggle).toHaveAccessibleName('Main navigation');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    // Choosing a page folds it away again.
    fireEvent.click(within(nav).getByRole('link', { name: 'My settings' }));
    expect(window.location.pathname).toBe('/cockpit/my-settings');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // Wide again: the navigation is always there and the toggle is gone.
    screenWidth.resize(1280);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.queryByTestId('navigation-toggle')).not.toBeInTheDocument();
  });

  it('keeps the header to one row on narrow screens: the switches open with the navigation, over the page', () => {
    screenWidth = fakeWidth(390);
    renderFrame();
    const header = screen.getByRole('banner');
    expect(within(header).queryByTestId('language-switch')).not.toBeInTheDocument();
    expect(within(header).queryByTestId('color-mode-switch')).not.toBeInTheDocument();
    // The user menu shows only its icon; its name still says whose menu it is.
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('User menu: Gina Giver');
    expect(screen.getByTestId('user-menu')).not.toHaveTextContent('Gina Giver');
    const toggle = screen.getByTestId('navigation-toggle');
    fireEvent.click(toggle);
    const panel = screen.getByTestId('navigation-panel');
    expect(panel).toHaveClass('cockpit-drawer');
    expect(within(panel).getByTestId('language-switch')).toBeVisible();
    expect(within(panel).getByTestId('color-mode-switch')).toBeVisible();
    // Escape closes the drawer, and so does a click on the page beside it.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.click(document.querySelector('.cockpit-backdrop')!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Wide: the switches are back in the header and the navigation is a column beside the page.
    screenWidth.resize(1280);
    expect(within(header).getByTestId('language-switch')).toBeVisible();
    expect(screen.getByTestId('navigation-panel')).not.toHaveClass('cockpit-drawer');
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Gina Giver');
  });

  it('opens the user menu from the keyboard, moves with the arrows and returns focus on Escape', () => {
    renderFrame();
    const button = screen.getByTestId('user-menu');
    expect(button).toHaveAccessibleName('User menu: Gina Giver');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // A native button turns Enter and Space into a click; jsdom does not, so the test clicks after focusing it.
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByTestId('user-menu-email')).toHaveTextContent('giver@cadeau.test');
    const logout = within(menu).getByRole('menuitem', { name: 'Log out' });
    // The e-mail is shown but disabled, so the only item to move through is logout.
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: 'ArrowDown' });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: 'Home' });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // ArrowUp on the button opens it on its last item.
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('closes the user menu on a click outside and logs out when logout is chosen', async () => {
    renderFrame();
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText('page'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(screen.getByTestId('logout'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(api?.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
  });
});
