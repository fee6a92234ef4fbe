import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userListQuery } from '@cadeau/contracts';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { chooseOption } from '@cadeau/ui/testing/render-page';
import { renderPage } from '../test/render';
import UsersPage from './UsersPage';

const ORG = (n: number) => `5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e200${n}`;

/** Everyone is in no organisation but the first two: an organisation admin in two, and a platform administrator. */
function aSummary(i: number) {
  const extra =
    i === 0
      ? {
          organizations: [
            { id: ORG(1), name: 'Demo Giver AG', status: 'approved', roles: ['admin', 'manager'] },
            { id: ORG(2), name: 'Demo Seller GmbH', status: 'pending', roles: ['user'] },
          ],
        }
      : i === 1
        ? { roles: ['platformAdmin'] }
        : {};
  return {
    id: `5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e${String(1000 + i)}`,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    email: `user${i}@cadeau.test`,
    language: 'en',
    roles: [],
    blocked: false,
    emailConfirmed: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    organizations: [],
    ...extra,
  };
}

describe('all users (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    // 60 users on the server; it answers the requested page.
    api = stubFetch({
      'GET /api/user': (call) => {
        const page = Number(call.query.page);
        const pageSize = Number(call.query.pageSize);
        const items = Array.from({ length: 60 }, (_v, i) => aSummary(i)).slice((page - 1) * pageSize, page * pageSize);
        return { status: 200, body: { items, page, pageSize, total: 60 } };
      },
    });
  });
  afterEach(() => api.restore());

  const lastQuery = () => api.calls.filter((c) => c.path === '/api/user').at(-1)!.query;

  it('is titled "Users" in its heading and its tab', async () => {
    renderPage(<UsersPage />, { path: '/cockpit/users', url: '/cockpit/users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(document.title).toBe('Users · Cadeau');
  });

  it('asks the server for each page, sort order, filter and search text', async () => {
    renderPage(<UsersPage />, { path: '/cockpit/users', url: '/cockpit/users' });
    expect(await screen.findByText('Last0')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', pageSize: '25', sort: 'lastName', order: 'asc' });
    expect(screen.getByText('60 entries')).toBeInTheDocument();

    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Last25')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: '2', pageSize: '25' });

    // Sorting by e-mail starts again at page 1.
    fireEvent.click(screen.getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', sort: 'email', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'email', order: 'desc' }));

    await chooseOption(screen.getByLabelText('Status'), 'Blocked');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', blocked: 'true' }));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'gina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', q: 'gina' }));
  });

  const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼]/g, ''));

  it('titles its columns in the page language and sorts by exactly the columns the server sorts by (issue 23)', async () => {
    renderPage(<UsersPage />, { path: '/cockpit/users', url: '/cockpit/users' });
    expect(await screen.findByText('Last0')).toBeInTheDocument();
    expect(headers()).toEqual(['Last name', 'First name', 'E-mail', 'Organisations and roles', 'Status', 'Created']);
    // Each sortable header asks the server for its own column, which the contract lets the server sort by; the
    // header sorted by says so (aria-sort), the other sortable ones say "none", the rest nothing.
    const sortable = screen.getAllByRole('columnheader').filter((th) => th.hasAttribute('aria-sort'));
    const asked: string[] = [];
    for (const th of sortable) {
      fireEvent.click(within(th).getByRole('button'));
      await waitFor(() => expect(th).toHaveAttribute('aria-sort', expect.stringMatching(/ascending|descending/)));
      asked.push(lastQuery().sort!);
      for (const other of sortable.filter((o) => o !== th)) expect(other).toHaveAttribute('aria-sort', 'none');
    }
    expect(asked.sort()).toEqual([...userListQuery.shape.sort.unwrap().options].sort());
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');

    await act(() => i18n.changeLanguage('de'));
    await waitFor(() =>
      expect(headers()).toEqual(['Nachname', 'Vorname', 'E-Mail', 'Organisationen und Rollen', 'Status', 'Erstellt']),
    );
  });

  it("shows each user's roles per organisation, and the platform's, with translated role names (issue 23)", async () => {
    renderPage(<UsersPage />, { path: '/cockpit/users', url: '/cockpit/users' });
    const [orgAdmin, platformAdmin, plain] = await screen.findAllByTestId('users-table-row');
    const memberships = within(orgAdmin!).getAllByTestId('user-organization');
    expect(memberships.map((m) => m.textContent)).toEqual([
      'Demo Giver AG AdministratorManager',
      'Demo Seller GmbH User',
    ]);
    expect(within(platformAdmin!).getByTestId('user-platform-roles')).toHaveTextContent('Platform administrator');
    expect(within(plain!).queryByTestId('user-organization')).toBeNull();

    await act(() => i18n.changeLanguage('de'));
    expect(await within(orgAdmin!).findByText('Benutzer')).toBeInTheDocument();
    expect(within(platformAdmin!).getByText('Plattform-Administrator')).toBeInTheDocument();
  });
});
