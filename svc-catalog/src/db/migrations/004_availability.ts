import type { Migration } from '@cadeau/service-kit';

/**
 * Weekly availability (issue 10). `product_capacity` holds a product's units per ISO week (set by the products
 * area when a product is saved or a version approved; it only ever rises). `availability_weeks` holds one
 * counter row per product and week, created at the week's first reservation with the product's capacity of
 * that moment. Its CHECK makes oversell impossible whoever writes: `reserved` can never pass `capacity`, even
 * for a buggy caller that skips the conditional update. `availability_reservations` remembers each
 * reservation by the caller's idempotency key, so a repeated call reserves nothing.
 *
 * No foreign key to products: availability is its own area, and the products' table is another migration's.
 */
export const availabilityTables: Migration = {
  name: '004_availability',
  async up(db) {
    await db.schema.createTable('product_capacity', (t) => {
      t.uuid('product_id').primary();
      t.integer('weekly_capacity').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw('alter table product_capacity add constraint product_capacity_positive check (weekly_capacity >= 1)');

    await db.schema.createTable('availability_weeks', (t) => {
      t.uuid('product_id').notNullable();
      // The Monday of the ISO week (a date sorts and ranges well; the API speaks `YYYY-Www`).
      t.date('week').notNullable();
      t.integer('capacity').notNullable();
      t.integer('reserved').notNullable().defaultTo(0);
      t.primary(['product_id', 'week']);
    });
    await db.raw(
      `alter table availability_weeks add constraint availability_weeks_within_capacity
         check (reserved >= 0 and reserved <= capacity)`,
    );
    await db.raw(
      `alter table availability_weeks add constraint availability_weeks_monday check (extract(isodow from week) = 1)`,
    );

    await db.schema.createTable('availability_reservations', (t) => {
      t.string('idempotency_key', 200).primary();
      t.uuid('product_id').notNullable();
      t.date('week').notNullable();
      t.string('status', 10).notNullable().defaultTo('reserved');
      // The service that reserved (the internal call's signed caller).
      t.string('caller', 63).notNullable();
      t.timestamp('reserved_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('released_at', { useTz: true });
      t.index(['product_id', 'week']);
    });
    await db.raw(
      `alter table availability_reservations add constraint availability_reservations_status
         check ((status = 'reserved' and released_at is null) or (status = 'released' and released_at is not null))`,
    );
  },
  async down(db) {
    await db.schema.dropTableIfExists('availability_reservations');
    await db.schema.dropTableIfExists('availability_weeks');
    await db.schema.dropTableIfExists('product_capacity');
  },
};
