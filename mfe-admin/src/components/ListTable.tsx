import type { ReactNode } from 'react';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { Page } from '@cadeau/contracts';
import type { ListParams } from '@cadeau/ui/api';
import type { useListState } from './use-list-state';

export interface ListFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/**
 * A server-side list: antd's Table with its sorting and pagination driven by query parameters (the
 * server sorts, filters and pages), a search box and select filters above it.
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
  columns: ColumnsType<T>;
  filters?: ListFilter[];
  testId: string;
  caption: ReactNode;
}) {
  const { t } = useTranslation();
  const { params } = state;
  const sorted = columns.map((c) => ('key' in c && c.key === params.sort ? { ...c, sortOrder: params.order === 'desc' ? ('descend' as const) : ('ascend' as const) } : c));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('admin.list.search')}
          placeholder={t('admin.list.searchPlaceholder')}
          onSearch={(v) => state.setFilter('q', v.trim())}
          style={{ maxWidth: 320 }}
          data-testid={`${testId}-search`}
        />
        {filters.map((f) => (
          <Select
            key={f.name}
            aria-label={f.label}
            data-testid={`${testId}-filter-${f.name}`}
            style={{ minWidth: 180 }}
            value={(params[f.name] as string | undefined) ?? ''}
            onChange={(v: string) => state.setFilter(f.name, v)}
            options={[{ value: '', label: `${f.label}: ${t('admin.list.all')}` }, ...f.options]}
          />
        ))}
      </div>
      <Table<T>
        data-testid={testId}
        rowKey="id"
        columns={sorted}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t('admin.list.empty') }}
        title={() => <span className="visually-hidden">{caption}</span>}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 25, 50, 100],
          showTotal: (total) => t('admin.list.total', { count: total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T>;
          const sort = s?.order ? String(s.columnKey) : undefined;
          const order = s?.order === 'descend' ? 'desc' : s?.order === 'ascend' ? 'asc' : undefined;
          if (sort !== params.sort || order !== params.order) state.setSort(sort, order);
          else state.setPage(pagination.current ?? 1, pagination.pageSize ?? params.pageSize);
        }}
      />
    </div>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: 0, fontSize: 26, fontWeight: 600 }}>{children}</h1>;
}

/** A link inside the app: a real href (open in a new tab works), client-side navigation on a plain click. */
export { Link } from 'react-router';
export type { ListParams };
