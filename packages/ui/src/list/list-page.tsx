import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import { PageHeader, Panel, Stack } from '@cadeau/ui/cockpit';
import { ListTable, type ListQuery, type ServerList } from './list-table';
import type { ListState } from './use-list-state';

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
 * filters, pager and empty and no-match states (ListTable), or, when the server did not answer, ListTable's load
 * error with a retry (`errorTestId`, or the page's own `renderError`). `children` come last (the page's dialogs).
 */
export function ListPage<T extends object>({
  pageTestId,
  title,
  actions,
  review,
  above,
  panel,
  maxWidth,
  children,
  ...list
}: Omit<ServerList<T>, 'caption' | 'query'> & {
  /** The page's `data-testid` (`testId` is the table's, as in ListTable). */
  pageTestId: string;
  /** The page's heading, the browser tab's title and, unless `caption` says otherwise, the table's caption. */
  title: string;
  caption?: string;
  /** A page always offers to ask again: its query's `refetch` is the load error's retry. */
  query: ListQuery<T> & { refetch: () => unknown };
  actions?: ReactNode;
  /** The label of the review toggle, for a viewer who reviews (none: no toggle). */
  review?: string;
  above?: ReactNode;
  /** The list on a Panel of its own; a text is the panel's heading (a page with more than the list). */
  panel?: boolean | string;
  /** The page's widest (a list of a few columns reads badly across a wide screen). */
  maxWidth?: number;
  children?: ReactNode;
}) {
  const table = <ListTable<T> {...list} caption={list.caption ?? title} />;
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
      {panel ? <Panel title={typeof panel === 'string' ? panel : undefined}>{table}</Panel> : table}
      {children}
    </Stack>
  );
}
