import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { chooseOption, optionsOf } from '@cadeau/ui/testing/render-page';
import { idOf, pagedList, queriesTo } from '../test/list-server';
import { renderPage } from '../test/render';
import InvitationsPage from './InvitationsPage';

// 40 invitations of three organisations: even ones pending with the roles admin and manager, odd ones
// accepted as plain users; every fifth was sent by an account that no longer exists (invitedBy null).
const invitations = Array.from({ length: 40 }, (_v, i) => ({
  id: idOf(i),
  organizationId: idOf(100 + (i % 3)),
  organizationName: `Shop ${i % 3}`,
  email: `guest${i}@cadeau.test`,
  roles: i % 2 === 0 ? ['admin', 'manager'] : ['user'],
  status: i % 2 === 0 ? 'pending' : 'accepted',
  invitedBy: i % 5 === 0 ? null : { id: idOf(200), name: 'Gina Admin', email: 'gina@cadeau.test' },
  createdAt: '2026-11-20T12:00:00.000Z',
  acceptedAt: i % 2 === 0 ? null : '2026-11-21T12:00:00.000Z',
}));
const matches = (inv: (typeof invitations)[number], q: Record<string, string>) =>
  (!q.status || inv.status === q.status) && (!q.q || inv.email.includes(q.q));

const PATH = '/api/organization/invitation/list';
const DEFAULT = { page: '1', pageSize: '25', sort: 'createdAt', order: 'desc' };

