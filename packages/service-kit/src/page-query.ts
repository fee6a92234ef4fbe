import type { ListQueryBase, Page } from '@cadeau/contracts';
import type { Knex } from 'knex';

/** How one list maps the contract's list query (`listQuery` of contracts) onto SQL. */
export interface ListSpec {
  /** Sort key of the contract → SQL column (only these reach ORDER BY). */
  sortColumns: Record<string, string>;
  /** Columns the free text `q` is matched against (case-insensitive, contains). */
  searchColumns: string[];
  /** Unique column appended to the order so pages are stable. */
  tieBreaker: string;
  /**
   * Direction of the tie-breaker (default `asc`): `desc` for a newest-first list whose index runs
   * `(created_at desc, id desc)`, like svc-mail's dev mailbox.
   */
  tieBreakerOrder?: 'asc' | 'desc';
  /**
   * Sort keys that hold words people read (names, e-mail addresses): ordered as a reader expects, case and accents
   * aside ("Ämmer", "Berger", "de Weck", "Zürcher"), by the ICU root collation, not the database's byte order
   * (C.UTF-8 put "de Weck" and "Ämmer" after "Zürcher").
   */
  wordSortKeys?: string[];
}

/** The ICU root collation: part of every Postgres built with ICU (the embedded one, Debian's, CloudNativePG's). */
const WORD_COLLATION = 'und-x-icu';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Applies `q`, counts, sorts and cuts one page; `base` carries the list's joins and filters. Only the
 * spec's columns reach SQL: the sort key is looked up (an unknown one throws; the contract's enum refuses
 * it with 400 first), the free text is a bound parameter with LIKE wildcards escaped.
 */
export async function pageQuery<Row, Item>(
  base: Knex.QueryBuilder,
  query: ListQueryBase,
  spec: ListSpec,
  map: (row: Row) => Item,
): Promise<Page<Item>> {
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    base.where((w) => spec.searchColumns.forEach((c) => void w.orWhereRaw(`${c}::text ilike ?`, [pattern])));
  }
  const [{ count }] = await base.clone().clearSelect().clearOrder().count({ count: '*' });
  const column = spec.sortColumns[query.sort];
  if (!column) throw new Error(`unknown sort column ${query.sort}`);
  const tieOrder = spec.tieBreakerOrder ?? 'asc';
  if (spec.wordSortKeys?.includes(query.sort))
    base.orderByRaw(`?? collate "${WORD_COLLATION}" ${query.order === 'desc' ? 'desc' : 'asc'}, ?? ${tieOrder}`, [
      column,
      spec.tieBreaker,
    ]);
  else
    base.orderBy([
      { column, order: query.order },
      { column: spec.tieBreaker, order: tieOrder },
    ]);
  const rows = (await base.limit(query.pageSize).offset((query.page - 1) * query.pageSize)) as Row[];
  return { items: rows.map(map), page: query.page, pageSize: query.pageSize, total: Number(count) };
}
