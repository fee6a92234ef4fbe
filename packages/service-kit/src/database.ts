import knex, { type Knex } from 'knex';
import { databasePool } from './config';

/** One migration of a service, kept in `src/db/migrations/*.ts` and listed in order by the service. */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export interface DatabaseOptions {
  url: string;
  schema: string;
  migrations: Migration[];
  /** Pool size; by default `DATABASE_POOL_MAX` (10 unless set: every service shares one Postgres). */
  pool?: { min?: number; max?: number };
  /** Where `DATABASE_POOL_MAX` and `DATABASE_POOL_IDLE_MS` are read (config `databasePool`); the process's own. */
  env?: NodeJS.ProcessEnv;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A knex bound to the service's schema: `search_path` is set on every pooled connection, so plain
 * table names resolve to the service's own tables and never to another service's. The pool's ceiling and idle
 * timeout come from the environment (`databasePool`, a bad value is a ConfigError) unless the caller sizes it.
 */
export function createDatabase(opts: DatabaseOptions): Knex {
  if (!SCHEMA_NAME.test(opts.schema)) throw new Error(`Invalid schema name: ${opts.schema}`);
  const pool = databasePool(opts.env);
  return knex({
    client: 'pg',
    connection: opts.url,
    searchPath: [opts.schema],
    pool: { min: opts.pool?.min ?? 0, max: opts.pool?.max ?? pool.max, idleTimeoutMillis: pool.idleTimeoutMillis },
    acquireConnectionTimeout: 10_000,
  });
}

/** Tables every service has: the transactional outbox and the consumers' inbox (DESIGN section 4). */
export const kitMigration: Migration = {
  name: '000_service_kit_outbox_inbox',
  async up(db) {
    await db.schema.createTable('outbox', (t) => {
      t.uuid('id').primary();
      // Publication order: events of one transaction share created_at, the sequence keeps their order.
      t.bigIncrements('seq', { primaryKey: false }).notNullable();
      t.string('subject', 255).notNullable();
      t.jsonb('payload').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('published_at', { useTz: true });
    });
    // The relay only ever reads unpublished rows; a partial index keeps that cheap as the table grows.
    await db.raw('create index outbox_unpublished_idx on outbox (seq) where published_at is null');
    await db.schema.createTable('inbox', (t) => {
      t.string('consumer', 255).notNullable();
      t.uuid('event_id').notNullable();
      t.timestamp('handled_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['consumer', 'event_id']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('inbox');
    await db.schema.dropTableIfExists('outbox');
  },
};

class ListSource implements Knex.MigrationSource<Migration> {
  constructor(private readonly list: Migration[]) {}
  async getMigrations() {
    return this.list;
  }
  getMigrationName(m: Migration) {
    return m.name;
  }
  async getMigration(m: Migration) {
    return { up: m.up, down: m.down };
  }
}

export function migratorConfig(schema: string, migrations: Migration[]): Knex.MigratorConfig {
  const names = new Set<string>();
  for (const m of [kitMigration, ...migrations]) {
    if (names.has(m.name)) throw new Error(`Duplicate migration name: ${m.name}`);
    names.add(m.name);
  }
  return {
    migrationSource: new ListSource([kitMigration, ...migrations]),
    schemaName: schema,
    tableName: 'knex_migrations',
  };
}

/** Creates the schema and brings it to the latest migration. Safe to run from several replicas (knex locks). */
export async function migrateLatest(db: Knex, schema: string, migrations: Migration[]): Promise<void> {
  await db.raw('create schema if not exists ??', [schema]);
  await db.migrate.latest(migratorConfig(schema, migrations));
}

/** Rolls every migration back (tests prove each `down` works). */
export async function migrateDownAll(db: Knex, schema: string, migrations: Migration[]): Promise<void> {
  await db.migrate.rollback(migratorConfig(schema, migrations), true);
}
