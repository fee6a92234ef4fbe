import { ConfigError } from './config';
import { createDatabase } from './database';

/** knex connects on the first query only: these pools are made and destroyed without a database. */
const poolOf = (options: Partial<Parameters<typeof createDatabase>[0]>) => {
  const db = createDatabase({
    url: 'postgresql://nobody@127.0.0.1:1/none',
    schema: 'none',
    migrations: [],
    ...options,
  });
  const { pool } = db.client.config as { pool: { min: number; max: number; idleTimeoutMillis: number } };
  void db.destroy();
  return pool;
};

describe("createDatabase's pool", () => {
  it('is sized by DATABASE_POOL_MAX and DATABASE_POOL_IDLE_MS, 10 and 30 s without them', () => {
    expect(poolOf({ env: {} })).toEqual({ min: 0, max: 10, idleTimeoutMillis: 30_000 });
    expect(poolOf({ env: { DATABASE_POOL_MAX: '4', DATABASE_POOL_IDLE_MS: '5000' } })).toEqual({
      min: 0,
      max: 4,
      idleTimeoutMillis: 5000,
    });
  });

  it("reads the process's environment unless told otherwise", () => {
    const before = process.env.DATABASE_POOL_MAX;
    process.env.DATABASE_POOL_MAX = '7';
    try {
      expect(poolOf({}).max).toBe(7);
    } finally {
      if (before === undefined) delete process.env.DATABASE_POOL_MAX;
      else process.env.DATABASE_POOL_MAX = before;
    }
  });

  it("keeps a caller's own size (the gateway's 4) and still closes idle connections as configured", () => {
    expect(poolOf({ pool: { max: 4 }, env: { DATABASE_POOL_MAX: '20', DATABASE_POOL_IDLE_MS: '5000' } })).toEqual({
      min: 0,
      max: 4,
      idleTimeoutMillis: 5000,
    });
  });

  it('refuses a bad setting by its name before anything is opened', () => {
    expect(() => poolOf({ env: { DATABASE_POOL_MAX: '0' } })).toThrow(ConfigError);
    expect(() => poolOf({ env: { DATABASE_POOL_MAX: '0' } })).toThrow('DATABASE_POOL_MAX');
  });
});
