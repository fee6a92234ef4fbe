import knex, { type Knex } from 'knex';
import { migrateDownAll, migrateLatest, type Migration } from '../src/database';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const migrations: Migration[] = [
  {
    name: '001_things',
    up: (db) => db.schema.createTable('things', (t) => t.uuid('id').primary()),
    down: (db) => db.schema.dropTable('things'),
  },
  {
    name: '002_thing_name',
    up: (db) => db.schema.alterTable('things', (t) => t.string('name')),
    down: (db) => db.schema.alterTable('things', (t) => t.dropColumn('name')),
  },
];

async function tablesIn(db: Knex, schema: string): Promise<string[]> {
  const rows = await db('information_schema.tables')
    .where({ table_schema: schema })
    .select('table_name')
    .orderBy('table_name');
  return rows.map((r: { table_name: string }) => r.table_name);
}

describe('migrations bound to the service schema', () => {
  let testDb: TestDatabase;
  let db: Knex;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = knex({ client: 'pg', connection: testDb.url, searchPath: ['kitmig'], pool: { min: 0, max: 2 } });
  });
  afterAll(async () => {
    await db.destroy();
    await testDb.drop();
  });

  it('creates the schema, the kit tables and the service tables, and rolls all of them back', async () => {
    await migrateLatest(db, 'kitmig', migrations);
    await migrateLatest(db, 'kitmig', migrations); // idempotent
    expect(await tablesIn(db, 'kitmig')).toEqual([
      'inbox',
      'knex_migrations',
      'knex_migrations_lock',
      'outbox',
      'things',
    ]);
    expect(await tablesIn(db, 'public')).toEqual([]);
    const cols = await db('information_schema.columns')
      .where({ table_schema: 'kitmig', table_name: 'things' })
      .pluck('column_name');
    expect(cols.sort()).toEqual(['id', 'name']);

    await migrateDownAll(db, 'kitmig', migrations);
    expect(await tablesIn(db, 'kitmig')).toEqual(['knex_migrations', 'knex_migrations_lock']);

    await migrateLatest(db, 'kitmig', migrations); // and up again after a full rollback
    expect(await tablesIn(db, 'kitmig')).toContain('things');
  });

  it('refuses duplicate migration names', async () => {
    await expect(migrateLatest(db, 'kitmig', [...migrations, migrations[0]])).rejects.toThrow(
      'Duplicate migration name',
    );
  });
});
