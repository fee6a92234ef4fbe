import { createDatabase, loadServiceConfig, serviceEnv } from '@cadeau/service-kit';
import { z } from 'zod';
import { migrations } from './db/migrations';
import { seedDemoData } from './db/seed-data';
import { CAMPAIGN_SCHEMA } from './schema';

/**
 * Demo data for development and tests (`npm start` runs it after the migrations): the demo giver's campaigns
 * (db/seed-campaigns.ts). Never in production, where a demo campaign would send real mails and bind a real
 * budget. Needs only the database.
 */
async function main() {
  const config = loadServiceConfig(
    z.object({ DATABASE_URL: serviceEnv.DATABASE_URL, NODE_ENV: serviceEnv.NODE_ENV }),
    process.env,
  );
  if (config.NODE_ENV) {
    console.error('svc-campaign seed: refusing to seed demo data with NODE_ENV=production');
    process.exit(1);
  }
  const db = createDatabase({ url: config.DATABASE_URL, schema: CAMPAIGN_SCHEMA, migrations });
  try {
    for (const line of await seedDemoData(db)) console.log(line);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('svc-campaign seed failed:', err);
  process.exit(1);
});
