import { createDatabase, loadServiceConfig, serviceEnv } from '@cadeau/service-kit';
import { z } from 'zod';
import { createStorage } from './adapters/storage';
import { loadConfig } from './config';
import { migrations } from './db/migrations';
import { seedDemoData } from './db/seed-data';
import { CATALOG_SCHEMA } from './schema';

/**
 * Demo data for development and tests (`npm start` runs it after the migrations): the Swiss VAT categories and
 * what the other catalog areas add to `seedDemoData` (the demo seller's products with their pictures). Never in
 * production, where demo products would be sold. No NATS; the service's configuration (as `npm start` gives it)
 * for the file storage the pictures go to.
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
  // The demo products' pictures go where the service keeps uploads (CATALOG_STORAGE, CATALOG_DATA_DIR).
  const { storage: storageConfig, dataDir } = loadConfig(process.env);
  const storage = createStorage(storageConfig, dataDir);
  const db = createDatabase({ url: config.DATABASE_URL, schema: CATALOG_SCHEMA, migrations });
  try {
    for (const line of await seedDemoData(db, { storage })) console.log(line);
  } finally {
    await db.destroy();
    storage.destroy();
  }
}

main().catch((err) => {
  console.error('svc-catalog seed failed:', err);
  process.exit(1);
});
