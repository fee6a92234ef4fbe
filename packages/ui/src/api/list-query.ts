/** Query parameters of a server-side list (contracts `listQuery`): page, size, sort, order, text and filters. */
export interface ListParams {
  page: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
  [filter: string]: string | number | boolean | undefined;
}

/** `?page=1&pageSize=25&…`, leaving out empty values so the server applies its defaults. */
export function toQueryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A page's list state as the query of a list route. The state (`useListState`) is one shape for every list,
 * its sort column and filters plain text; the route's query schema checks them on the server (400 `zod.…`
 * for a column or filter the list does not have).
 */
export function listQuery<Q>(params: ListParams): Q {
  return params as unknown as Q;
}
