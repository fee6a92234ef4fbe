import type { Migration } from '@cadeau/service-kit';

/**
 * Counters of failed gift-code lookups (issue 12, area R): rate-limiter-flexible's RateLimiterPostgres table
 * (its own layout: key, points, expire in epoch ms), created here rather than by the library at start-up so a
 * service never needs the right to create tables. One row per client address and one for the global budget,
 * shared by every replica of svc-campaign.
 *
 * `vouchers.released_reservation_key`: the reservation key the order saga gave back after a failure (ADR 0021).
 * Set in the transaction that releases it, while the voucher row is locked; an order holding that key can no
 * longer consume the voucher (its unit is free again), so a released unit is never sold.
 */
export const redemptionTables: Migration = {
  name: '006_redemption',
  async up(db) {
    await db.schema.createTable('voucher_lookup_limits', (t) => {
      t.string('key', 255).primary();
      t.integer('points').notNullable().defaultTo(0);
      t.bigInteger('expire');
    });
    await db.schema.alterTable('vouchers', (t) => {
      t.text('released_reservation_key');
    });
  },
  async down(db) {
    await db.schema.alterTable('vouchers', (t) => {
      t.dropColumn('released_reservation_key');
    });
    await db.schema.dropTable('voucher_lookup_limits');
  },
};
