import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ListParams } from '@cadeau/ui/api';
import { antdKit } from '@cadeau/ui/antd';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { chooseOption, chosenOption, optionsOf } from '@cadeau/ui/testing/render-page';
import { ListTable, useListState, type ListColumn, type ServerList } from '.';

interface Person {
  id: string;
  name: string;
  city: string | null;
}
const people: Person[] = Array.from({ length: 30 }, (_v, i) => ({
  id: `p${i}`,
  name: `Person ${i}`,
  city: i % 2 ? 'Bern' : null,
}));
const columns: ListColumn<Person>[] = [
  { key: 'name', title: 'Name', sorter: true, render: (p) => <a href={`/people/${p.id}`}>{p.name}</a> },
  { key: 'city', title: 'City', dataIndex: 'city' },
  { key: 'actions', title: 'Actions', hiddenTitle: true, render: (p) => <button>Remove {p.name}</button> },
];

/**
 * A server list whose "server" pages the people above (or `source`); every query it is asked is recorded.
 * `city` starts it filtered, as a link to a list can.
 */
function People({
  asked,
  landmark,
  source = people,
  city,
  empty,
}: {
  asked: ListParams[];
  landmark?: string;
  source?: Person[];
  city?: string;
  empty?: string;
}) {
  const state = useListState({ sort: 'name', order: 'asc', pageSize: 10, city });
  asked.push(state.params);
  const { page, pageSize } = state.params;
  const matching = source.filter(
    (p) => (!state.params.city || p.city === state.params.city) && (!state.params.q || p.name.includes(state.params.q)),
  );
  const data = {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: matching.length,
  };
  return (
    <ListTable<Person>
      state={state}
      query={{ data, isFetching: false }}
      columns={columns}
      testId="people"
      caption="People"
      search
      filters={[{ name: 'city', label: 'City', options: [{ value: 'Bern', label: 'Bern' }] }]}
      landmark={landmark}
      empty={empty}
    />
  );
}

/** A server list on a panel of its own (no ListPage around it) whose server did not answer. */
function Unanswered({ refetch, controls }: { refetch?: () => void; controls?: React.ReactNode }) {
  const state = useListState();
  return (
    <ListTable<Person>
      state={state}
      query={{ isFetching: false, error: new ApiError(503, 'error.serviceUnavailable'), refetch }}
      columns={columns}
      testId="people"
      caption="People"
      search
      controls={controls}
    />
  );
}

const wrap = (ui: React.ReactNode) => render(<AppProviders antd={antdKit}>{ui}</AppProviders>);
const header = (name: string) => screen.getByRole('columnheader', { name });

