import type { Knex } from 'knex';
import { createDatabase, migrateDownAll, migrateLatest, type Migration } from '../database';
import { createTestDatabase, type TestDatabase } from './database';

export interface MigrationsOptions {
  /** The service's schema (its migrations run there). */
  schema: string;
  migrations: Migration[];
  /** Writes data after the first run up, so the way down and up again runs against rows (a demo seed). */
  seed?: (db: Knex) => Promise<unknown>;
  /** The service's tables after the migrations (knex's own aside), when the test pins them. */
  tables?: string[];
  /** More tests on the same database (freshly migrated up again, empty), in the same describe block. */
  also?: (db: () => Knex) => void;
  /** The describe block's title; `<schema> migrations` by default. */
  title?: string;
}

/** The schema's tables, knex's own aside, sorted. */
export async function tablesOf(db: Knex, schema: string): Promise<string[]> {
  const names: string[] = await db('information_schema.tables').where({ table_schema: schema }).pluck('table_name');
  return names.filter((t) => !t.startsWith('knex_')).sort();
}

/**
 * Every service's migration test (issue 22): on a database of its own, the service's migrations run up, the
 * seed writes data, every migration runs down (no table of the service is left) and up again (the same tables
 * as the first time). A new service gets it by calling it with its schema and migrations.
 */
export function describeMigrations(opts: MigrationsOptions): void {
  describe(opts.title ?? `${opts.schema} migrations`, () => {
    let testDb: TestDatabase;
    let db: Knex;
    beforeAll(async () => {
      testDb = await createTestDatabase();
      db = createDatabase({ url: testDb.url, schema: opts.schema, migrations: opts.migrations });
    });
    afterAll(async () => {
      await db?.destroy();
      await testDb?.drop();
    });

    it(`runs every migration up, down and up again${opts.seed ? ' against data' : ''}`, async () => {
      await migrateLatest(db, opts.schema, opts.migrations);
      const tables = await tablesOf(db, opts.schema);
      if (opts.tables) expect(tables).toEqual([...opts.tables].sort());
      expect(tables).not.toEqual([]);
      if (opts.seed) await opts.seed(db);
      await migrateDownAll(db, opts.schema, opts.migrations);
      expect(await tablesOf(db, opts.schema)).toEqual([]);
      await migrateLatest(db, opts.schema, opts.migrations);
      expect(await tablesOf(db, opts.schema)).toEqual(tables);
    });

    opts.also?.(() => db);
  });
}
