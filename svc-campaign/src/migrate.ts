import { runMigrations } from '@cadeau/service-kit';
import { migrations } from './db/migrations';
import { CAMPAIGN_SCHEMA } from './schema';

/** Brings schema `campaign` to the latest migration and exits (a Kubernetes Job, or `npm start` before the services). */
void runMigrations({ name: 'svc-campaign', schema: CAMPAIGN_SCHEMA, migrations });
