import { useId } from 'react';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { ListState } from './use-list-state';
import { Stack } from '@cadeau/ui/cockpit';

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * Total, previous and next page and the page size of a server-side list. Named buttons and a live "Page x of
 * y" instead of antd's Pagination, whose numbered page links say nothing but a number to a screen reader.
 */
export function ListPager({
  state,
  total,
  testId,
  landmark,
}: {
  state: ListState;
  total: number;
  testId: string;
  /** Names the pager after its list when a page has two (ListTable's `landmark`). */
  landmark?: string;
}) {
  const { t } = useTranslation();
  const { params } = state;
  const sizeId = useId();
  // The page's own size is offered too (the conversations list pages by 20).
  const sizes = [...new Set([...PAGE_SIZES, params.pageSize])].sort((a, b) => a - b);
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  return (
    <Stack
      as="nav"
      gap="sm"
      align="center"
      wrap
      aria-label={landmark ? t('common.list.paginationOf', { name: landmark }) : t('common.list.pagination')}
    >
      <span>{t('common.list.total', { count: total })}</span>
      <Button
        disabled={params.page <= 1}
        onClick={() => state.setPage(params.page - 1, params.pageSize)}
        data-testid={`${testId}-previous`}
      >
        {t('common.list.previous')}
      </Button>
      <span aria-live="polite">{t('common.list.pageOf', { page: params.page, pages })}</span>
      <Button
        disabled={params.page >= pages}
        onClick={() => state.setPage(params.page + 1, params.pageSize)}
        data-testid={`${testId}-next`}
      >
        {t('common.list.next')}
      </Button>
      <Select<number>
        id={sizeId}
        aria-label={t('common.list.pageSize')}
        value={params.pageSize}
        onChange={(size) => state.setPage(1, size)}
        options={sizes.map((n) => ({ value: n, label: t('common.list.perPage', { count: n }) }))}
        popupMatchSelectWidth={false}
        style={{ minWidth: 140 }}
      />
    </Stack>
  );
}
