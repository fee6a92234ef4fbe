import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import { ErrorState, PageHeader, Panel, Stack } from '@cadeau/ui/cockpit';
import { ListTable, type ServerList } from './list-table';
import type { ListState } from './use-list-state';

/** What a list page's query gives besides its page: the failure and the way to ask again. */
interface ListQuery<T> {
  data?: ServerList<T>['query']['data'];
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The "To review" button of a list a platform administrator reviews (campaigns, products): it shows the pending
 * entries (`status=pending`, as a link from the dashboard does) and, pressed again, all of them.
 */
export function ReviewToggle({ state, label }: { state: ListState; label: string }) {
  const pending = state.params.status === 'pending';
  return (
    <Button
      data-testid="to-review"
      aria-pressed={pending}
      type={pending ? 'primary' : 'default'}
      onClick={() => state.setFilter('status', pending ? undefined : 'pending')}
    >
      {label}
    </Button>
  );
}

/**
 * The page of a server-paged list, the shape every cockpit list shares: the heading with the page's actions (and
 * the review toggle), what narrows the list from outside (`above`: a linked filter), then the list with its search,
 * filters, pager and empty and no-match states (ListTable), or, when the server did not answer, the load error
 * with a retry (`errorTestId`, or the page's own `renderError`). `children` come last (the page's dialogs).
 */
export function ListPage<T extends object>({
  pageTestId,
  title,
  actions,
  review,
  above,
  panel,
  maxWidth,
  errorTestId,
  renderError,
  children,
  ...list
}: Omit<ServerList<T>, 'caption' | 'query'> & {
  /** The page's `data-testid` (`testId` is the table's, as in ListTable). */
  pageTestId: string;
  /** The page's heading, the browser tab's title and, unless `caption` says otherwise, the table's caption. */
  title: string;
  caption?: string;
  query: ListQuery<T>;
  actions?: ReactNode;
  /** The label of the review toggle, for a viewer who reviews (none: no toggle). */
  review?: string;
  above?: ReactNode;
  /** The list on a Panel of its own. */
  panel?: boolean;
  /** The page's widest (a list of a few columns reads badly across a wide screen). */
  maxWidth?: number;
  /** The load error's test id (default `<testId>-error`). */
  errorTestId?: string;
  /** What the page shows instead of the list when the server did not answer (default: the error with a retry). */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const { query } = list;
  const retry = () => void query.refetch();
  const failed = !!query.error && !query.data;
  const table = failed ? (
    (renderError?.(query.error, retry) ?? (
      <ErrorState error={query.error} onRetry={retry} testId={errorTestId ?? `${list.testId}-error`} />
    ))
  ) : (
    <ListTable<T> {...list} caption={list.caption ?? title} />
  );
  const headerActions =
    review || actions ? (
      <>
        {review && <ReviewToggle state={list.state} label={review} />}
        {actions}
      </>
    ) : undefined;
  return (
    <Stack vertical maxWidth={maxWidth} testId={pageTestId}>
      <PageHeader title={title} actions={headerActions} />
      {above}
      {panel ? <Panel>{table}</Panel> : table}
      {children}
    </Stack>
  );
}
