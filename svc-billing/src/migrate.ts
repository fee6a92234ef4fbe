import { runMigrations } from '@cadeau/service-kit';
import { migrations } from './db/migrations';
import { BILLING_SCHEMA } from './schema';

/** Brings schema `billing` to the latest migration and exits (a Kubernetes Job, or `npm start` before the services). */
void runMigrations({ name: 'svc-billing', schema: BILLING_SCHEMA, migrations });