describe('ListTable', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows a server page in an antd table with a caption, sortable headers and named rows', () => {
    wrap(<People asked={[]} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.closest('.ant-table')).not.toBeNull();
    expect(screen.getAllByTestId('people-row')).toHaveLength(10);
    const first = within(screen.getAllByTestId('people-row')[0]!);
    expect(first.getByRole('link', { name: 'Person 0' })).toHaveAttribute('href', '/people/p0');
    expect(first.getByText('—')).toBeInTheDocument();
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('City')).not.toHaveAttribute('aria-sort');
    expect(within(header('Actions')).getByText('Actions')).toHaveClass('visually-hidden');
    expect(screen.getByText('30 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('changes only the query: sort, page, size, filter and search, each new one from page 1', async () => {
    const asked: ListParams[] = [];
    wrap(<People asked={asked} />);
    const last = () => asked.at(-1);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(last()).toMatchObject({ page: 2, sort: 'name', order: 'asc' });
    expect(screen.getByRole('link', { name: 'Person 10' })).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    screen.getByRole('button', { name: /Name/ }).focus();
    await user.keyboard('{Enter}');
    expect(last()).toMatchObject({ page: 1, sort: 'name', order: 'desc' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await chooseOption(screen.getByRole('combobox', { name: 'Entries per page' }), '25 per page');
    expect(last()).toMatchObject({ page: 1, pageSize: 25 });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const city = screen.getByRole('combobox', { name: 'City' });
    expect(chosenOption(city)).toBe('City: All');
    expect(await optionsOf(city)).toEqual(['City: All', 'Bern']);
    await chooseOption(city, 'Bern');
    expect(last()).toMatchObject({ page: 1, city: 'Bern' });
    expect(screen.getByText('15 entries')).toBeInTheDocument();
    await chooseOption(city, 'City: All');
    expect(last()?.city).toBeUndefined();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  Person 1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(last()).toMatchObject({ page: 1, q: 'Person 1' });
  });

  it('names the search and the pager of a second list on the page after it, so the landmarks stay distinct', async () => {
    wrap(
      <>
        <People asked={[]} />
        <People asked={[]} landmark="Catalog" />
      </>,
    );
    // The first list keeps its unnamed search and "Pages"; the second is told apart by its name.
    expect(screen.getAllByRole('search')).toHaveLength(2);
    expect(screen.getByRole('search', { name: 'Search: Catalog' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages: Catalog' })).toBeInTheDocument();
    await i18n.changeLanguage('de');
    expect(await screen.findByRole('navigation', { name: 'Seiten: Catalog' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Suche: Catalog' })).toBeInTheDocument();
  });

  it('says when a search or filter has no hits and clears both at once; an empty list without them stays plain', async () => {
    const asked: ListParams[] = [];
    wrap(<People asked={asked} />);
    const last = () => asked.at(-1);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('No entries match “Nobody”.')).toBeInTheDocument();
    expect(screen.queryByText('No entries.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(last()).toMatchObject({ page: 1, q: undefined });
    expect(box).toHaveValue('');
    expect(screen.getAllByTestId('people-row')).toHaveLength(10);

    // A filter and a search that together match nothing: both are named, one button clears both.
    await chooseOption(screen.getByRole('combobox', { name: 'City' }), 'Bern');
    fireEvent.change(box, { target: { value: 'Person 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getAllByTestId('people-row')).toHaveLength(5); // 21, 23, 25, 27, 29
    fireEvent.change(box, { target: { value: 'Person 20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('people-no-match')).toHaveTextContent(
      'No entries match “Person 20” with the chosen filters.',
    );
    await act(() => i18n.changeLanguage('de'));
    expect(
      await screen.findByText('Keine Einträge passen zu «Person 20» mit den gewählten Filtern.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Suche und Filter zurücksetzen' }));
    expect(last()).toMatchObject({ page: 1, q: undefined, city: undefined, sort: 'name', order: 'asc' });
    expect(chosenOption(screen.getByRole('combobox', { name: 'City' }))).toBe('City: Alle');
    expect(screen.getAllByTestId('people-row')).toHaveLength(10);
  });

  it('names the filters when only they match nothing, and keeps the plain empty state without search', async () => {
    const { unmount } = wrap(<People asked={[]} source={[]} empty="No people yet." />);
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('people-no-match')).toBeNull();
    unmount();
    wrap(<People asked={[]} source={[]} empty="No people yet." city="Bern" />);
    expect(screen.getByText('No entries match the chosen filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No people yet.')).toBeInTheDocument();
  });

  it('counts in the singular and the plural, in en and de', async () => {
    function Counted({ total }: { total: number }) {
      const state = useListState({ sort: 'name', order: 'asc', pageSize: 10 });
      const data = { items: people.slice(0, Math.min(total, 10)), page: 1, pageSize: 10, total };
      return (
        <ListTable<Person>
          state={state}
          query={{ data, isFetching: false }}
          columns={columns}
          testId="n"
          caption="Counted"
        />
      );
    }
    const { rerender } = wrap(<Counted total={1} />);
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    const again = (total: number) =>
      rerender(
        <AppProviders antd={antdKit}>
          <Counted total={total} />
        </AppProviders>,
      );
    again(2);
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    await i18n.changeLanguage('de');
    again(1);
    expect(await screen.findByText('1 Eintrag')).toBeInTheDocument();
    again(0);
    expect(screen.getByText('0 Einträge')).toBeInTheDocument();
  });

  it('shows a whole list without pager or toolbar, and its empty state', () => {
    const { rerender } = wrap(
      <ListTable<Person>
        rows={people.slice(0, 2)}
        columns={columns}
        testId="members"
        rowTestId="member"
        caption="Members"
        rowProps={(p) => ({ 'data-current': p.id === 'p1' || undefined })}
      />,
    );
    expect(screen.getAllByTestId('member')).toHaveLength(2);
    expect(screen.getAllByTestId('member').map((r) => r.hasAttribute('data-current'))).toEqual([false, true]);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    // Not sortable where nothing pages on a server.
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    rerender(
      <AppProviders antd={antdKit}>
        <ListTable<Person> rows={[]} columns={columns} testId="members" caption="Members" empty="Nobody here." />
      </AppProviders>,
    );
    expect(screen.getByText('Nobody here.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('members-row')).toHaveLength(0);
  });

  it('scrolls a wide table in a named region the keyboard can reach, never the page, and says empty readably', () => {
    wrap(<ListTable<Person> rows={[]} columns={columns} testId="members" caption="Members" empty="Nobody here." />);
    const region = screen.getByRole('region', { name: 'Members' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ overflowX: 'auto', maxWidth: '100%' });
    expect(within(region).getByRole('table')).toBeInTheDocument();
    // No antd measuring row (scroll.x): it is aria-hidden and would hold the headers' sort buttons.
    expect(region.querySelector('.ant-table-measure-row')).toBeNull();
    // antd shows empty text in the disabled grey; ours is secondary text.
    expect(screen.getByText('Nobody here.')).toHaveStyle({ color: 'rgba(0, 0, 0, 0.65)' });
  });

  it('keeps an end-aligned column (amounts) on one line, and lets the others wrap', () => {
    const priced: ListColumn<Person>[] = [
      ...columns,
      { key: 'price', title: 'Price', align: 'end', render: () => 'CHF 240.00' },
    ];
    wrap(<ListTable<Person> rows={people.slice(0, 1)} columns={priced} testId="members" caption="Members" />);
    const amount = screen.getByRole('cell', { name: 'CHF 240.00' });
    expect(amount).toHaveStyle({ whiteSpace: 'nowrap', textAlign: 'right' });
    expect(screen.getByRole('cell', { name: 'Person 0' }).style.whiteSpace).toBe('');
  });

  it('shows the load error with a retry instead of an empty table when the server did not answer', () => {
    const refetch = jest.fn();
    wrap(<Unanswered refetch={refetch} controls={<p data-testid="people-controls" />} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(i18n.t('common.list.empty'))).toBeNull();
    const error = screen.getByTestId('people-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent(i18n.t('error.serviceUnavailable'));
    // No pager for a list that is not there; its search and the page's controls stay, so a filter can be undone.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByTestId('people-controls')).toBeInTheDocument();
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when the query gives no way to ask again', () => {
    wrap(<Unanswered />);
    expect(screen.getByTestId('people-error')).toHaveTextContent(i18n.t('error.serviceUnavailable'));
    expect(within(screen.getByTestId('people-error')).queryByRole('button')).toBeNull();
  });

  /** A one-person server list with `extra` props (search, filters, controls). */
  function OnePerson(extra: Partial<ServerList<Person>>) {
    const state = useListState();
    return (
      <ListTable<Person>
        state={state}
        query={{ data: { items: people.slice(0, 1), page: 1, pageSize: 25, total: 1 }, isFetching: false }}
        columns={columns}
        testId="people"
        caption="People"
        {...extra}
      />
    );
  }

  it("shows the page's own controls above the search, filters and table", () => {
    wrap(<OnePerson search controls={<label data-testid="people-controls">From</label>} />);
    const controls = screen.getByTestId('people-controls');
    expect(controls.compareDocumentPosition(screen.getByRole('search'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getAllByTestId('people-row')).toHaveLength(1);
  });

  it('shows nothing above a server list that offers neither search nor filters', () => {
    const { container } = wrap(<OnePerson filters={[]} />);
    const stack = container.querySelector('[data-testid="people"]')!.parentElement!;
    expect(stack.firstChild).toBe(screen.getByTestId('people'));
    expect(stack.textContent).not.toMatch(/^0/);
  });

  it("says that the page's controls found nothing and clears them with the search", async () => {
    function Controlled() {
      const state = useListState({ from: '2026-01-01' });
      const items = state.params.from ? [] : people.slice(0, 2);
      return (
        <ListTable<Person>
          state={state}
          query={{ data: { items, page: 1, pageSize: 25, total: items.length }, isFetching: false }}
          columns={columns}
          testId="people"
          caption="People"
          search
          controlParams={['from']}
        />
      );
    }
    wrap(<Controlled />);
    const noMatch = screen.getByTestId('people-no-match');
    expect(noMatch).toHaveTextContent(i18n.t('common.list.noMatchFilters'));
    await userEvent.click(within(noMatch).getByRole('button', { name: i18n.t('common.list.clearFilters') }));
    expect(screen.getAllByTestId('people-row')).toHaveLength(2);
  });
});