describe('all invitations (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({ [`GET ${PATH}`]: pagedList(invitations, matches) });
  });
  afterEach(() => api.restore());

  const open = () => renderPage(<InvitationsPage />, { path: '/cockpit/invitations', url: '/cockpit/invitations' });
  const lastQuery = () => queriesTo(api.calls, PATH).at(-1);
  const rows = () => screen.getAllByTestId<HTMLTableRowElement>('invitations-table-row');
  const header = (name: string) => screen.getByRole('columnheader', { name });

  it("asks for page 1, newest first, and shows the server's rows with links to the organisations", async () => {
    open();
    expect(await screen.findByText('guest0@cadeau.test')).toBeInTheDocument();
    expect(queriesTo(api.calls, PATH)).toEqual([DEFAULT]);
    expect(rows()).toHaveLength(25);

    const first = within(rows()[0]!);
    expect(first.getByRole('link', { name: 'Shop 0' })).toHaveAttribute('href', `/cockpit/organizations/${idOf(100)}`);
    expect(first.getByText('Administrator')).toBeInTheDocument();
    expect(first.getByText('Manager')).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('—')).toBeInTheDocument();
    expect(first.getByText('11/20/26')).toBeInTheDocument();
    const second = within(rows()[1]!);
    expect(second.getByRole('link', { name: 'Shop 1' })).toHaveAttribute('href', `/cockpit/organizations/${idOf(101)}`);
    expect(second.getByText('User')).toBeInTheDocument();
    expect(second.getByText('Accepted')).toBeInTheDocument();
    expect(second.getByText('Gina Admin')).toBeInTheDocument();
    // Who invited, by name, with the e-mail address as a secondary detail under it (issue 9).
    expect(second.getByTestId('invited-by')).toHaveTextContent(/^Gina Admingina@cadeau\.test$/);

    expect(header('Invited on')).toHaveAttribute('aria-sort', 'descending');
    expect(header('E-mail')).toHaveAttribute('aria-sort', 'none');
    expect(header('Status')).toHaveAttribute('aria-sort', 'none');
    expect(header('Organisation')).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('40 entries')).toBeInTheDocument();
  });

  it('pages forwards and back, with the buttons disabled at the ends', async () => {
    open();
    await screen.findByText('guest0@cadeau.test');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('guest39@cadeau.test')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ ...DEFAULT, page: '2' });
    expect(rows()).toHaveLength(15);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Page 1 is cached for the query client's staleTime; forget it so that Previous has to ask the server.
    queryClient.removeQueries({ queryKey: ['admin', 'invitations'] });
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(queriesTo(api.calls, PATH)).toHaveLength(3));
    expect(lastQuery()).toEqual(DEFAULT);
    expect(await screen.findByText('guest0@cadeau.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('sorts on the server by a clicked or keyboard-activated header, flipping the order', async () => {
    open();
    await screen.findByText('guest0@cadeau.test');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, page: '2' }));

    // A new sort starts again at page 1.
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, sort: 'email', order: 'asc' }));
    expect(header('E-mail')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Invited on')).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, sort: 'email', order: 'desc' }));
    expect(header('E-mail')).toHaveAttribute('aria-sort', 'descending');

    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Status' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, sort: 'status', order: 'asc' }));
    expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, sort: 'status', order: 'desc' }));
    expect(header('Status')).toHaveAttribute('aria-sort', 'descending');
    expect(header('E-mail')).toHaveAttribute('aria-sort', 'none');
  });

  it('sends the status filter and the search text, each starting again at page 1', async () => {
    open();
    await screen.findByText('guest0@cadeau.test');
    const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    next();
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, page: '2' }));
    await chooseOption(screen.getByLabelText('Status'), 'Accepted');
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, status: 'accepted' }));
    expect(await screen.findByText('20 entries')).toBeInTheDocument();
    expect(rows().map((r) => r.cells[3]!.textContent)).toEqual(Array(20).fill('Accepted'));

    // Back to all statuses and to page 2 (both still cached), then search.
    await chooseOption(screen.getByLabelText('Status'), 'Status: All');
    expect(await screen.findByText('40 entries')).toBeInTheDocument();
    next();
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' guest1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, q: 'guest1' }));
    // guest1 and guest10 to guest19.
    expect(await screen.findByText('11 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows the empty state when the server finds nothing', async () => {
    api.restore();
    api = stubFetch({ [`GET ${PATH}`]: pagedList([]) });
    open();
    expect(await screen.findByText('No entries.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('invitations-table-row')).toHaveLength(0);
    expect(screen.getByText('0 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    open();
    expect(await screen.findByText('guest0@cadeau.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Einladungen' })).toBeInTheDocument();
    expect(header('Eingeladen am')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Eingeladen von')).toBeInTheDocument();
    expect(header('Rollen')).toBeInTheDocument();
    const first = within(rows()[0]!);
    expect(first.getByText('Ausstehend')).toBeInTheDocument();
    expect(first.getByText('20.11.26')).toBeInTheDocument();
    const second = within(rows()[1]!);
    expect(second.getByText('Angenommen')).toBeInTheDocument();
    expect(second.getByText('Benutzer')).toBeInTheDocument();
    expect(await optionsOf(screen.getByLabelText('Status'))).toEqual(['Status: Alle', 'Ausstehend', 'Angenommen']);
    expect(screen.getByText('40 Einträge')).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
  });

  it('deletes a pending invitation only after a confirmation and shows the list without it (issue 9)', async () => {
    const deleted = new Set<string>();
    api.restore();
    api = stubFetch({
      [`GET ${PATH}`]: pagedList(invitations, (inv, q) => !deleted.has(inv.id) && matches(inv, q)),
      [`DELETE /api/organization/invitation/${idOf(0)}`]: () => {
        deleted.add(idOf(0));
        return { status: 204 };
      },
    });
    open();
    await screen.findByText('guest0@cadeau.test');
    expect(
      within(rows()[1]!).getByRole('button', { name: 'Delete the invitation of guest1@cadeau.test' }),
    ).toBeDisabled();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Delete the invitation of guest0@cadeau.test' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the invitation of guest0@cadeau.test?');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-delete-invitation'));
    await waitFor(() => expect(screen.queryByText('guest0@cadeau.test')).not.toBeInTheDocument());
    expect(screen.getByText('39 entries')).toBeInTheDocument();
  });
});
