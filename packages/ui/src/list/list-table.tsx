import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Table, { type ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Page } from '@cadeau/contracts';
import { ErrorState, Stack, SecondaryText } from '@cadeau/ui/cockpit';
import { ListToolbar, type ListFilter } from './list-toolbar';
import { ListPager } from './list-pager';
import { SortButton, ariaSort } from './sort-button';
import type { ListState } from './use-list-state';

export interface ListColumn<T> {
  key: string;
  title: string;
  /** Sortable on the server by this column's key (server lists only). */
  sorter?: boolean;
  /** Shown as is when there is no `render` ('—' when empty). */
  dataIndex?: keyof T;
  render?: (row: T) => ReactNode;
  /** A column of actions: its title is for screen readers only. */
  hiddenTitle?: boolean;
  /** `end`: an amount or a number, right-aligned and never wrapped ("CHF 240.00" on one line). */
  align?: 'start' | 'end';
}

interface Common<T> {
  columns: ListColumn<T>[];
  /** `data-testid` of the table; each row is `<testId>-row` unless `rowTestId` says otherwise. */
  testId: string;
  rowTestId?: string;
  /** The table's caption, for screen readers (the page's heading shows it already). */
  caption: string;
  /** What an empty list says (default "No entries."). */
  empty?: ReactNode;
  rowKey?: (row: T) => string;
  rowProps?: (row: T) => Record<string, unknown>;
}

