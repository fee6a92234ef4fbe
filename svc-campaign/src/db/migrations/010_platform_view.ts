import type { Migration } from '@cadeau/service-kit';

/**
 * The platform's view (issue 20, ADR 0031): svc-campaign's read models of what other services own, fed by their
 * events through inbox consumers (workers/platform-consumers.ts), for `/platform/tasks` and `/platform/statistics`.
 * One row per thing with its latest state as told; `occurred_at` orders the states (an older event replayed
 * changes nothing), `since` is when the thing entered its current status (a task's age). No foreign keys: the
 * facts are the other services', and an event about something unknown here must not stop a consumer.
 */
export const platformView: Migration = {
  name: '010_platform_view',
  async up(db) {
    await db.schema.createTable('platform_organizations', (t) => {
      t.uuid('id').primary();
      t.string('name', 300).notNullable();
      t.string('status', 20).notNullable();
      t.specificType('features', 'text[]').notNullable().defaultTo('{}');
      t.timestamp('first_seen_at', { useTz: true }).notNullable();
      t.timestamp('since', { useTz: true }).notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('platform_users', (t) => {
      t.uuid('id').primary();
      t.timestamp('registered_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('platform_conversations', (t) => {
      t.uuid('id').primary();
      t.uuid('organization_id').notNullable();
      t.string('status', 20).notNullable();
      // Whose turn it is (an open conversation waits for the platform after a member's message).
      t.string('turn', 20);
      t.timestamp('since', { useTz: true }).notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('platform_products', (t) => {
      t.uuid('id').primary();
      t.uuid('organization_id').notNullable();
      t.string('number', 40).notNullable();
      t.jsonb('name').notNullable();
      t.string('status', 20).notNullable();
      t.timestamp('since', { useTz: true }).notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('platform_orders', (t) => {
      t.uuid('id').primary();
      t.string('number', 40).notNullable();
      t.uuid('seller_organization_id').notNullable();
      t.string('status', 20).notNullable();
      t.bigInteger('value_rappen').notNullable();
      t.timestamp('placed_at', { useTz: true }).notNullable();
      t.timestamp('since', { useTz: true }).notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('platform_invoices', (t) => {
      t.uuid('id').primary();
      t.string('number', 40).notNullable();
      t.string('type', 20).notNullable();
      t.string('status', 20).notNullable();
      t.uuid('organization_id').notNullable();
      t.uuid('campaign_id');
      t.bigInteger('amount_rappen').notNullable();
      t.bigInteger('open_rappen').notNullable();
      t.date('due_date');
      t.timestamp('issued_at', { useTz: true }).notNullable();
      t.timestamp('since', { useTz: true }).notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
    });
    // The task list reads what waits by status; the statistics count by time.
    await db.raw('create index platform_organizations_status on platform_organizations (status, since)');
    await db.raw('create index platform_products_status on platform_products (status, since)');
    await db.raw('create index platform_invoices_type_status on platform_invoices (type, status, since)');
    await db.raw('create index platform_conversations_status on platform_conversations (status, since)');
    await db.raw('create index platform_orders_placed on platform_orders (placed_at)');
  },
  async down(db) {
    for (const table of [
      'platform_invoices',
      'platform_orders',
      'platform_products',
      'platform_conversations',
      'platform_users',
      'platform_organizations',
    ])
      await db.schema.dropTable(table);
  },
};
