import type { Migration } from '@cadeau/service-kit';

/**
 * Products (issue 10): version groups with the organisation's product number, and the versions themselves.
 * The constraints hold the life cycle's invariants even for a buggy caller: at most one released (approved or
 * paused) and at most one unreleased (draft, pending, rejected) version per group.
 */
export const productTables: Migration = {
  name: '003_products',
  async up(db) {
    // One counter per organisation: `insert .. on conflict do update .. returning` hands out numbers without
    // a race (two concurrent creations never read the same maximum).
    await db.schema.createTable('product_numbers', (t) => {
      t.uuid('organization_id').primary();
      t.integer('last_number').notNullable();
    });

    await db.schema.createTable('product_groups', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('organization_id').notNullable();
      t.integer('number').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.unique(['organization_id', 'number']);
    });

    await db.schema.createTable('products', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('version_group_id').notNullable().references('id').inTable('product_groups');
      t.integer('version').notNullable();
      t.uuid('organization_id').notNullable();
      // The seller's name as svc-identity answered at the last publish (lists show it without a call).
      t.string('organization_name', 200);
      t.string('type', 10).notNullable();
      t.string('name_de', 200).notNullable();
      t.string('name_en', 200).notNullable();
      t.text('description_de').notNullable();
      t.text('description_en').notNullable();
      t.specificType('image_ids', 'uuid[]').notNullable().defaultTo(db.raw(`'{}'::uuid[]`));
      t.uuid('video_id');
      t.integer('price_rappen').notNullable();
      t.integer('shipping_rappen').notNullable();
      t.uuid('vat_category_id').notNullable().references('id').inTable('vat_categories');
      t.integer('weekly_availability').notNullable();
      t.integer('delivery_days').notNullable();
      t.text('warranty').notNullable();
      t.string('status', 10).notNullable().defaultTo('draft');
      t.text('status_reason');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('published_at', { useTz: true });
      t.timestamp('approved_at', { useTz: true });
      t.unique(['version_group_id', 'version']);
      t.index(['organization_id', 'status']);
      t.index(['status', 'updated_at']);
    });
    await db.raw(`alter table products add constraint products_type check (type in ('physical', 'digital'))`);
    await db.raw(
      `alter table products add constraint products_status check (status in
        ('draft', 'pending', 'approved', 'rejected', 'paused', 'blocked', 'finished', 'replaced', 'deleted'))`,
    );
    await db.raw(
      `alter table products add constraint products_amounts check (price_rappen > 0 and shipping_rappen >= 0
        and weekly_availability >= 1 and delivery_days >= 1 and version >= 1)`,
    );
    await db.raw(
      `create unique index products_one_released on products (version_group_id) where status in ('approved', 'paused')`,
    );
    await db.raw(
      `create unique index products_one_unreleased on products (version_group_id)
        where status in ('draft', 'pending', 'rejected')`,
    );
  },
  async down(db) {
    await db.schema.dropTableIfExists('products');
    await db.schema.dropTableIfExists('product_groups');
    await db.schema.dropTableIfExists('product_numbers');
  },
};
