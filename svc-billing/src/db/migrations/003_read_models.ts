import type { Migration } from '@cadeau/service-kit';

/**
 * What billing keeps of other services' facts, fed by their events (DESIGN section 2: no cross-schema reads):
 * organisations (names for lists), campaigns (deposit and settlement) and orders (spend and earnings).
 */
export const readModelTables: Migration = {
  name: '003_read_models',
  async up(db) {
    await db.schema.createTable('organizations', (t) => {
      t.uuid('id').primary();
      t.text('name').notNullable();
      t.specificType('features', 'text[]').notNullable().defaultTo('{}');
      t.text('status').notNullable().defaultTo('approved');
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.createTable('campaigns', (t) => {
      t.uuid('id').primary();
      t.uuid('organization_id').notNullable();
      t.text('name').notNullable();
      t.bigInteger('budget_rappen');
      // The latest status its events named (released, approved, started, rejected, finished).
      t.text('status');
      t.uuid('deposit_invoice_id');
      t.uuid('final_invoice_id');
      t.timestamp('finished_at', { useTz: true });
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.createTable('orders', (t) => {
      t.uuid('id').primary();
      t.text('number').notNullable();
      t.uuid('campaign_id').notNullable();
      t.uuid('seller_organization_id').notNullable();
      t.uuid('giver_organization_id').notNullable();
      t.text('product_name').notNullable();
      t.bigInteger('spent_rappen').notNullable();
      t.bigInteger('fee_rappen').notNullable();
      t.bigInteger('earning_rappen').notNullable();
      t.text('status').notNullable();
      t.uuid('placed_transaction_id').notNullable();
      t.timestamp('placed_at', { useTz: true }).notNullable();
      t.timestamp('done_at', { useTz: true });
      t.timestamp('canceled_at', { useTz: true });
      t.index(['campaign_id']);
      t.index(['seller_organization_id', 'placed_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('orders');
    await db.schema.dropTableIfExists('campaigns');
    await db.schema.dropTableIfExists('organizations');
  },
};
