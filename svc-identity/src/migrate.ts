import { runMigrations } from '@cadeau/service-kit';
import { migrations } from './db/migrations';
import { IDENTITY_SCHEMA } from './schema';

/** Brings schema `identity` to the latest migration and exits (a Kubernetes Job, or `npm start` before the services). */
void runMigrations({ name: 'svc-identity', schema: IDENTITY_SCHEMA, migrations });
