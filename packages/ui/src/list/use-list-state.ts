import { useState } from 'react';
import type { ListParams } from '@cadeau/ui/api';

/**
 * Page, size, sort, order, search text and filters of a server-side list. Every change goes to the
 * server as query parameters; a new sort, filter or search starts again at page 1.
 */
export function useListState(initial: Partial<ListParams> = {}) {
  const [params, setParams] = useState<ListParams>({ page: 1, pageSize: 25, ...initial });
  return {
    params,
    setPage: (page: number, pageSize: number) =>
      setParams((p) => ({ ...p, page: pageSize === p.pageSize ? page : 1, pageSize })),
    setSort: (sort: string | undefined, order: 'asc' | 'desc' | undefined) =>
      setParams((p) => ({ ...p, page: 1, sort, order })),
    setFilter: (name: string, value: string | undefined) =>
      setParams((p) => ({ ...p, page: 1, [name]: value || undefined })),
    /** Drops the search text and these filters at once (a search without hits offers it), from page 1. */
    clear: (names: string[]) =>
      setParams((p) => ({ ...p, page: 1, ...Object.fromEntries(names.map((n) => [n, undefined])) })),
  };
}

export type ListState = ReturnType<typeof useListState>;
