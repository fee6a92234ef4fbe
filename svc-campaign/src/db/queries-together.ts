import type { Knex } from 'knex';

/**
 * Runs independent reads together on the pool (each takes its own connection), but one after the other on a
 * transaction: a transaction is one connection, and pg refuses a query while the connection runs another (a
 * DeprecationWarning since pg 8.x, an error from pg 9).
 */
export async function queriesTogether<T extends readonly unknown[]>(
  db: Knex,
  ...queries: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!db.isTransaction) return (await Promise.all(queries.map((run) => run()))) as unknown as T;
  const results: unknown[] = [];
  for (const run of queries) results.push(await run());
  return results as unknown as T;
}
