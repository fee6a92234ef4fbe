import { runMigrations } from '@cadeau/service-kit';
import { migrations } from './db/migrations';
import { CATALOG_SCHEMA } from './schema';

/** Brings schema `catalog` to the latest migration and exits (a Kubernetes Job, or `npm start` before the services). */
void runMigrations({ name: 'svc-catalog', schema: CATALOG_SCHEMA, migrations });
