import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import { createService } from '@cadeau/service-kit';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import { BILLING_SCHEMA, migrations } from '@cadeau/svc-billing/bench';
(async () => {
  const database = await createTestDatabase();
  const service = await createService({ name: 'svc-billing', service: 'billing', secret: randomUUID(), database: { url: database.url, schema: BILLING_SCHEMA, migrations }, setup: () => undefined });
  await service.migrate();
  const db = service.kit.db;
  for (let run = 0; run < 4; run++) {
  await db.transaction(async (trx) => {
    const txs = Array.from({ length: 20000 }, (_, i) => ({ id: randomUUID(), key: `k:${run}:${i}`, content: 'x'.repeat(150), kind: 'payment' }));
    await trx.raw(`insert into transactions (id, key, content, kind) select id, key, content, kind from jsonb_to_recordset(?::jsonb) as r(id uuid, key text, content text, kind text)`, [JSON.stringify(txs)]);
    const postings = txs.flatMap((x, i) => [{ transaction_id: x.id, account: 'bank', amount_rappen: 100 + i, role: null }, { transaction_id: x.id, account: `receivable:${randomUUID()}`, amount_rappen: -100 - i, role: 'payment' }]);
    let t = performance.now();
    if (run % 2 === 0) {
      for (let s = 0; s < postings.length; s += 10000)
      await trx.raw(`insert into postings (transaction_id, account, amount_rappen, role) select transaction_id, account, amount_rappen, role from jsonb_to_recordset(?::jsonb) as r(transaction_id uuid, account text, amount_rappen bigint, role text)`, [JSON.stringify(postings.slice(s, s + 10000))]);
      console.log('jsonb 40k', (performance.now() - t).toFixed(0));
    } else {
      const conn = await trx.client.acquireConnection();
      try {
        const lines = postings.map(p => `${p.transaction_id}\t${p.account}\t${p.amount_rappen}\t${p.role ?? '\\N'}\n`).join('');
        await pipeline(Readable.from([lines]), conn.query(copyFrom('copy postings (transaction_id, account, amount_rappen, role) from stdin')));
      } finally { await trx.client.releaseConnection(conn); }
      console.log('copy 40k', (performance.now() - t).toFixed(0));
    }
  });
  }
  await service.close(); await database.drop();
})();
