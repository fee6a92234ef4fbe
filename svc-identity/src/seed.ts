import { createDatabase } from '@cadeau/service-kit';
import { IDENTITY_SCHEMA } from './schema';
import { loadConfig } from './config';
import { migrations } from './db/migrations';
import { DEMO_PASSWORD, seedDemoData } from './db/seed-data';

/** Demo accounts for development and tests; never in production, where they would be a known login. */
async function main() {
  const config = loadConfig(process.env, { needSecret: false });
  if (config.production) {
    console.error('svc-identity seed: refusing to seed demo accounts with NODE_ENV=production');
    process.exit(1);
  }
  const db = createDatabase({ url: config.databaseUrl, schema: IDENTITY_SCHEMA, migrations });
  try {
    const accounts = await seedDemoData(db);
    const width = Math.max(...accounts.map((a) => a.email.length));
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of accounts) console.log(`  ${a.email.padEnd(width)}  ${a.description}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('svc-identity seed failed:', err);
  process.exit(1);
});
