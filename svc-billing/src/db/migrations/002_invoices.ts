import type { Migration } from '@cadeau/service-kit';

/**
 * Invoices (their money is the journal's, kept here as its fold for lists; ADR 0028), their history, gapless
 * numbers per year, and the bank's payments as they arrived.
 */
export const invoiceTables: Migration = {
  name: '002_invoices',
  async up(db) {
    await db.schema.createTable('invoice_numbers', (t) => {
      t.integer('year').primary();
      t.integer('last').notNullable();
    });
    await db.schema.createTable('invoices', (t) => {
      t.uuid('id').primary();
      t.text('number').notNullable().unique();
      t.text('type').notNullable();
      t.uuid('organization_id').notNullable();
      t.uuid('campaign_id');
      t.text('period');
      t.text('reference').unique();
      t.text('language').notNullable().defaultTo('de');
      t.jsonb('creditor').notNullable();
      t.jsonb('debtor').notNullable();
      t.jsonb('lines').notNullable();
      t.date('due_date');
      t.text('status').notNullable();
      t.bigInteger('amount_rappen').notNullable();
      t.bigInteger('original_amount_rappen').notNullable();
      t.bigInteger('manual_amount_rappen');
      t.bigInteger('paid_by_payment_rappen').notNullable().defaultTo(0);
      t.bigInteger('paid_by_credit_rappen').notNullable().defaultTo(0);
      t.bigInteger('paid_by_offset_rappen').notNullable().defaultTo(0);
      t.boolean('reopened').notNullable().defaultTo(false);
      t.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['organization_id', 'issued_at']);
      t.index(['campaign_id']);
      t.index(['status']);
    });
    await db.raw(
      `alter table invoices add constraint invoices_type check (type in ('deposit','finalBilling','orderBilling','payout','manual'))`,
    );
    await db.raw(
      `alter table invoices add constraint invoices_status check (status in ('open','partialPaid','paid','paidOut','reopened'))`,
    );
    // One deposit and one final billing per campaign, one order billing per seller and month.
    await db.raw(`create unique index invoices_one_deposit on invoices (campaign_id) where type = 'deposit'`);
    await db.raw(`create unique index invoices_one_final on invoices (campaign_id) where type = 'finalBilling'`);
    await db.raw(
      `create unique index invoices_one_order_billing on invoices (organization_id, period) where type = 'orderBilling'`,
    );
    await db.schema.createTable('invoice_history', (t) => {
      t.bigIncrements('id');
      t.uuid('invoice_id').notNullable().references('id').inTable('invoices');
      t.uuid('transaction_id').references('id').inTable('transactions');
      t.text('action').notNullable();
      t.text('status').notNullable();
      t.bigInteger('amount_rappen').notNullable();
      t.bigInteger('paid_rappen').notNullable();
      t.uuid('by_user_id');
      t.text('reason');
      t.timestamp('at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['invoice_id', 'id']);
    });
    await db.schema.createTable('bank_payments', (t) => {
      t.uuid('id').primary();
      // The bank's reference (AcctSvcrRef), or `manual:<transaction>` for a payment an administrator recorded.
      t.text('bank_reference').notNullable().unique();
      t.text('source').notNullable();
      t.text('reference');
      t.bigInteger('amount_rappen').notNullable();
      t.date('booking_date');
      t.text('debtor_name');
      t.text('status').notNullable();
      t.uuid('invoice_id').references('id').inTable('invoices');
      // Whose money it became (kept when a reopening unassigns it: its over-payment stays that one's credit).
      t.uuid('organization_id');
      // What of it pays its invoice now, and what waits in suspense to be assigned (unmatched, or back from a
      // reopened invoice); an over-payment's rest is the organisation's credit and in neither.
      t.bigInteger('applied_rappen').notNullable().defaultTo(0);
      t.bigInteger('unassigned_rappen').notNullable().defaultTo(0);
      t.uuid('transaction_id').references('id').inTable('transactions');
      t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['status', 'received_at']);
      t.index(['invoice_id']);
    });
    await db.raw(
      `alter table bank_payments add constraint bank_payments_status check (status in ('matched','unmatched','assigned','reversed'))`,
    );
  },
  async down(db) {
    await db.schema.dropTableIfExists('bank_payments');
    await db.schema.dropTableIfExists('invoice_history');
    await db.schema.dropTableIfExists('invoices');
    await db.schema.dropTableIfExists('invoice_numbers');
  },
};
