import { createDatabase, migrateLatest } from '@cadeau/service-kit';
import { createTestDatabase, type TestDatabase } from '@cadeau/service-kit/testing';
import type { Knex } from 'knex';
import { migrations } from '../../src/db/migrations';
import { MAIL_SCHEMA } from '../../src/schema';

/**
 * A database of its own for the test file, migrated to svc-mail's schema, for tests of db/ functions that need
 * no service around them; created in beforeAll and dropped in afterAll. Read `db` inside tests.
 */
export function useMailDatabase(): { readonly db: Knex } {
  let testDb: TestDatabase | null = null;
  let db: Knex | null = null;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = createDatabase({ url: testDb.url, schema: MAIL_SCHEMA, migrations });
    await migrateLatest(db, MAIL_SCHEMA, migrations);
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });
  return {
    get db() {
      if (!db) throw new Error('the mail database is created in beforeAll');
      return db;
    },
  };
}