/** What a server list's query gives: its page, whether it is asking, and when it failed, why and how to ask again. */
export interface ListQuery<T> {
  data?: Page<T>;
  isFetching: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

/** A list the server pages, sorts and filters: its state is `useListState`, its answer the query's `Page<T>`. */
export interface ServerList<T> extends Common<T> {
  state: ListState;
  query: ListQuery<T>;
  /** Offer the search box (`q`). */
  search?: boolean;
  filters?: ListFilter[];
  /**
   * What the list is, for a page with two server lists: names its search landmark ("Search: <landmark>") and its
   * pager ("Pages: <landmark>"), which would otherwise share their names with the other list's (axe
   * landmark-unique). Without it they are "Search" (unnamed) and "Pages".
   */
  landmark?: string;
  /** The page's own controls that narrow the list besides the toolbar's (an organisation picked by search, dates). */
  controls?: ReactNode;
  /**
   * The query parameters the page's `controls` set: a list they narrow to nothing says so as for a filter, and its
   * "clear" clears them too.
   */
  controlParams?: string[];
  /** The load error's test id (default `<testId>-error`). */
  errorTestId?: string;
  /** What shows instead of the list when the server did not answer (default: the error with a retry). */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  rows?: never;
}

/** A short list the server sends whole (members, invitations, sessions): no pager, no sorting. */
interface WholeList<T> extends Common<T> {
  rows: T[];
  state?: never;
}

const byId = (row: unknown) => (row as { id: string }).id;

/**
 * What LoadError shows a page without a way back (a list is no record that could be missing), under the list's own
 * test id (a page of panels may show another panel's LoadError beside it), or the list's own `renderError`.
 */
function LoadFailed<T>({ list }: { list: ServerList<T> }) {
  const { query } = list;
  const retry = () => void query.refetch?.();
  return (
    list.renderError?.(query.error, retry) ?? (
      <ErrorState
        error={query.error}
        onRetry={query.refetch && retry}
        testId={list.errorTestId ?? `${list.testId}-error`}
      />
    )
  );
}

/** The search box and filters of a server list, when it offers any. */
function toolbar<T>(list: ServerList<T>) {
  if (!list.search && !list.filters?.length) return null;
  return (
    <ListToolbar
      state={list.state}
      search={list.search}
      filters={list.filters}
      testId={list.testId}
      landmark={list.landmark}
    />
  );
}

const noMatchStyle = { display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 8 } as const;

/**
 * The one list of the cockpit: antd's Table (its semantic table, empty state and theming) with the search box,
 * filters and pager of a server-side list around it. Sorting, filtering and paging only change the query
 * parameters of `state`; the server does the work. Sortable headers are buttons inside the header cells, with
 * `aria-sort` on every sortable column ("none" until sorted), so a keyboard and a screen reader see them. A server
 * list whose query failed (and has no page to show) is the load error with a retry instead, not an empty table or
 * its pager; its search, filters and the page's controls stay, so what the server could not answer can be undone.
 */
export function ListTable<T extends object>(props: ServerList<T> | WholeList<T>) {
  const { t } = useTranslation();
  const { columns, testId, caption, rowKey = byId, rowProps } = props;
  const server = props.state ? props : null;
  if (server?.query.error && !server.query.data) {
    // A list that failed keeps what narrows it (a filter the server could not answer can be undone), not its pager.
    return (
      <Stack vertical gap="sm">
        {server.controls}
        {toolbar(server)}
        <LoadFailed list={server} />
      </Stack>
    );
  }
  const rows = server ? (server.query.data?.items ?? []) : (props.rows ?? []);
  const fetching = server?.query.isFetching ?? false;
  // A search or filter without hits says so and offers to clear it; a list empty without them keeps its own text.
  const filterNames = [...(server?.filters?.map((f) => f.name) ?? []), ...(server?.controlParams ?? [])];
  const q = server?.state.params.q;
  const filtered = filterNames.some((n) => server!.state.params[n] !== undefined);
  const noMatch =
    server && (q || filtered) ? (
      <span data-testid={`${testId}-no-match`} style={noMatchStyle}>
        <span>
          {q ? t(filtered ? 'common.list.noMatchBoth' : 'common.list.noMatch', { q }) : t('common.list.noMatchFilters')}
        </span>
        <Button onClick={() => server.state.clear(['q', ...filterNames])}>
          {t(q ? (filtered ? 'common.list.clearBoth' : 'common.list.clearSearch') : 'common.list.clearFilters')}
        </Button>
      </span>
    ) : null;
  const empty = fetching && !rows.length ? t('common.loading') : (noMatch ?? props.empty ?? t('common.list.empty'));
  const rowTestId = props.rowTestId ?? `${testId}-row`;

  const antdColumns: ColumnType<T>[] = columns.map((c) => {
    const sortable = !!(server && c.sorter);
    const title = c.hiddenTitle ? <span className="visually-hidden">{c.title}</span> : c.title;
    return {
      key: c.key,
      title: sortable ? <SortButton column={c.key} title={c.title} state={server!.state} /> : title,
      align: c.align === 'end' ? 'right' : undefined,
      // An amount broken after its currency reads as two values; the table scrolls in its region instead.
      onCell: () => (c.align === 'end' ? { style: { whiteSpace: 'nowrap' } } : {}),
      onHeaderCell: () => (sortable ? { 'aria-sort': ariaSort(c.key, server!.state.params) } : {}),
      render: (_value: unknown, row: T) => {
        if (c.render) return c.render(row);
        const value = c.dataIndex ? row[c.dataIndex] : undefined;
        return value === undefined || value === null || value === '' ? '—' : (value as ReactNode);
      },
    };
  });

  const table = (
    <div data-testid={testId} aria-busy={fetching || undefined} style={{ opacity: fetching ? 0.6 : 1 }}>
      {/* A table wider than the screen (a phone) scrolls here, inside its card, not the page. Our own scroll box
          rather than antd's scroll.x, which adds an aria-hidden measuring row holding the headers' buttons; it takes
          the focus, so a keyboard can scroll it too (WCAG 2.1.1), and names itself after the table. */}
      <div
        className="list-scroll"
        role="region"
        aria-label={caption}
        tabIndex={0}
        // inline-size containment: the table's width does not widen the card, the page or any grid around it.
        style={{ overflowX: 'auto', maxWidth: '100%', contain: 'inline-size' }}
      >
        <Table<T>
          caption={<span className="visually-hidden">{caption}</span>}
          columns={antdColumns}
          dataSource={rows}
          rowKey={rowKey}
          pagination={false}
          // antd greys its empty text out as if disabled (1.8:1); this is a message, in secondary text.
          locale={{ emptyText: <SecondaryText>{empty}</SecondaryText> }}
          onRow={(row) => ({ 'data-testid': rowTestId, ...rowProps?.(row) }) as never}
        />
      </div>
    </div>
  );
  if (!server) return table;
  const total = server.query.data?.total ?? 0;
  return (
    <Stack vertical gap="sm">
      {server.controls}
      {toolbar(server)}
      {table}
      <ListPager state={server.state} total={total} testId={testId} landmark={server.landmark} />
    </Stack>
  );
}
