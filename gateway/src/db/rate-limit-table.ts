import { createDatabase, migrateLatest, type Migration } from '@cadeau/service-kit';
import knex, { type Knex } from 'knex';

/** The gateway's own schema: only the rate-limit counters every gateway replica shares (ADR 0032). */
export const GATEWAY_SCHEMA = 'gateway';
export const RATE_LIMIT_TABLE = 'rate_limits';

/** rate-limiter-flexible's RateLimiterPostgres layout (key, points, expire in ms since the epoch). */
const rateLimitTable: Migration = {
  name: '001_rate_limits',
  async up(db) {
    await db.schema.createTable(RATE_LIMIT_TABLE, (t) => {
      t.string('key', 255).primary();
      t.integer('points').notNullable().defaultTo(0);
      t.bigInteger('expire');
    });
    // The library sweeps rows an hour past their window; the index keeps that sweep off the whole table.
    await db.raw('create index rate_limits_expire_idx on ?? (expire)', [RATE_LIMIT_TABLE]);
  },
  async down(db) {
    await db.schema.dropTable(RATE_LIMIT_TABLE);
  },
};

export const gatewayMigrations: Migration[] = [rateLimitTable];

/** Any fixed number: the session advisory lock replicas of the gateway take while one of them migrates. */
const MIGRATION_LOCK_KEY = 42_003_701;

/**
 * The most Postgres connections one gateway opens: its pool, and at start the one session holding the migration
 * lock beside it (the k8s tests size the connection pooler with this).
 */
export const RATE_LIMIT_POOL_MAX = 4;
export const MIGRATION_LOCK_CONNECTIONS = 1;

/**
 * The gateway's pool to Postgres, migrated. Every replica runs this at start, one after the other under an
 * advisory lock (knex's own migration lock table is itself created without one: two replicas starting at once
 * collided on it), so no separate migration step is needed for one table.
 */
export async function openRateLimitDatabase(url: string): Promise<Knex> {
  const db = createDatabase({
    url,
    schema: GATEWAY_SCHEMA,
    migrations: gatewayMigrations,
    pool: { max: RATE_LIMIT_POOL_MAX },
  });
  // One connection: a session lock is held by the connection that took it.
  const lock = knex({ client: 'pg', connection: url, pool: { min: 0, max: MIGRATION_LOCK_CONNECTIONS } });
  try {
    await lock.raw('select pg_advisory_lock(?)', [MIGRATION_LOCK_KEY]);
    await migrateLatest(db, GATEWAY_SCHEMA, gatewayMigrations);
  } catch (error) {
    await db.destroy();
    throw error;
  } finally {
    // Destroying the pool closes the session, which releases the lock on every path.
    await lock.destroy();
  }
  return db;
}
