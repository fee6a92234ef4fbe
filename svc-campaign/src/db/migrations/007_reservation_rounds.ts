import type { Migration } from '@cadeau/service-kit';

/**
 * Attempt rounds of the order saga (ADR 0021), replacing `released_reservation_key` of 006, which kept a
 * released key's gift sold out to its recipient for the whole week:
 *
 * - `reservation_round`: the voucher's current round. Its reservation keys carry it (round 0 has the key of 006),
 *   and only an order holding a key of the current round may consume the voucher. A release (the saga's
 *   compensation, or a key svc-catalog answers released) moves the round on, so a key reserved before the
 *   release can never consume, and a new attempt reserves afresh under the next round's key.
 * - `compensated_attempts`: the Idempotency-Keys of attempts whose reservation the saga gave back; their retries
 *   are refused (an Idempotency-Key names one attempt, and that one ended).
 * - `order_reservation_key`: the key the consuming order holds (svc-catalog's sweeper keeps that unit only);
 *   vouchers used before this migration held the round-0 key.
 */
export const reservationRounds: Migration = {
  name: '007_reservation_rounds',
  async up(db) {
    await db.schema.alterTable('vouchers', (t) => {
      t.integer('reservation_round').notNullable().defaultTo(0);
      t.specificType('compensated_attempts', 'text[]').notNullable().defaultTo('{}');
      t.text('order_reservation_key');
    });
    await db.raw(
      `update vouchers set order_reservation_key = 'voucher:' || id || ':' || order_product_id || ':' || order_week
        where status = 'used' and order_product_id is not null`,
    );
    await db.schema.alterTable('vouchers', (t) => {
      t.dropColumn('released_reservation_key');
    });
  },
  async down(db) {
    await db.schema.alterTable('vouchers', (t) => {
      t.text('released_reservation_key');
      t.dropColumn('order_reservation_key');
      t.dropColumn('compensated_attempts');
      t.dropColumn('reservation_round');
    });
  },
};
