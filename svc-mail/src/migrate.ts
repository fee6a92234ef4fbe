import { runMigrations } from '@cadeau/service-kit';
import { migrations } from './db/migrations';
import { MAIL_SCHEMA } from './schema';

/** Brings schema `mail` to the latest migration and exits (a Kubernetes Job, or `npm start` before the services). */
void runMigrations({ name: 'svc-mail', schema: MAIL_SCHEMA, migrations });
