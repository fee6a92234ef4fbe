import { randomUUID } from 'node:crypto';
import { createService } from '@cadeau/service-kit';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import { BILLING_SCHEMA, bookBankTransactions, migrations, parseCamt054 } from '@cadeau/svc-billing/bench';
import * as b from './src/billing';
(async () => {
  const database = await createTestDatabase();
  const service = await createService({ name: 'svc-billing', service: 'billing', secret: randomUUID(), database: { url: database.url, schema: BILLING_SCHEMA, migrations }, setup: () => undefined });
  await service.migrate();
  const db = service.kit.db;
  const times = new Map<string, number>(); const starts = new Map<string, bigint>();
  db.on('query', (q: any) => starts.set(q.__knexQueryUid, process.hrtime.bigint()));
  db.on('query-response', (_r: any, q: any) => { const k = q.sql.replace(/\s+/g, ' ').slice(0, 60); times.set(k, (times.get(k) ?? 0) + Number(process.hrtime.bigint() - starts.get(q.__knexQueryUid)!) / 1e6); });
  for (const n of [500, 20000]) {
    const xml = (b as any).paymentFile(`P-${n}`, await (b as any).openInvoices(db, n));
    const tx = parseCamt054(xml).transactions;
    times.clear();
    const t = performance.now();
    const r = await bookBankTransactions(service.kit, tx);
    console.log(n, 'total', performance.now() - t, r);
    let sum = 0; for (const [k, v] of [...times].sort((a, b) => b[1] - a[1])) { sum += v; console.log(v.toFixed(0).padStart(6), k); }
    console.log('sql sum', sum);
  }
  await service.close(); await database.drop();
})();
