import { useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { Page } from '@cadeau/contracts';
import type { ListParams } from '@cadeau/ui/api';
import { NativeSelect, TextInput } from '@cadeau/ui/cockpit';
import type { useListState } from './use-list-state';

export interface ListFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

export interface ListColumn<T> {
  key: string;
  title: string;
  /** Sortable on the server by this column's key. */
  sorter?: boolean;
  dataIndex?: keyof T;
  render?: (value: unknown, row: T) => ReactNode;
}

const PAGE_SIZES = [10, 25, 50, 100];

// Looks like the header text but keeps the browser's focus ring (`all: unset` removed the outline, so a
// keyboard user could not see which header had the focus).
const sortButton = { background: 'none', border: 0, padding: 0, margin: 0, font: 'inherit', color: 'inherit', textAlign: 'inherit', cursor: 'pointer', display: 'inline-flex', gap: 4 } as const;

/**
 * A server-side list: a semantic table whose sortable headers, filters, search box and pager only change
 * query parameters (the server sorts, filters and pages). Plain HTML with the antd theme's tokens instead of
 * antd's Table, Select and Pagination, which cost ~150 KB gzip per page.
 */
export function ListTable<T extends { id: string }>({
  state,
  query,
  columns,
  filters = [],
  testId,
  caption,
}: {
  state: ReturnType<typeof useListState>;
  query: { data?: Page<T>; isFetching: boolean };
  columns: ListColumn<T>[];
  filters?: ListFilter[];
  testId: string;
  caption: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { params } = state;
  const [text, setText] = useState(params.q ?? '');
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const rows = query.data?.items ?? [];
  const cell = { padding: '10px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'start' as const, verticalAlign: 'middle' as const };
  const head = { ...cell, background: token.colorFillAlter, fontWeight: 600, color: token.colorTextHeading, whiteSpace: 'nowrap' as const };
  const sortBy = (key: string) => {
    // A new column starts ascending, the active one flips. No third "unsorted" state: it would send no sort,
    // the server would then sort by its own default column while no header showed it (aria-sort all none),
    // and a page whose default is descending (createdAt) could not flip its own default column.
    if (params.sort !== key) state.setSort(key, 'asc');
    else state.setSort(key, params.order === 'asc' ? 'desc' : 'asc');
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <form
          role="search"
          data-testid={`${testId}-search`}
          style={{ display: 'flex', gap: 8 }}
          onSubmit={(e) => {
            e.preventDefault();
            state.setFilter('q', text.trim());
          }}
        >
          <TextInput type="search" aria-label={t('admin.list.search')} placeholder={t('admin.list.searchPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} style={{ width: 260 }} />
          <Button htmlType="submit">{t('admin.list.search')}</Button>
        </form>
        {filters.map((f) => (
          <NativeSelect key={f.name} aria-label={f.label} data-testid={`${testId}-filter-${f.name}`} value={(params[f.name] as string | undefined) ?? ''} onChange={(e) => state.setFilter(f.name, e.target.value)}>
            <option value="">{`${f.label}: ${t('admin.list.all')}`}</option>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        ))}
      </div>
      <div style={{ overflowX: 'auto', opacity: query.isFetching ? 0.6 : 1 }} aria-busy={query.isFetching || undefined}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid={testId}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const active = params.sort === c.key;
                const sort = active ? (params.order === 'desc' ? 'descending' : 'ascending') : undefined;
                return (
                  <th key={c.key} scope="col" style={head} aria-sort={c.sorter ? (sort ?? 'none') : undefined}>
                    {c.sorter ? (
                      <button type="button" onClick={() => sortBy(c.key)} style={sortButton} className="sort-button">
                        {c.title}
                        <span aria-hidden="true" style={{ opacity: active ? 1 : 0.35 }}>
                          {active && params.order === 'desc' ? '▼' : '▲'}
                        </span>
                      </button>
                    ) : (
                      c.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} style={{ ...cell, textAlign: 'center', color: token.colorTextSecondary }}>
                  {query.isFetching ? t('common.loading') : t('admin.list.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} data-testid={`${testId}-row`}>
                  {columns.map((c) => {
                    const value = c.dataIndex ? row[c.dataIndex] : undefined;
                    return (
                      <td key={c.key} style={cell}>
                        {c.render ? c.render(value, row) : ((value as ReactNode) ?? '—')}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={t('admin.list.pagination')} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{t('admin.list.total', { count: total })}</span>
        <Button disabled={params.page <= 1} onClick={() => state.setPage(params.page - 1, params.pageSize)} data-testid={`${testId}-previous`}>
          {t('admin.list.previous')}
        </Button>
        <span aria-live="polite">{t('admin.list.pageOf', { page: params.page, pages })}</span>
        <Button disabled={params.page >= pages} onClick={() => state.setPage(params.page + 1, params.pageSize)} data-testid={`${testId}-next`}>
          {t('admin.list.next')}
        </Button>
        <NativeSelect aria-label={t('admin.list.pageSize')} value={params.pageSize} onChange={(e) => state.setPage(1, Number(e.target.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {t('admin.list.perPage', { count: n })}
            </option>
          ))}
        </NativeSelect>
      </nav>
    </div>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: 0, fontSize: 26, fontWeight: 600 }}>{children}</h1>;
}

/** A link inside the app: a real href (open in a new tab works), client-side navigation on a plain click. */
export { Link } from 'react-router';
export type { ListParams };
