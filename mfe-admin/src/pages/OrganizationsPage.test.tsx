import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { chooseOption, chosenOption, optionsOf } from '@cadeau/ui/testing/render-page';
import { idOf, pagedList, queriesTo } from '../test/list-server';
import { anOrganization, renderPage } from '../test/render';
import OrganizationsPage from './OrganizationsPage';

const statuses = ['pending', 'approved', 'rejected', 'blocked'];
// 60 organisations: statuses in turn, even ones sellers, odd ones givers.
const organizations = Array.from({ length: 60 }, (_v, i) =>
  anOrganization({
    id: idOf(i),
    name: `Org ${i}`,
    companyName: `Org ${i} AG`,
    uid: `CHE-100.000.${String(i).padStart(3, '0')}`,
    status: statuses[i % 4],
    features: i % 2 === 0 ? ['seller'] : ['giver'],
    createdAt: '2026-11-20T12:00:00.000Z',
  }),
);
// The server's WHERE for the filters this page offers.
const matches = (o: (typeof organizations)[number], q: Record<string, string>) =>
  (!q.status || o.status === q.status) &&
  (!q.feature || o.features.includes(q.feature)) &&
  (!q.q || o.name.includes(q.q));

const PATH = '/api/organization/list';
const DEFAULT = { page: '1', pageSize: '25', sort: 'createdAt', order: 'desc' };

