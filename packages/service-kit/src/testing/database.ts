import { randomBytes } from 'node:crypto';
import knex from 'knex';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const adminUrl = () => process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database per test file, so tests never see each other's rows; drop() removes it even with open connections. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: adminUrl(), pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = knex({ client: 'pg', connection: adminUrl(), pool: { min: 0, max: 1 } });
      try {
        await a.raw('drop database if exists ?? with (force)', [name]);
      } finally {
        await a.destroy();
      }
    },
  };
}
