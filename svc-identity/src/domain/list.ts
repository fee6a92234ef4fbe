import type { ListQueryBase, Page } from '@cadeau/contracts';
import type { Knex } from 'knex';

export interface ListSpec {
  /** Sort key of the contract → SQL column (only these reach ORDER BY). */
  sortColumns: Record<string, string>;
  /** Columns the free text `q` is matched against (case-insensitive, contains). */
  searchColumns: string[];
  /** Unique column appended to the order so pages are stable. */
  tieBreaker: string;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Applies `q`, counts, sorts and cuts one page; `base` carries the list's joins and filters. */
export async function pageQuery<Row, Item>(base: Knex.QueryBuilder, query: ListQueryBase, spec: ListSpec, map: (row: Row) => Item): Promise<Page<Item>> {
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    base.where((w) => spec.searchColumns.forEach((c) => w.orWhereRaw(`${c}::text ilike ?`, [pattern])));
  }
  const [{ count }] = await base.clone().clearSelect().clearOrder().count({ count: '*' });
  const column = spec.sortColumns[query.sort];
  if (!column) throw new Error(`unknown sort column ${query.sort}`);
  const rows = (await base
    .orderBy([{ column, order: query.order }, { column: spec.tieBreaker, order: 'asc' }])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)) as Row[];
  return { items: rows.map(map), page: query.page, pageSize: query.pageSize, total: Number(count) };
}