describe('all organisations (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({ [`GET ${PATH}`]: pagedList(organizations, matches) });
  });
  afterEach(() => api.restore());

  const open = () =>
    renderPage(<OrganizationsPage />, { path: '/cockpit/organizations', url: '/cockpit/organizations' });
  const lastQuery = () => queriesTo(api.calls, PATH).at(-1);
  const rows = () => screen.getAllByTestId('organizations-table-row');
  const header = (name: string) => screen.getByRole('columnheader', { name });

  it("asks for page 1, newest first, and shows the server's rows with links to each organisation", async () => {
    open();
    expect(await screen.findByText('Org 0')).toBeInTheDocument();
    expect(queriesTo(api.calls, PATH)).toEqual([DEFAULT]);

    expect(rows()).toHaveLength(25);
    const first = within(rows()[0]!);
    expect(first.getByRole('link', { name: 'Org 0' })).toHaveAttribute('href', `/cockpit/organizations/${idOf(0)}`);
    expect(first.getByText('Org 0 AG')).toBeInTheDocument();
    expect(first.getByText('CHE-100.000.000')).toBeInTheDocument();
    expect(first.getByTestId('status')).toHaveTextContent('Pending');
    expect(first.getByText('Seller')).toBeInTheDocument();
    expect(first.getByText('11/20/26')).toBeInTheDocument();
    expect(within(rows()[1]!).getByTestId('status')).toHaveTextContent('Approved');
    expect(within(rows()[1]!).getByText('Giver')).toBeInTheDocument();

    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Status')).toHaveAttribute('aria-sort', 'none');
    // Columns the server cannot sort by offer no sorting.
    expect(header('Company name')).not.toHaveAttribute('aria-sort');
    expect(within(header('Company name')).queryByRole('button')).toBeNull();
    expect(screen.getByText('60 entries')).toBeInTheDocument();
  });

  it('pages forwards and back, with the buttons disabled at the ends', async () => {
    open();
    await screen.findByText('Org 0');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Org 25')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ ...DEFAULT, page: '2' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Org 59')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ ...DEFAULT, page: '3' });
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Page 2 is cached for the query client's staleTime; forget it so that Previous has to ask the server.
    queryClient.removeQueries({ queryKey: ['admin', 'organizations'] });
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(queriesTo(api.calls, PATH)).toHaveLength(4));
    expect(lastQuery()).toEqual({ ...DEFAULT, page: '2' });
    expect(await screen.findByText('Org 25')).toBeInTheDocument();

    // Another page size starts again at page 1.
    await chooseOption(screen.getByLabelText('Entries per page'), '50 per page');
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, pageSize: '50' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('sorts on the server by a clicked or keyboard-activated header, flipping the order', async () => {
    open();
    await screen.findByText('Org 0');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));

    // A new sort starts again at page 1.
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '25', sort: 'name', order: 'asc' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Created')).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '25', sort: 'name', order: 'desc' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    const user = userEvent.setup();
    const status = screen.getByRole('button', { name: 'Status' });
    status.focus();
    expect(status).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '25', sort: 'status', order: 'asc' }));
    expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '25', sort: 'status', order: 'desc' }));
    expect(header('Status')).toHaveAttribute('aria-sort', 'descending');
  });

  it('flips the default descending column instead of dropping the sort', async () => {
    open();
    await screen.findByText('Org 0');
    fireEvent.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, order: 'asc' }));
    expect(header('Created')).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(header('Created')).toHaveAttribute('aria-sort', 'descending'));
    // Back to the first query, still cached: the rows come from it without asking again.
    expect(queriesTo(api.calls, PATH)).toEqual([DEFAULT, { ...DEFAULT, order: 'asc' }]);
    expect(screen.getByText('Org 0')).toBeInTheDocument();
  });

  it('sends each filter and the search text, each starting again at page 1', async () => {
    open();
    await screen.findByText('Org 0');
    const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    next();
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, page: '2' }));
    await chooseOption(screen.getByLabelText('Feature'), 'Giver');
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, feature: 'giver' }));
    expect(await screen.findByText('30 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    next();
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, feature: 'giver', page: '2' }));
    await chooseOption(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, feature: 'giver', status: 'approved' }));
    expect(await screen.findByText('15 entries')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('organizations-table'))
        .getAllByTestId('status')
        .map((s) => s.textContent),
    ).toEqual(Array(15).fill('Approved'));

    // "All" removes the parameter.
    await chooseOption(screen.getByLabelText('Feature'), 'Feature: All');
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, status: 'approved' }));

    // Back to no filter and to page 2 (both still cached), then search.
    await chooseOption(screen.getByLabelText('Status'), 'Status: All');
    expect(await screen.findByText('60 entries')).toBeInTheDocument();
    next();
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  Org 1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, q: 'Org 1' }));
    expect(await screen.findByText('11 entries')).toBeInTheDocument();
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Org 1',
      ...Array.from({ length: 10 }, (_v, i) => `Org 1${i}`),
    ]);
  });

  it('starts filtered by the status a link names (the dashboard links to ?status=pending)', async () => {
    renderPage(<OrganizationsPage />, { path: '/cockpit/organizations', url: '/cockpit/organizations?status=pending' });
    expect(await screen.findByText('15 entries')).toBeInTheDocument();
    expect(queriesTo(api.calls, PATH)).toEqual([{ ...DEFAULT, status: 'pending' }]);
    expect(chosenOption(screen.getByLabelText('Status'))).toBe('Pending');
    // What the e2e dashboard test reads: the filter's test id names the whole select.
    expect(screen.getByTestId('organizations-table-filter-status')).toHaveTextContent('Pending');
    // The filter stays the person's to change.
    await chooseOption(screen.getByLabelText('Status'), 'Status: All');
    await waitFor(() => expect(lastQuery()).toEqual(DEFAULT));
  });

  it('ignores a status in the link that is no status', async () => {
    renderPage(<OrganizationsPage />, {
      path: '/cockpit/organizations',
      url: '/cockpit/organizations?status=nonsense',
    });
    expect(await screen.findByText('60 entries')).toBeInTheDocument();
    expect(queriesTo(api.calls, PATH)).toEqual([DEFAULT]);
  });

  it('shows the empty state when the server finds nothing', async () => {
    api.restore();
    api = stubFetch({ [`GET ${PATH}`]: pagedList([]) });
    open();
    expect(await screen.findByText('No entries.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('organizations-table-row')).toHaveLength(0);
    expect(screen.getByText('0 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    open();
    expect(await screen.findByText('Org 0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Organisationen' })).toBeInTheDocument();
    expect(header('Erstellt')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Firmenname')).toBeInTheDocument();
    expect(header('Funktionen')).toBeInTheDocument();
    const first = within(rows()[0]!);
    expect(first.getByTestId('status')).toHaveTextContent('In Prüfung');
    expect(first.getByText('Anbieter')).toBeInTheDocument();
    expect(first.getByText('20.11.26')).toBeInTheDocument();
    expect(await optionsOf(screen.getByLabelText('Status'))).toContain('Status: Alle');
    expect(await optionsOf(screen.getByLabelText('Funktion'))).toContain('Schenker');
    expect(screen.getByText('60 Einträge')).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByText('Seite 2 von 3')).toBeInTheDocument();
  });
});
