import { randomUUID } from 'node:crypto';
import { createService } from '@cadeau/service-kit';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import { BILLING_SCHEMA, migrations } from '@cadeau/svc-billing/bench';
import { openInvoices } from './src/billing';
(async () => {
  const database = await createTestDatabase();
  const service = await createService({ name: 'svc-billing', service: 'billing', secret: randomUUID(), database: { url: database.url, schema: BILLING_SCHEMA, migrations }, setup: () => undefined });
  await service.migrate();
  const db = service.kit.db;
  await openInvoices(db, 25000);
  const inv = (await db.raw(`select id, organization_id from invoices limit 5000`)).rows;
  await db.transaction(async (trx) => {
    const ex = async (label: string, sql: string, b: unknown[]) => {
      const rows = (await trx.raw('explain (analyze, buffers, timing off) ' + sql, b)).rows.map((r: any) => r['QUERY PLAN']);
      console.log('==', label); for (const r of rows) if (/Execution|Trigger|Planning|Insert|Update|Scan/.test(r)) console.log('  ', r.trim().slice(0, 140));
    };
    await ex('lock', `select id from invoices where id = any(?::uuid[]) order by id for update`, [inv.map((i: any) => i.id)]);
    const txs = inv.map((i: any, n: number) => ({ id: randomUUID(), key: `camt:X-${n}`, content: JSON.stringify(['payment', i.id, [['bank', 100, null], ['receivable:' + i.id, -100, 'payment']]]), kind: 'payment', invoice_id: i.id }));
    await ex('transactions', `insert into transactions (id, key, content, kind, invoice_id) select id, key, content, kind, invoice_id from jsonb_to_recordset(?::jsonb) as r(id uuid, key text, content text, kind text, invoice_id uuid)`, [JSON.stringify(txs)]);
    const postings = txs.flatMap((t: any) => [{ transaction_id: t.id, account: 'bank', amount_rappen: 100, role: null }, { transaction_id: t.id, account: 'receivable:' + t.invoice_id, amount_rappen: -100, role: 'payment' }]);
    await ex('postings', `insert into postings (transaction_id, account, amount_rappen, role) select transaction_id, account, amount_rappen, role from jsonb_to_recordset(?::jsonb) as r(transaction_id uuid, account text, amount_rappen bigint, role text)`, [JSON.stringify(postings)]);
    await ex('invoices', `update invoices i set status = 'paid', paid_by_payment_rappen = i.amount_rappen from jsonb_to_recordset(?::jsonb) as r(id uuid) where i.id = r.id`, [JSON.stringify(inv.map((i: any) => ({ id: i.id })))]);
    await ex('history', `insert into invoice_history (invoice_id, transaction_id, action, status, amount_rappen, paid_rappen) select invoice_id, transaction_id, 'payment', 'paid', 1, 1 from jsonb_to_recordset(?::jsonb) as r(invoice_id uuid, transaction_id uuid)`, [JSON.stringify(txs.map((t: any) => ({ invoice_id: t.invoice_id, transaction_id: t.id })))]);
    await ex('bank_payments', `insert into bank_payments (id, bank_reference, source, reference, amount_rappen, status, invoice_id, organization_id, applied_rappen, transaction_id) select gen_random_uuid(), key, 'camt054', key, 100, 'matched', invoice_id, invoice_id, 100, id from jsonb_to_recordset(?::jsonb) as r(id uuid, key text, invoice_id uuid)`, [JSON.stringify(txs)]);
    await ex('outbox', `insert into outbox (id, subject, payload) select gen_random_uuid(), 'invoice.paid', to_jsonb(r) from jsonb_to_recordset(?::jsonb) as r(id uuid, key text, content text)`, [JSON.stringify(txs)]);
    await ex('accounts', `insert into accounts (key, debits_rappen, credits_rappen) select 'receivable:' || invoice_id, 0, 100 from jsonb_to_recordset(?::jsonb) as r(invoice_id uuid) on conflict (key) do update set credits_rappen = accounts.credits_rappen + excluded.credits_rappen`, [JSON.stringify(txs)]);
    throw new Error('rollback');
  }).catch(() => undefined);
  await service.close(); await database.drop();
})();
