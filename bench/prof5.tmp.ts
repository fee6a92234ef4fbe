import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createService } from '@cadeau/service-kit';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import { BILLING_SCHEMA, migrations } from '@cadeau/svc-billing/bench';
import { openInvoices, paymentFile } from './src/billing';
(async () => {
  const database = await createTestDatabase();
  const service = await createService({ name: 'svc-billing', service: 'billing', secret: randomUUID(), database: { url: database.url, schema: BILLING_SCHEMA, migrations }, setup: () => undefined });
  await service.migrate();
  for (let run = 0; run < 4; run++) {
    fs.writeFileSync(`/tmp/camt-${run}.xml`, paymentFile(`B-${run}`, await openInvoices(service.kit.db, 20000)));
    fs.writeFileSync(`/tmp/camt-${run}-warm.xml`, paymentFile(`W-${run}`, await openInvoices(service.kit.db, 500)));
  }
  console.log(database.url);
  await service.close();
})();
