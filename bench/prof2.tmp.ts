import { randomUUID } from 'node:crypto';
import { createService } from '@cadeau/service-kit';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import { BILLING_SCHEMA, migrations } from '@cadeau/svc-billing/bench';
(async () => {
  const database = await createTestDatabase();
  const service = await createService({ name: 'svc-billing', service: 'billing', secret: randomUUID(), database: { url: database.url, schema: BILLING_SCHEMA, migrations }, setup: () => undefined });
  await service.migrate();
  const db = service.kit.db;
  await db.raw('create table postings_nofk (like postings including all)');
  await db.raw('create table postings_noidx (transaction_id uuid, account text, amount_rappen bigint, role text)');
  for (let run = 0; run < 3; run++) {
  await db.transaction(async (trx) => {
    const txs = Array.from({ length: 20000 }, (_, i) => ({ id: randomUUID(), key: `k:${run}:${i}`, content: 'x'.repeat(150), kind: 'payment' }));
    let t = performance.now();
    await trx.raw(`insert into transactions (id, key, content, kind) select id, key, content, kind from jsonb_to_recordset(?::jsonb) as r(id uuid, key text, content text, kind text)`, [JSON.stringify(txs)]);
    console.log('transactions 20k', (performance.now() - t).toFixed(0));
    const postings = txs.flatMap((x, i) => [{ transaction_id: x.id, account: 'bank', amount_rappen: 100 + i, role: null }, { transaction_id: x.id, account: `receivable:${randomUUID()}`, amount_rappen: -100 - i, role: 'payment' }]);
    const json = JSON.stringify(postings);
    for (const table of ['postings', 'postings_nofk', 'postings_noidx']) {
      t = performance.now();
      await trx.raw(`insert into ${table} (transaction_id, account, amount_rappen, role) select transaction_id, account, amount_rappen, role from jsonb_to_recordset(?::jsonb) as r(transaction_id uuid, account text, amount_rappen bigint, role text)`, [json]);
      console.log(table, '40k', (performance.now() - t).toFixed(0));
    }
    t = performance.now();
    await trx.raw(`insert into postings_noidx (transaction_id, account, amount_rappen, role) select * from unnest(?::uuid[], ?::text[], ?::bigint[], ?::text[])`, [postings.map(p => p.transaction_id), postings.map(p => p.account), postings.map(p => p.amount_rappen), postings.map(p => p.role)]);
    console.log('unnest noidx 40k', (performance.now() - t).toFixed(0));
  });
  }
  await service.close(); await database.drop();
})();
