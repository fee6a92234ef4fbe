import { randomUUID } from 'node:crypto';
import { createService } from '@cadeau/service-kit';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import { BILLING_SCHEMA, migrations } from '@cadeau/svc-billing/bench';
import { measureCamt } from './src/billing';
(async () => {
  const database = await createTestDatabase();
  const service = await createService({ name: 'svc-billing', service: 'billing', secret: randomUUID(), database: { url: database.url, schema: BILLING_SCHEMA, migrations }, setup: () => undefined });
  await service.migrate();
  console.log(JSON.stringify(await measureCamt(service.kit.db, database.url)));
  await service.close(); await database.drop();
})();
