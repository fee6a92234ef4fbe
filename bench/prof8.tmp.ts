import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createService } from '@cadeau/service-kit';
import { BILLING_SCHEMA, migrations } from '@cadeau/svc-billing/bench';
import { openInvoices, paymentFile } from './src/billing';
(async () => {
  const service = await createService({ name: 'svc-billing', service: 'billing', secret: randomUUID(), database: { url: process.env.DATABASE_URL!, schema: BILLING_SCHEMA, migrations }, setup: () => undefined });
  const tag = Date.now().toString(36);
  for (let run = 0; run < Number(process.argv[2] ?? 4); run++) {
    fs.writeFileSync(`/tmp/camt-${run}.xml`, paymentFile(`B${tag}-${run}`, await openInvoices(service.kit.db, 20000)));
    fs.writeFileSync(`/tmp/camt-${run}-warm.xml`, paymentFile(`W${tag}-${run}`, await openInvoices(service.kit.db, 500)));
  }
  await service.close();
})();
