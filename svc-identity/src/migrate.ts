import { createDatabase, createLogger, migrateLatest } from '@cadeau/service-kit';
import { IDENTITY_SCHEMA } from './schema';
import { loadConfig } from './config';
import { migrations } from './db/migrations';

/** Brings schema `identity` to the latest migration and exits (a Kubernetes Job, or `npm start` before the services). */
async function main() {
  const config = loadConfig(process.env, { needSecret: false });
  const logger = createLogger('svc-identity-migrate');
  const db = createDatabase({ url: config.databaseUrl, schema: IDENTITY_SCHEMA, migrations });
  try {
    await migrateLatest(db, IDENTITY_SCHEMA, migrations);
    logger.info({ schema: IDENTITY_SCHEMA }, 'migrations applied');
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('svc-identity migrations failed:', err);
  process.exit(1);
});
