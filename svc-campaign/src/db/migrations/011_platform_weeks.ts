import type { Migration } from '@cadeau/service-kit';

/**
 * The platform's view of the weekly availability (issue 20, ADR 0031): each product's version group and weekly
 * availability (product events), each group's week as its last reservation event told it (`availability.*`: the
 * week's capacity and reserved units after the change), and each order's product and week (`order.*`), for the
 * products-per-week and campaign-product-planning reports.
 */
export const platformWeeks: Migration = {
  name: '011_platform_weeks',
  async up(db) {
    await db.schema.alterTable('platform_products', (t) => {
      t.uuid('version_group_id');
      t.integer('weekly_availability');
    });
    await db.raw('create index platform_products_group on platform_products (version_group_id)');
    await db.schema.createTable('platform_product_weeks', (t) => {
      t.uuid('group_id').notNullable();
      t.string('week', 8).notNullable();
      t.integer('capacity').notNullable();
      t.integer('reserved').notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.primary(['group_id', 'week']);
    });
    await db.schema.alterTable('platform_orders', (t) => {
      t.uuid('product_id');
      t.string('week', 8);
    });
    await db.raw('create index platform_orders_product_week on platform_orders (product_id, week)');
  },
  async down(db) {
    await db.schema.alterTable('platform_orders', (t) => {
      t.dropColumn('week');
      t.dropColumn('product_id');
    });
    await db.schema.dropTable('platform_product_weeks');
    await db.schema.alterTable('platform_products', (t) => {
      t.dropColumn('weekly_availability');
      t.dropColumn('version_group_id');
    });
  },
};
