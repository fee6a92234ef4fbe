import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Page } from '@cadeau/contracts';
import { ApiError, type ListParams } from '@cadeau/ui/api';
import { antdKit } from '@cadeau/ui/antd';
import { StatusWithReason } from '@cadeau/ui/cockpit';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { chosenOption, optionsOf } from '@cadeau/ui/testing/render-page';
import { ListPage, listFilter, useListState, type ListColumn } from '.';

interface Thing {
  id: string;
  name: string;
  status: 'pending' | 'approved';
}
const things: Thing[] = [
  { id: 't1', name: 'First', status: 'pending' },
  { id: 't2', name: 'Second', status: 'approved' },
];
const columns: ListColumn<Thing>[] = [
  { key: 'name', title: 'Name', sorter: true, dataIndex: 'name' },
  { key: 'status', title: 'Status', dataIndex: 'status' },
];

/** A list page whose "server" filters the things above; `error` makes it fail, every query it asks is recorded. */
function Things({
  asked = [],
  error,
  review,
  ...page
}: {
  asked?: ListParams[];
  error?: unknown;
  review?: string;
  actions?: React.ReactNode;
  above?: React.ReactNode;
  panel?: boolean | string;
  caption?: string;
  errorTestId?: string;
  renderError?: (error: unknown, retry: () => void) => React.ReactNode;
  refetch?: () => void;
}) {
  const state = useListState({ sort: 'name', order: 'asc' });
  asked.push(state.params);
  const items = things.filter(
    (x) => (!state.params.status || x.status === state.params.status) && (!state.params.q || x.name === state.params.q),
  );
  const data: Page<Thing> | undefined = error ? undefined : { items, page: 1, pageSize: 25, total: items.length };
  return (
    <ListPage<Thing>
      pageTestId="things-page"
      title="Things"
      review={review}
      state={state}
      query={{ data, isFetching: false, error, refetch: page.refetch ?? (() => undefined) }}
      testId="things-table"
      search
      empty="No things yet."
      filters={[listFilter('status', 'Status', ['pending'] as const, (s) => s.toUpperCase())]}
      columns={columns}
      {...page}
    >
      <div data-testid="things-dialog" />
    </ListPage>
  );
}

const wrap = (ui: React.ReactNode) =>
  render(
    <AppProviders antd={antdKit}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );

describe('ListPage', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows the heading, the table captioned with it, the search, the filters, the pager and the children', () => {
    wrap(<Things />);
    const page = screen.getByTestId('things-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    expect(document.title).toContain('Things');
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getAllByTestId('things-table-row')).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(chosenOption(screen.getByRole('combobox', { name: 'Status' }))).toBe('Status: All');
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    expect(within(page).getByTestId('things-dialog')).toBeInTheDocument();
    // No review toggle for a viewer who does not review, and no actions row.
    expect(screen.queryByTestId('to-review')).not.toBeInTheDocument();
    expect(page.querySelectorAll('button')).toHaveLength(4); // search, sort, previous, next
  });

  it('puts the actions beside the heading and what narrows the list above it, the list on a panel if asked', () => {
    wrap(<Things actions={<button>New thing</button>} above={<p data-testid="linked">Of one campaign</p>} panel />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Things' });
    expect(heading.parentElement).toContainElement(screen.getByRole('button', { name: 'New thing' }));
    const linked = screen.getByTestId('linked');
    expect(linked.compareDocumentPosition(screen.getByTestId('things-table'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByTestId('things-table').closest('section')).not.toBeNull();
  });

  it('heads the panel of a page with more than the list, and captions the table after it', () => {
    wrap(<Things panel="Every thing" caption="Every thing" above={<section data-testid="upload" />} />);
    const panel = screen.getByRole('heading', { level: 2, name: 'Every thing' }).closest('section');
    expect(panel).toContainElement(screen.getByRole('table', { name: 'Every thing' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
  });

  it('names each option of a filter over a list of values', async () => {
    wrap(<Things />);
    expect(await optionsOf(screen.getByRole('combobox', { name: 'Status' }))).toEqual(['Status: All', 'PENDING']);
  });

  it('toggles the review queue: pending entries, pressed; again, all of them', () => {
    const asked: ListParams[] = [];
    wrap(<Things asked={asked} review="To review" />);
    const toggle = screen.getByTestId('to-review');
    expect(toggle).toHaveAccessibleName('To review');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(asked.at(-1)).toMatchObject({ status: 'pending', page: 1 });
    expect(screen.getByTestId('to-review')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('things-table-row')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('to-review'));
    expect(asked.at(-1)?.status).toBeUndefined();
    expect(screen.getAllByTestId('things-table-row')).toHaveLength(2);
  });

  it('says when a search finds nothing and clears it; an empty list keeps its own text', () => {
    wrap(<Things />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Third' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const noMatch = screen.getByTestId('things-table-no-match');
    fireEvent.click(within(noMatch).getByRole('button'));
    expect(screen.getAllByTestId('things-table-row')).toHaveLength(2);
  });

  it('shows the load error with a retry instead of the list when the server did not answer', () => {
    const refetch = jest.fn();
    wrap(<Things error={new ApiError(503, 'error.serviceUnavailable')} refetch={refetch} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const error = screen.getByTestId('things-table-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent(i18n.t('error.serviceUnavailable'));
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    // The heading stays: the page says what failed to load.
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
  });

  it("takes the error's test id or the page's own error", () => {
    const { unmount } = wrap(
      <Things error={new ApiError(503, 'error.serviceUnavailable')} errorTestId="things-error" />,
    );
    expect(screen.getByTestId('things-error')).toBeInTheDocument();
    unmount();
    wrap(
      <Things
        error={new ApiError(403, 'error.forbidden')}
        renderError={(e) => <p data-testid="no-access">{(e as ApiError).status}</p>}
      />,
    );
    expect(screen.getByTestId('no-access')).toHaveTextContent('403');
  });
});

describe('StatusWithReason', () => {
  it('shows the status as its title, the reason as written and what to do now', () => {
    wrap(<StatusWithReason title="Rejected" reason={'Too long.\nShorten it.'} help="Adjust it." testId="why" />);
    const alert = screen.getByTestId('why');
    expect(alert).toHaveTextContent('Rejected');
    expect(screen.getByTestId('why-text').textContent).toBe('Too long.\nShorten it.');
    expect(screen.getByTestId('why-text')).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(alert).toHaveTextContent('Adjust it.');
  });
});
