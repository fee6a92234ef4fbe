import type { Migration } from '@cadeau/service-kit';

/**
 * What the platform's view still lacked (issue 20, ADR 0031): the fees earned and the credit held per Zurich day
 * (svc-billing's `ledger.moved`, summed: a day's row is what that day's transactions moved), the bank payments that
 * wait to be assigned (`bankPayment.changed`) and the contact forms not answered yet (`contact.*` of svc-identity).
 */
export const platformMoney: Migration = {
  name: '012_platform_money',
  async up(db) {
    await db.schema.createTable('platform_money_days', (t) => {
      t.date('day').primary();
      t.bigInteger('fees_rappen').notNullable().defaultTo(0);
      t.bigInteger('credit_rappen').notNullable().defaultTo(0);
    });
    await db.schema.createTable('platform_bank_payments', (t) => {
      t.uuid('id').primary();
      t.text('bank_reference').notNullable();
      t.text('status').notNullable();
      t.bigInteger('amount_rappen').notNullable();
      t.bigInteger('unassigned_rappen').notNullable();
      t.text('debtor_name');
      t.timestamp('since', { useTz: true }).notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.index(['status', 'since']);
    });
    await db.schema.createTable('platform_contacts', (t) => {
      t.uuid('id').primary();
      t.text('name').notNullable();
      t.text('status').notNullable();
      t.timestamp('since', { useTz: true }).notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.index(['status', 'since']);
    });
  },
  async down(db) {
    for (const table of ['platform_contacts', 'platform_bank_payments', 'platform_money_days'])
      await db.schema.dropTable(table);
  },
};
