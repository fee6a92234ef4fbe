import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { addPushedNotification, queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { AntdTheme, SharedProviders } from '@cadeau/ui/theme';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { chooseOption, optionsOf } from '@cadeau/ui/testing/render-page';
import type { MyUser } from '@cadeau/contracts';
import { ADMIN_CHOICES, AFTER_SWITCH_PATH, OrganizationSwitcher } from './OrganizationSwitcher';
import { NotificationBell } from './NotificationBell';
import { ImpersonationBanner } from './ImpersonationBanner';

const A = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002';
const B = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0009';
const twoOrgs = aUser({
  organizations: [
    { id: A, name: 'Giver AG', status: 'approved', roles: ['admin'], features: ['giver'] },
    { id: B, name: 'Second AG', status: 'approved', roles: ['user'], features: ['giver'] },
  ],
}) as MyUser;

const wrap = (node: React.ReactNode) => (
  <SharedProviders>
    <AntdTheme antd={antdKit}>{node}</AntdTheme>
  </SharedProviders>
);
const inTheme = (node: React.ReactNode) => render(wrap(node));

describe('cockpit header extras', () => {
  let api: ReturnType<typeof stubFetch> | undefined;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    queryClient.clear();
    window.history.pushState(null, '', '/cockpit/my-profile');
  });
  afterEach(() => api?.restore());

  it('hides the organisation switcher from a member of one organisation', () => {
    api = stubFetch({});
    setMyUser(aUser() as MyUser);
    inTheme(<OrganizationSwitcher />);
    expect(screen.queryByLabelText('Current organisation')).not.toBeInTheDocument();
  });

  it('switches the current organisation and goes to the dashboard (spec section 2)', async () => {
    api = stubFetch({
      'PUT /api/user/current-organization': (call) => ({
        status: 200,
        body: { ...twoOrgs, currentOrganizationId: (call.body as { organizationId: string }).organizationId },
      }),
    });
    setMyUser(twoOrgs);
    inTheme(<OrganizationSwitcher />);
    await chooseOption(await screen.findByLabelText('Current organisation'), 'Second AG');
    await waitFor(() => expect(window.location.pathname).toBe('/cockpit/dashboard'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ organizationId: B });
  });

  it('lets a platform administrator search the server when there are more organisations than the list offers', async () => {
    const org = (i: number) => ({
      id: `5b0c8c9e-6a39-4d55-9b3c-${String(i).padStart(12, '0')}`,
      name: `Org ${String(i).padStart(3, '0')}`,
      status: 'approved',
      features: ['giver'],
    });
    const total = ADMIN_CHOICES + 50;
    api = stubFetch({
      'GET /api/organization/list': (call) => {
        const q = call.query.q;
        const matching = Array.from({ length: total }, (_, i) => org(i + 1)).filter((o) => !q || o.name.includes(q));
        return {
          status: 200,
          body: {
            items: matching.slice(0, Number(call.query.pageSize)),
            page: 1,
            pageSize: Number(call.query.pageSize),
            total: matching.length,
          },
        };
      },
      'PUT /api/user/current-organization': (call) => ({
        status: 200,
        body: {
          ...aUser({ isPlatformAdmin: true, organizations: [] }),
          currentOrganizationId: (call.body as { organizationId: string }).organizationId,
        },
      }),
    });
    setMyUser(aUser({ isPlatformAdmin: true, organizations: [], currentOrganizationId: null }) as MyUser);
    inTheme(<OrganizationSwitcher />);
    const search = await screen.findByLabelText('Find organisation');
    const select = screen.getByLabelText('Current organisation');
    await waitFor(async () => expect(await optionsOf(select)).toContain('Org 001'));
    expect(await optionsOf(select)).not.toContain('Org 250');
    fireEvent.change(search, { target: { value: 'Org 25' } });
    // After the search's debounce and the server's answer.
    await waitFor(async () => expect(await optionsOf(select)).toContain('Org 250'));
    expect(api.calls.filter((c) => c.path === '/api/organization/list').at(-1)?.query).toMatchObject({
      q: 'Org 25',
      sort: 'name',
      order: 'asc',
    });
    await chooseOption(select, 'Org 250');
    await waitFor(() => expect(window.location.pathname).toBe(AFTER_SWITCH_PATH));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ organizationId: org(250).id });
  });

  it('shows the unread count, adds pushed notifications and marks all as read', async () => {
    const n = (id: string, type: string, data: Record<string, unknown>) => ({
      id,
      type,
      data,
      path: null,
      readAt: null as string | null,
      createdAt: '2026-11-22T01:00:00.000Z',
    });
    // The server's notifications of this user.
    let items = [
      n('5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0901', 'notification.organizationRegistered', {
        organizationName: 'Berner Chocolatier',
      }),
    ];
    const unread = () => items.filter((x) => !x.readAt).length;
    api = stubFetch({
      'GET /api/notification': () => ({
        status: 200,
        body: { items, page: 1, pageSize: 20, total: items.length, unreadCount: unread() },
      }),
      'PUT /api/notification': () => {
        items = items.map((x) => ({ ...x, readAt: '2026-11-22T02:00:00.000Z' }));
        return { status: 200, body: { unreadCount: 0 } };
      },
    });
    setMyUser(aUser() as MyUser);
    inTheme(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    // A new one is created on the server and pushed through the socket.
    const pushed = n('5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0902', 'notification.contactReceived', { name: 'Anna' });
    items = [pushed, ...items];
    addPushedNotification(pushed);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const bell = screen.getByTestId('notification-bell');
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    expect(await within(panel).findByText('New organisation registered: Berner Chocolatier')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('notifications-read-all'));
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ all: true, read: true });
  });

  it('names the person of a notification by name, with the e-mail address as the secondary detail', async () => {
    api = stubFetch({
      'GET /api/notification': () => ({
        status: 200,
        body: {
          items: [
            {
              id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0904',
              type: 'notification.invitationAccepted',
              data: { name: 'Anna Muster', email: 'anna@cadeau.test', organizationName: 'Giver AG' },
              path: null,
              readAt: null,
              createdAt: '2026-11-22T01:00:00.000Z',
            },
          ],
          page: 1,
          pageSize: 20,
          total: 1,
          unreadCount: 1,
        },
      }),
    });
    setMyUser(aUser() as MyUser);
    inTheme(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = await screen.findByTestId('notification');
    expect(item).toHaveTextContent(/^Anna Muster joined Giver AG/);
    expect(within(item).getByText(/^anna@cadeau\.test · /)).toBeInTheDocument();
  });

  it('closes the bell panel on Escape (focus back on the bell), on a click outside and on opening a notification', async () => {
    const item = {
      id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0903',
      type: 'notification.contactReceived',
      data: { name: 'Anna' },
      path: '/cockpit/contacts',
      readAt: null as string | null,
      createdAt: '2026-11-22T01:00:00.000Z',
    };
    api = stubFetch({
      'GET /api/notification': () => ({
        status: 200,
        body: { items: [item], page: 1, pageSize: 20, total: 1, unreadCount: item.readAt ? 0 : 1 },
      }),
      'PUT /api/notification': () => {
        item.readAt = '2026-11-22T02:00:00.000Z';
        return { status: 200, body: { unreadCount: 0 } };
      },
    });
    setMyUser(aUser() as MyUser);
    render(
      wrap(
        <>
          <p>outside</p>
          <NotificationBell />
        </>,
      ),
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    fireEvent.click(bell);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(bell);
    fireEvent.click(await screen.findByTestId('notification'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/cockpit/contacts');
    await waitFor(() =>
      expect(api?.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [item.id], read: true }),
    );
  });

  it('shows the impersonation banner only while impersonating', async () => {
    api = stubFetch({});
    setMyUser(aUser() as MyUser);
    const { rerender } = inTheme(<ImpersonationBanner />);
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
    setMyUser(aUser({ inpersonated: true }) as MyUser);
    rerender(wrap(<ImpersonationBanner />));
    expect(await screen.findByRole('status')).toHaveTextContent('You are acting as Gina Giver (giver@cadeau.test).');
    expect(screen.getByRole('button', { name: 'End impersonation' })).toBeInTheDocument();
  });
});
