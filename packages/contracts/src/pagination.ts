import { z } from 'zod';

/**
 * Server-side lists (spec: "paginated, sortable and filterable on the server"). Query strings arrive as
 * text, so numbers are coerced. Each list names its sortable columns and its filters; unknown sort
 * columns are refused (400), never passed to SQL.
 */
export const MAX_PAGE_SIZE = 200;

export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    sort: z.enum(sortable).default(sortable[0] as S[number] as never),
    order: z.enum(['asc', 'desc']).default('asc'),
    /** Free text, matched case-insensitively against the list's text columns. */
    q: z.string().trim().max(200).optional(),
    ...filters,
  });
}

export interface ListQueryBase {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** `true`/`false` in a query string. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
