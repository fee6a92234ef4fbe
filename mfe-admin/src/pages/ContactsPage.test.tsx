import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { idOf, pagedList, queriesTo } from '../test/list-server';
import { renderPage } from '../test/render';
import ContactsPage from './ContactsPage';

// A local time, so the shown date and hour do not depend on the machine's time zone.
const RECEIVED = new Date(2026, 10, 20, 18, 5).toISOString();
const ANSWERED = new Date(2026, 10, 21, 9, 30).toISOString();
// 30 contact forms: 0, 3, 6, … without a phone number, 2, 5, 8, … without an e-mail address. Phones are stored in
// E.164 (issue 23), but for form 4, sent before the rule, with the number as it was typed.
const contacts = Array.from({ length: 30 }, (_v, i) => ({
  id: idOf(i),
  name: `Person ${i}`,
  email: i % 3 === 2 ? null : `person${i}@cadeau.test`,
  phone: i % 3 === 0 ? null : i === 4 ? '044 000 00 04' : `+414400000${String(i).padStart(2, '0')}`,
  message: `Hello ${i}\nsecond line`,
  userId: null,
  createdAt: RECEIVED,
  // Form 1 was answered; the others wait.
  answeredAt: i === 1 ? ANSWERED : null,
}));
const matches = (c: (typeof contacts)[number], q: Record<string, string>) =>
  (!q.q || c.name.includes(q.q)) && (!q.status || (q.status === 'answered') === (c.answeredAt !== null));

const PATH = '/api/contact';
const DEFAULT = { page: '1', pageSize: '25', sort: 'createdAt', order: 'desc' };

describe('contact forms (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({ [`GET ${PATH}`]: pagedList(contacts, matches) });
  });
  afterEach(() => api.restore());

  const open = () => renderPage(<ContactsPage />, { path: '/cockpit/contacts', url: '/cockpit/contacts' });
  const lastQuery = () => queriesTo(api.calls, PATH).at(-1);
  const rows = () => screen.getAllByTestId<HTMLTableRowElement>('contacts-table-row');
  const header = (name: string) => screen.getByRole('columnheader', { name });

  it("asks for page 1, newest first, and shows the server's forms with mail and phone links", async () => {
    open();
    expect(await screen.findByText('Person 0')).toBeInTheDocument();
    expect(queriesTo(api.calls, PATH)).toEqual([DEFAULT]);
    expect(rows()).toHaveLength(25);

    const [first, second, third] = rows()
      .slice(0, 3)
      .map((r) => within(r));
    expect(first!.getByText('11/20/26 6:05 PM')).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'person0@cadeau.test' })).toHaveAttribute(
      'href',
      'mailto:person0@cadeau.test',
    );
    expect(first!.getByText('—')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Hello 0 second line');
    // Grouped as people read it, dialled in E.164; a number stored before the rule as it was typed.
    expect(await second!.findByRole('link', { name: '+41 44 000 00 01' })).toHaveAttribute('href', 'tel:+41440000001');
    expect(within(rows()[4]!).getByRole('link', { name: '044 000 00 04' })).toHaveAttribute('href', 'tel:0440000004');
    expect(third!.queryByRole('link', { name: /@/ })).toBeNull();
    expect(third!.getByText('—')).toBeInTheDocument();
    // The message keeps its line breaks.
    expect(first!.getByText(/Hello 0/).textContent).toBe('Hello 0\nsecond line');

    expect(header('Received')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Message')).not.toHaveAttribute('aria-sort');
    // Besides the search text, one filter: answered or not; the other select is the page size.
    expect(screen.getAllByRole('combobox')).toEqual([
      screen.getByLabelText('State'),
      screen.getByLabelText('Entries per page'),
    ]);
    expect(within(rows()[0]!).getByTestId('contact-state')).toHaveTextContent('Unanswered');
    expect(within(rows()[1]!).getByTestId('contact-state')).toHaveTextContent('Answered 11/21/26 9:30 AM');
    expect(screen.getByText('30 entries')).toBeInTheDocument();
  });

  it('pages forwards and back, with the buttons disabled at the ends', async () => {
    open();
    await screen.findByText('Person 0');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 29')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ ...DEFAULT, page: '2' });
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Page 1 is cached for the query client's staleTime; forget it so that Previous has to ask the server.
    queryClient.removeQueries({ queryKey: ['admin', 'contacts'] });
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(queriesTo(api.calls, PATH)).toHaveLength(3));
    expect(lastQuery()).toEqual(DEFAULT);
    expect(await screen.findByText('Person 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('sorts on the server by a clicked or keyboard-activated header, flipping the order', async () => {
    open();
    await screen.findByText('Person 0');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, page: '2' }));

    // A new sort starts again at page 1.
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, sort: 'name', order: 'asc' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Received')).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, sort: 'name', order: 'desc' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    // Received is new to the sort again, so it starts ascending (oldest first).
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Received' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, order: 'asc' }));
    expect(header('Received')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  });

  it('sends the search text and starts again at page 1', async () => {
    open();
    await screen.findByText('Person 0');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, page: '2' }));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Person 2' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT, q: 'Person 2' }));
    // Person 2 and Person 20 to 29.
    expect(await screen.findByText('11 entries')).toBeInTheDocument();
    expect(rows().map((r) => r.cells[1]!.textContent)).toEqual([
      'Person 2',
      ...Array.from({ length: 10 }, (_v, i) => `Person 2${i}`),
    ]);

    // An emptied search box drops q: back to the first query (still cached), never a request with an empty q.
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('30 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(queriesTo(api.calls, PATH).filter((q) => 'q' in q)).toEqual([{ ...DEFAULT, q: 'Person 2' }]);
  });

  it('shows the empty state when the server finds nothing', async () => {
    api.restore();
    api = stubFetch({ [`GET ${PATH}`]: pagedList([]) });
    open();
    expect(await screen.findByText('No contact form has arrived yet.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('contacts-table-row')).toHaveLength(0);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it("opens filtered to the unanswered forms from the dashboard's task, and marks one answered", async () => {
    let posted: unknown = null;
    api.restore();
    api = stubFetch({
      [`GET ${PATH}`]: pagedList(contacts, matches),
      [`POST ${PATH}/${idOf(0)}/answered`]: (call) => {
        posted = call.body;
        contacts[0]!.answeredAt = ANSWERED;
        return { status: 200, body: contacts[0] };
      },
    });
    renderPage(<ContactsPage />, { path: '/cockpit/contacts', url: '/cockpit/contacts?status=open' });
    expect(await screen.findByText('Person 0')).toBeInTheDocument();
    expect(queriesTo(api.calls, PATH)).toEqual([{ ...DEFAULT, status: 'open' }]);
    expect(screen.getByText('29 entries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark the form of Person 0 as answered' }));
    expect(posted).toEqual({ answered: true });
    // The list is read again: the answered form has left the unanswered ones.
    expect(await screen.findByText('28 entries')).toBeInTheDocument();
    contacts[0]!.answeredAt = null;
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    open();
    expect(await screen.findByText('Person 0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kontaktformulare' })).toBeInTheDocument();
    expect(header('Eingegangen')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Telefon')).toBeInTheDocument();
    expect(header('Nachricht')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('20.11.26 18:05')).toBeInTheDocument();
    expect(screen.getByText('30 Einträge')).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Einträge pro Seite')).toBeInTheDocument();
  });
});
