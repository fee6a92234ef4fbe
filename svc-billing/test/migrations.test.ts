import { describeMigrations, tablesOf } from '@cadeau/service-kit/testing';
import type { Knex } from 'knex';
import { migrations } from '../src/db/migrations';
import { BILLING_SCHEMA } from '../src/schema';

/**
 * A platform's books, set-wise (svc-billing's demo books through the running services, so it cannot seed here):
 * 30 givers and 10 sellers, 60 campaigns each with its deposit (paid in full, in half or not yet by the bank), five
 * orders of every paid campaign (three delivered), three bank payments nobody could match, and the journal those
 * make: balanced transactions, their postings as the plans book them, the accounts' totals summed from them. Money
 * in whole Rappen. One row at least in every table the migrations create, the kit's outbox and inbox included.
 */
async function seedBooks(db: Knex) {
  await db.transaction(async (trx) => {
    await trx.raw(`
      insert into organizations (id, name, features, status)
      select md5('giver:' || g)::uuid, 'Giver ' || g || ' AG', array['giver'], 'approved' from generate_series(1, 30) g
      union all
      select md5('seller:' || s)::uuid, 'Seller ' || s || ' GmbH', array['seller'], 'approved' from generate_series(1, 10) s`);
    // The deposit of campaign c: its budget, FeeGiver 0.1 %, BaseFeeGiver CHF 100, 8.1 % VAT on the fees.
    await trx.raw(`
      create temporary table seed_deposits on commit drop as
      select c, md5('campaign:' || c)::uuid as campaign_id, md5('giver:' || (1 + c % 30))::uuid as organization_id,
             md5('deposit:' || c)::uuid as invoice_id, budget, budget / 1000 as fee, 10000 as base_fee,
             round((budget / 1000 + 10000) * 0.081)::bigint as vat,
             amount, case when c % 12 = 0 then amount / 2 when c % 4 = 0 then 0 else amount end as paid
        from generate_series(1, 60) c,
             lateral (select 50000::bigint * (1 + c % 8) as budget) b,
             lateral (select budget + budget / 1000 + 10000 + round((budget / 1000 + 10000) * 0.081)::bigint as amount) a`);
    await trx.raw(`
      insert into invoice_numbers (year, last) values (2026, 60)`);
    await trx.raw(`
      insert into invoices (id, number, type, organization_id, campaign_id, reference, language, creditor, debtor,
                            lines, due_date, status, amount_rappen, original_amount_rappen, paid_by_payment_rappen,
                            issued_at)
      select invoice_id, '2026-' || lpad(c::text, 6, '0'), 'deposit', organization_id, campaign_id,
             lpad((210000000 + c)::text, 27, '0'), case when c % 5 = 0 then 'en' else 'de' end,
             jsonb_build_object('organizationId', null, 'name', 'Cadeau Test AG', 'street', 'Bahnhofstrasse',
                                'houseNumber', '1', 'zip', '8001', 'city', 'Zürich', 'country', 'CH',
                                'vatNumber', 'CHE-100.155.212 MWST', 'iban', 'CH4431999123000889012'),
             jsonb_build_object('organizationId', organization_id, 'name', 'Giver ' || (1 + c % 30) || ' AG',
                                'street', 'Freie Strasse', 'houseNumber', c::text, 'zip', '4051', 'city', 'Basel',
                                'country', 'CH', 'vatNumber', null, 'iban', null),
             jsonb_build_array(
               jsonb_build_object('kind', 'budget', 'text', '', 'amountRappen', budget, 'vatRateBasisPoints', null),
               jsonb_build_object('kind', 'feeGiver', 'text', '0.1', 'amountRappen', fee, 'vatRateBasisPoints', null),
               jsonb_build_object('kind', 'baseFeeGiver', 'text', '', 'amountRappen', base_fee,
                                  'vatRateBasisPoints', null),
               jsonb_build_object('kind', 'vat', 'text', '', 'amountRappen', vat, 'vatRateBasisPoints', 810)),
             date '2026-03-01' + c,
             case when paid = amount then 'paid' when paid > 0 then 'partialPaid' else 'open' end,
             amount, amount, paid, timestamptz '2026-02-01 09:00+01' + c * interval '1 day'
        from seed_deposits`);
    await trx.raw(`
      insert into campaigns (id, organization_id, name, budget_rappen, status, deposit_invoice_id)
      select campaign_id, organization_id, 'Kampagne ' || c, budget,
             case when paid = amount then 'started' else 'approved' end, invoice_id
        from seed_deposits`);
    // Five orders of each campaign paid in full: price and shipping from its deposit, FeeSeller 10 % (its VAT
    // included), the rest the seller's earning; the first three delivered.
    await trx.raw(`
      create temporary table seed_orders on commit drop as
      select d.c, o, md5('order:' || d.c || ':' || o)::uuid as order_id, d.campaign_id,
             d.organization_id as giver_id, md5('seller:' || (1 + (d.c + o) % 10))::uuid as seller_id,
             spent, round(spent * 0.1)::bigint as fee, round(round(spent * 0.1) * 810 / 10810.0)::bigint as fee_vat,
             spent - round(spent * 0.1)::bigint as earning,
             timestamptz '2026-03-10 10:00+01' + (d.c + o) * interval '1 hour' as placed_at
        from seed_deposits d, generate_series(1, 5) o, lateral (select 2500::bigint + 500 * o + 700 * (o % 2) as spent) s
       where d.paid = d.amount`);
    await trx.raw(`
      insert into transactions (id, key, content, kind, invoice_id, created_at)
      select md5('tx:deposit:' || c)::uuid, 'deposit:' || campaign_id, md5('content:deposit:' || c), 'depositIssued',
             invoice_id, timestamptz '2026-02-01 09:00+01' + c * interval '1 day'
        from seed_deposits
      union all
      select md5('tx:payment:' || c)::uuid, 'bank:CAMT-2026-' || c, md5('content:payment:' || c), 'payment',
             invoice_id, timestamptz '2026-02-05 14:00+01' + c * interval '1 day'
        from seed_deposits where paid > 0
      union all
      select md5('tx:unmatched:' || u)::uuid, 'bank:CAMT-STRAY-' || u, md5('content:unmatched:' || u),
             'paymentUnmatched', null, timestamptz '2026-03-02 14:00+01' + u * interval '1 day'
        from generate_series(1, 3) u
      union all
      select md5('tx:placed:' || order_id)::uuid, 'order:' || order_id || ':placed', md5('content:placed:' || order_id),
             'orderPlaced', null, placed_at
        from seed_orders
      union all
      select md5('tx:done:' || order_id)::uuid, 'order:' || order_id || ':done', md5('content:done:' || order_id),
             'orderDone', null, placed_at + interval '2 days'
        from seed_orders where o <= 3`);
    await trx.raw(`
      insert into postings (transaction_id, account, amount_rappen, role)
      select md5('tx:deposit:' || c)::uuid, p.account, p.amount, p.role
        from seed_deposits,
             lateral (values ('receivable:' || invoice_id, amount, 'amount'),
                             ('prepaid:' || campaign_id, -amount, null)) p(account, amount, role)
      union all
      select md5('tx:payment:' || c)::uuid, p.account, p.amount, p.role
        from seed_deposits,
             lateral (values ('bank', paid, null), ('receivable:' || invoice_id, -paid, 'payment')) p(account, amount, role)
       where paid > 0
      union all
      select md5('tx:unmatched:' || u)::uuid, p.account, p.amount, null
        from generate_series(1, 3) u,
             lateral (values ('bank', 12345::bigint * u), ('suspense', -12345::bigint * u)) p(account, amount)
      union all
      select md5('tx:placed:' || order_id)::uuid, p.account, p.amount, null
        from seed_orders,
             lateral (values ('prepaid:' || campaign_id, spent), ('pending:' || seller_id, -earning),
                             ('fees', -(fee - fee_vat)), ('vat', -fee_vat)) p(account, amount)
      union all
      select md5('tx:done:' || order_id)::uuid, p.account, p.amount, null
        from seed_orders, lateral (values ('pending:' || seller_id, earning), ('payable:' || seller_id, -earning)) p(account, amount)
       where o <= 3`);
    await trx.raw(`
      insert into accounts (key, debits_rappen, credits_rappen)
      select account, sum(greatest(amount_rappen, 0)), sum(greatest(-amount_rappen, 0)) from postings group by account`);
    await trx.raw(`
      insert into invoice_history (invoice_id, transaction_id, action, status, amount_rappen, paid_rappen, at)
      select invoice_id, md5('tx:deposit:' || c)::uuid, 'issued', 'open', amount, 0,
             timestamptz '2026-02-01 09:00+01' + c * interval '1 day'
        from seed_deposits
      union all
      select invoice_id, md5('tx:payment:' || c)::uuid, 'payment', case when paid = amount then 'paid' else 'partialPaid' end,
             amount, paid, timestamptz '2026-02-05 14:00+01' + c * interval '1 day'
        from seed_deposits where paid > 0`);
    await trx.raw(`
      insert into bank_payments (id, bank_reference, source, reference, amount_rappen, booking_date, debtor_name, status,
                                 invoice_id, organization_id, applied_rappen, unassigned_rappen, transaction_id,
                                 received_at)
      select md5('bank:' || c)::uuid, 'CAMT-2026-' || c, 'camt054', lpad((210000000 + c)::text, 27, '0'), paid,
             date '2026-02-05' + c, 'Giver ' || (1 + c % 30) || ' AG', 'matched', invoice_id, organization_id, paid, 0,
             md5('tx:payment:' || c)::uuid, timestamptz '2026-02-05 14:00+01' + c * interval '1 day'
        from seed_deposits where paid > 0
      union all
      select md5('stray:' || u)::uuid, 'CAMT-STRAY-' || u, 'camt054', 'RF18539007547034', 12345 * u, date '2026-03-02' + u,
             'Unbekannt ' || u, 'unmatched', null, null, 0, 12345 * u, md5('tx:unmatched:' || u)::uuid,
             timestamptz '2026-03-02 14:00+01' + u * interval '1 day'
        from generate_series(1, 3) u`);
    await trx.raw(`
      insert into orders (id, number, campaign_id, seller_organization_id, giver_organization_id, product_name,
                          spent_rappen, fee_rappen, earning_rappen, status, placed_transaction_id, placed_at, done_at)
      select order_id, '260310-' || lpad(c::text, 3, '0') || '-' || o, campaign_id, seller_id, giver_id,
             (array['Bienenwachskerze', 'Alpenkräuter-Tee', 'Kino-Gutschein', 'Spende Bergwaldprojekt', 'Honig'])[o],
             spent, fee, earning, case when o <= 3 then 'done' else 'placed' end, md5('tx:placed:' || order_id)::uuid,
             placed_at, case when o <= 3 then placed_at + interval '2 days' end
        from seed_orders`);
    // What the service told (an invoice.updated per deposit, published) and the events it took in.
    await trx.raw(`
      insert into outbox (id, subject, payload, created_at, published_at)
      select md5('event:' || c)::uuid, 'invoice.updated',
             jsonb_build_object('invoiceId', invoice_id, 'number', '2026-' || lpad(c::text, 6, '0'), 'type', 'deposit',
                                'organizationId', organization_id, 'campaignId', campaign_id, 'amountRappen', amount,
                                'openRappen', amount - paid),
             timestamptz '2026-02-05 14:00+01' + c * interval '1 day',
             timestamptz '2026-02-05 14:00:01+01' + c * interval '1 day'
        from seed_deposits`);
    await trx.raw(`
      insert into inbox (consumer, event_id)
      select 'billing-campaigns', md5('campaign.released:' || c)::uuid from seed_deposits
      union all
      select 'billing-orders', md5('order.placed:' || order_id)::uuid from seed_orders`);
  });
  // Every transaction balances, as the plans book them.
  expect(
    await db('postings').groupBy('transaction_id').havingRaw('sum(amount_rappen) <> 0').select('transaction_id'),
  ).toEqual([]);
  for (const table of await tablesOf(db, BILLING_SCHEMA))
    expect([table, Number((await db(table).count({ n: '*' }).first())?.n)]).not.toEqual([table, 0]);
}

// The way down and up again runs against the books.
describeMigrations({ schema: BILLING_SCHEMA, migrations, seed: seedBooks });
