import { createDatabase, loadServiceConfig, serviceEnv } from '@cadeau/service-kit';
import { z } from 'zod';
import { migrations } from './db/migrations';
import { seedDemoData } from './db/seed-data';
import { CATALOG_SCHEMA } from './schema';

/**
 * Demo data for development and tests (`npm start` runs it after the migrations): the Swiss VAT categories and
 * what the other catalog areas add to `seedDemoData`. Never in production, where demo products would be sold.
 * It needs only the database: no user-context secret, no NATS.
 */
async function main() {
  const config = loadServiceConfig(
    z.object({ DATABASE_URL: serviceEnv.DATABASE_URL, NODE_ENV: serviceEnv.NODE_ENV }),
    process.env,
  );
  if (config.NODE_ENV) {
    console.error('svc-catalog seed: refusing to seed demo data with NODE_ENV=production');
    process.exit(1);
  }
  const db = createDatabase({ url: config.DATABASE_URL, schema: CATALOG_SCHEMA, migrations });
  try {
    for (const line of await seedDemoData(db)) console.log(line);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('svc-catalog seed failed:', err);
  process.exit(1);
});
