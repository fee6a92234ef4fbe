import { createDatabase, createLogger, migrateLatest } from '@cadeau/service-kit';
import { loadConfig } from './config';
import { migrations } from './db/migrations';
import { MAIL_SCHEMA } from './schema';

/** Brings schema `mail` to the latest migration and exits (a Kubernetes Job, or `npm start` before the services). */
async function main() {
  const config = loadConfig(process.env, { needSecret: false });
  const logger = createLogger('svc-mail-migrate');
  const db = createDatabase({ url: config.databaseUrl, schema: MAIL_SCHEMA, migrations });
  try {
    await migrateLatest(db, MAIL_SCHEMA, migrations);
    logger.info({ schema: MAIL_SCHEMA }, 'migrations applied');
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('svc-mail migrations failed:', err);
  process.exit(1);
});
