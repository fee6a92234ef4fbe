import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { antdKit } from '@cadeau/ui/antd';
import { queryClient, queryKeys } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { toasts } from '@cadeau/ui/toast';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import SettingsPage from './SettingsPage';

const userEvent = userEventLib.setup({ delay: null });
const me = aUser();
const mine = {
  id: me.sessionId,
  device: 'Desktop',
  browser: 'Chrome 140',
  ip: '127.0.0.1',
  userAgent: 'ua',
  createdAt: '2026-11-20T08:05:00Z',
  lastSeenAt: '2026-11-22T17:30:00Z',
  current: true,
};
const other = {
  id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0077',
  device: 'iPhone',
  browser: 'Mobile Safari 18',
  ip: '203.0.113.9',
  userAgent: 'ua',
  createdAt: '2026-11-01T10:00:00Z',
  lastSeenAt: '2026-11-21T09:00:00Z',
  current: false,
};

/** The server's answer: one page of sessions (GET /user/{userId}/sessions pages on the server). */
const page = (items: object[], total = items.length) => ({
  status: 200,
  body: { items, page: 1, pageSize: 10, total },
});

function renderPage() {
  return render(
    <AppProviders antd={antdKit}>
      <SettingsPage />
    </AppProviders>,
  );
}

describe('my settings: active sessions', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    queryClient.clear();
    toasts.clear();
  });

  it('lists the sessions with the current one tagged and dates per locale', async () => {
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: me },
      [`GET /api/user/${me.id}/sessions`]: page([mine, other]),
    });
    renderPage();
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('this-device')).toHaveTextContent('This device');
    expect(within(rows[1]).queryByTestId('this-device')).toBeNull();
    expect(rows[1]).toHaveTextContent('203.0.113.9');
    // en: mm/dd/yy (the exact time depends on the time zone of the machine).
    expect(rows[1]).toHaveTextContent(/11\/01\/26/);
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText(/01\.11\.26/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Gerät' })).toBeInTheDocument();
  });

  it('shows the impersonations a platform administrator opened among its sessions, with whom they act as', async () => {
    const impersonation = {
      ...other,
      id: '33333333-3333-4333-8333-333333333333',
      impersonating: { userId: '44444444-4444-4444-8444-444444444444', email: 'ines@example.ch' },
    };
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: me },
      [`GET /api/user/${me.id}/sessions`]: page([mine, impersonation]),
    });
    renderPage();
    const rows = await screen.findAllByTestId('session-row');
    expect(within(rows[1]).getByTestId('session-impersonating')).toHaveTextContent('Impersonating ines@example.ch');
    expect(within(rows[0]).queryByTestId('session-impersonating')).toBeNull();
  });

  it('ends another session after a confirmation, with the keyboard, and reloads the list', async () => {
    let sessions = [mine, other];
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: me },
      [`GET /api/user/${me.id}/sessions`]: () => page(sessions),
      [`DELETE /api/user/${me.id}/sessions/${other.id}`]: () => {
        sessions = [mine];
        return { status: 204 };
      },
    });
    renderPage();
    const endButton = await screen.findByRole('button', { name: 'End session: iPhone, Mobile Safari 18, 203.0.113.9' });
    endButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('End this session?')).toBeInTheDocument();
    expect(within(dialog).getByText('The device will be logged out.')).toBeInTheDocument();
    within(dialog).getByTestId('confirm-end-session').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/user/${me.id}/sessions/${other.id}`,
    ]);
    expect(toasts.list()).toEqual([
      expect.objectContaining({ severity: 'success', summary: 'The session has been ended.' }),
    ]);
  });

  it('ending this device logs the page out', async () => {
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: me },
      [`GET /api/user/${me.id}/sessions`]: page([mine]),
      [`DELETE /api/user/${me.id}/sessions/${mine.id}`]: { status: 204 },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /End session: Desktop/ }));
    expect(await screen.findByText('This is the device you are using: you will be logged out.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-end-session'));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.myUser)).toBeNull());
  });

  it('shows a translated error toast when ending fails', async () => {
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: me },
      [`GET /api/user/${me.id}/sessions`]: page([mine, other]),
      [`DELETE /api/user/${me.id}/sessions/${other.id}`]: { status: 404, body: { message: 'error.session.notFound' } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /End session: iPhone/ }));
    await userEvent.click(await screen.findByTestId('confirm-end-session'));
    await waitFor(() =>
      expect(toasts.list()[0]).toMatchObject({ severity: 'error', summary: 'This session does not exist (any more).' }),
    );
  });

  it('asks the server for one page, most recently used first, and pages on request', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      ...other,
      id: `5b0c8c9e-6a39-4d55-9b3c-${String(100 + i).padStart(12, '0')}`,
    }));
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: me },
      [`GET /api/user/${me.id}/sessions`]: page([mine, ...many], 23),
    });
    renderPage();
    expect(await screen.findAllByTestId('session-row')).toHaveLength(10);
    const lists = () => api.calls.filter((c) => c.method === 'GET' && c.path === `/api/user/${me.id}/sessions`);
    expect(lists()[0]!.query).toEqual({ page: '1', pageSize: '10', sort: 'lastSeenAt', order: 'desc' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sessions-table-next'));
    await waitFor(() => expect(lists().at(-1)!.query).toMatchObject({ page: '2', pageSize: '10' }));
  });

  it("says in the reader's language when device or browser were not recognised", async () => {
    const script = { ...other, device: null, browser: null, userAgent: 'curl/8.0' };
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: me },
      [`GET /api/user/${me.id}/sessions`]: page([mine, script]),
    });
    renderPage();
    const rows = await screen.findAllByTestId('session-row');
    expect(within(rows[1]!).getByTestId('session-device')).toHaveTextContent('Unknown device');
    expect(within(rows[1]!).getByTestId('session-browser')).toHaveTextContent('Unknown browser');
    expect(
      within(rows[1]!).getByRole('button', { name: 'End session: Unknown device, Unknown browser, 203.0.113.9' }),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(within(rows[1]!).getByTestId('session-device')).toHaveTextContent('Unbekanntes Gerät');
    expect(within(rows[1]!).getByTestId('session-browser')).toHaveTextContent('Unbekannter Browser');
  });

  it('ends all other sessions after a confirmation and keeps this one', async () => {
    const third = { ...other, id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0078', device: 'Windows 10' };
    let sessions: object[] = [mine, other, third];
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: me },
      [`GET /api/user/${me.id}/sessions`]: () => page(sessions),
      [`DELETE /api/user/${me.id}/sessions`]: () => {
        sessions = [mine];
        return { status: 200, body: { ended: 2 } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('End all other sessions?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Every other device where you are logged in will be logged out. This device stays logged in.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('confirm-end-other-sessions'));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/user/${me.id}/sessions`]);
    expect(toasts.list()).toEqual([
      expect.objectContaining({ severity: 'success', summary: '2 sessions have been ended.' }),
    ]);
    // Only this device is left: nothing more to end at once, and this browser is still logged in.
    expect(screen.queryByTestId('end-other-sessions')).toBeNull();
    expect(queryClient.getQueryData(queryKeys.myUser)).toEqual(me);
  });

  it('offers no "end all other sessions" when this device is the only one', async () => {
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: me },
      [`GET /api/user/${me.id}/sessions`]: page([mine]),
    });
    renderPage();
    await screen.findAllByTestId('session-row');
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });
});
