import { createDatabase, loadServiceConfig, serviceEnv } from '@cadeau/service-kit';
import { z } from 'zod';
import { voucherKeysOf } from './config';
import { migrations } from './db/migrations';
import { seedDemoData } from './db/seed-data';
import { CAMPAIGN_SCHEMA } from './schema';

/**
 * Demo data for development and tests (`npm start` runs it after the migrations): the demo giver's campaigns
 * (db/seed-campaigns.ts) and the running one whose gift codes go to the dev mailbox (db/seed-running-campaign.ts).
 * Never in production, where a demo campaign would send real mails and bind a real budget. Needs only the database.
 */
async function main() {
  const config = loadServiceConfig(
    z.object({
      DATABASE_URL: serviceEnv.DATABASE_URL,
      NODE_ENV: serviceEnv.NODE_ENV,
      VOUCHER_HMAC_KEY: z.string().optional(),
      VOUCHER_ENCRYPTION_KEY: z.string().optional(),
    }),
    process.env,
  );
  if (config.NODE_ENV) {
    console.error('svc-campaign seed: refusing to seed demo data with NODE_ENV=production');
    process.exit(1);
  }
  const db = createDatabase({ url: config.DATABASE_URL, schema: CAMPAIGN_SCHEMA, migrations });
  try {
    // The service's own gift-code keys, so it reads back the codes sealed here.
    const keys = voucherKeysOf(false, config.VOUCHER_HMAC_KEY, config.VOUCHER_ENCRYPTION_KEY);
    for (const line of await seedDemoData(db, undefined, keys)) console.log(line);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('svc-campaign seed failed:', err);
  process.exit(1);
});
