import type { Knex } from 'knex';
import type { StaleReservation } from '../domain/reservation-sweep';
import { isoWeekOf } from '@cadeau/contracts/values';

/**
 * The order saga's reservations (keys starting `voucher:`) still reserved, without an order, reserved before
 * `before`: the sweeper's candidates, oldest first, at most `limit` (the partial index of migration 007 serves it).
 */
export async function staleVoucherReservations(db: Knex, before: Date, limit: number): Promise<StaleReservation[]> {
  const rows: { idempotency_key: string; product_id: string; week: string }[] = await db('availability_reservations')
    .where('status', 'reserved')
    .whereNull('order_id')
    .where('reserved_at', '<', before)
    .whereLike('idempotency_key', 'voucher:%')
    .orderBy([{ column: 'reserved_at' }, { column: 'idempotency_key' }])
    .limit(limit)
    .select('idempotency_key', 'product_id', db.raw(`to_char(week, 'YYYY-MM-DD') as week`));
  return rows.map((r) => ({ key: r.idempotency_key, productId: r.product_id, week: isoWeekOf(r.week) }));
}
