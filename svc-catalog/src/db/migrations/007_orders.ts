import type { Migration } from '@cadeau/service-kit';

/**
 * Orders (issue 12) and donations (ADR 0020).
 *
 * `orders` holds one row per redeemed gift code, created by the consumer of svc-campaign's `voucher.redeemed`:
 * its id is the event's `orderId` (the consumer is idempotent on it) and `voucher_id` is unique, so a code never
 * makes two orders. The product is kept as it was ordered (version, names, price, delivery days), so a later
 * version never changes what was bought. `city` is the address's locality, kept apart for the giver's view,
 * sorting and search (givers see no address beyond it). Timestamps per status; the CHECKs tie each status to
 * its time and a digital shipment to its fulfilment text.
 *
 * `availability_reservations.order_id` attaches a reservation to the order it became: the sweeper releases only
 * reservations without one, and a release never frees an ordered unit.
 *
 * Products may be donations: no shipping cost and 0 delivery days (goods still ship within at least one day).
 */
export const orderTables: Migration = {
  name: '007_orders',
  async up(db) {
    await db.raw('alter table products drop constraint products_type');
    await db.raw(
      `alter table products add constraint products_type check (type in ('physical', 'digital', 'donation'))`,
    );
    await db.raw('alter table products drop constraint products_amounts');
    await db.raw(
      `alter table products add constraint products_amounts check (price_rappen > 0 and shipping_rappen >= 0
        and weekly_availability >= 1 and version >= 1
        and (case when type = 'donation' then delivery_days = 0 and shipping_rappen = 0 else delivery_days >= 1 end))`,
    );

    await db.schema.createTable('orders', (t) => {
      t.uuid('id').primary();
      t.string('number', 20).notNullable().unique();
      t.uuid('product_id').notNullable();
      t.integer('product_version').notNullable();
      t.string('product_number', 20).notNullable();
      t.string('product_name_de', 200).notNullable();
      t.string('product_name_en', 200).notNullable();
      t.string('type', 10).notNullable();
      t.integer('price_rappen').notNullable();
      t.integer('shipping_rappen').notNullable();
      t.uuid('seller_organization_id').notNullable();
      t.uuid('giver_organization_id').notNullable();
      t.uuid('campaign_id').notNullable();
      t.text('campaign_name').notNullable();
      t.uuid('voucher_id').notNullable().unique();
      t.jsonb('address');
      t.string('city', 100);
      t.string('email', 320);
      t.string('language', 2).notNullable();
      t.integer('delivery_days').notNullable();
      // ISO week `YYYY-Www` of the reserved unit, and the reservation's key.
      t.string('week', 8).notNullable();
      t.string('reservation_key', 200).notNullable();
      t.string('status', 10).notNullable();
      t.text('fulfilment');
      t.text('cancel_reason');
      t.timestamp('placed_at', { useTz: true }).notNullable();
      t.timestamp('shipped_at', { useTz: true });
      t.timestamp('done_at', { useTz: true });
      t.timestamp('canceled_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['seller_organization_id', 'placed_at']);
      t.index(['giver_organization_id', 'placed_at']);
      t.index(['campaign_id']);
      t.index(['status', 'placed_at']);
    });
    await db.raw(`alter table orders add constraint orders_type check (type in ('physical', 'digital', 'donation'))`);
    await db.raw(
      `alter table orders add constraint orders_status check (
         (status = 'placed' and shipped_at is null and done_at is null and canceled_at is null)
      or (status = 'shipped' and shipped_at is not null and done_at is null and canceled_at is null)
      or (status = 'done' and done_at is not null and canceled_at is null)
      or (status = 'canceled' and canceled_at is not null and shipped_at is null and done_at is null))`,
    );
    await db.raw(
      `alter table orders add constraint orders_digital_fulfilment check (
         type <> 'digital' or shipped_at is null or fulfilment is not null)`,
    );

    await db.raw('alter table availability_reservations add column order_id uuid');
    await db.raw(
      `create index availability_reservations_unordered on availability_reservations (reserved_at)
        where status = 'reserved' and order_id is null`,
    );
  },
  async down(db) {
    await db.raw('drop index if exists availability_reservations_unordered');
    await db.raw('alter table availability_reservations drop column if exists order_id');
    await db.schema.dropTableIfExists('orders');
    await db.raw('alter table products drop constraint products_amounts');
    await db.raw(
      `alter table products add constraint products_amounts check (price_rappen > 0 and shipping_rappen >= 0
        and weekly_availability >= 1 and delivery_days >= 1 and version >= 1)`,
    );
    await db.raw('alter table products drop constraint products_type');
    await db.raw(`alter table products add constraint products_type check (type in ('physical', 'digital'))`);
  },
};
