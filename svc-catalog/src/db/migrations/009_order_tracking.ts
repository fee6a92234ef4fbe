import type { Migration } from '@cadeau/service-kit';

/**
 * A shipped parcel's carrier and tracking number (issue 23): the seller may name them when marking a physical
 * order shipped, and the recipient's mail carries them. Both optional; the CHECKs keep them to shipped physical
 * orders and the carrier to the contracts' list (`shipmentCarriers`). `down` drops them.
 */
export const orderTracking: Migration = {
  name: '009_order_tracking',
  async up(db) {
    await db.schema.alterTable('orders', (t) => {
      t.string('carrier', 20);
      t.string('tracking_number', 64);
    });
    await db.raw(
      `alter table orders add constraint orders_carrier check (
         carrier is null or carrier in ('swissPost', 'dhl', 'dpd', 'ups', 'planzer', 'other'))`,
    );
    await db.raw(
      `alter table orders add constraint orders_tracking check (
         (carrier is null and tracking_number is null) or (type = 'physical' and shipped_at is not null))`,
    );
  },
  async down(db) {
    await db.schema.alterTable('orders', (t) => {
      t.dropColumn('carrier');
      t.dropColumn('tracking_number');
    });
  },
};
