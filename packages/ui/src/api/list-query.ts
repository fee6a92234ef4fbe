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
