import type { AvailabilityReservation, ProductStatus, ReservationStatus } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { countedWeek, keyReuseRefusal, releaseRefusal, reservationRefusal } from '../domain/availability';
import { isoWeekOf, mondayOf } from '@cadeau/contracts/values';
import { STOCK_OF, type WeekRow } from './availability';

/** What a reservation writes with: the service's knex and the kit's outbox. */
export interface ReservationWriter {
  db: Knex;
  addEvent: Kit['addEvent'];
}

interface ReservationRow {
  idempotency_key: string;
  product_id: string;
  /** The week's Monday as text. */
  week: string;
  status: ReservationStatus;
  reserved_at: Date;
  released_at: Date | null;
}

const RESERVATION_COLUMNS = `idempotency_key, product_id, to_char(week, 'YYYY-MM-DD') as week, status, reserved_at, released_at`;

function toReservation(row: ReservationRow): AvailabilityReservation {
  return {
    key: row.idempotency_key,
    productId: row.product_id,
    week: isoWeekOf(row.week),
    weekStart: row.week,
    status: row.status,
    reservedAt: row.reserved_at.toISOString(),
    releasedAt: row.released_at?.toISOString() ?? null,
  };
}

const held = (row: ReservationRow) => ({ productId: row.product_id, week: row.week });

async function findReservation(trx: Knex.Transaction, key: string): Promise<ReservationRow | null> {
  const { rows } = await trx.raw<{ rows: ReservationRow[] }>(
    `select ${RESERVATION_COLUMNS} from availability_reservations where idempotency_key = ?`,
    [key],
  );
  return rows[0] ?? null;
}

export interface ReserveInput {
  productId: string;
  /** ISO week `YYYY-Www`. */
  week: string;
  /** The caller's idempotency key. */
  key: string;
  /** The calling service. */
  caller: string;
}

/**
 * Reserves one unit of a product's week for `key`, counted against the stock of the product's version group
 * (STOCK_OF: every version of one product sells from one weekly stock), in one transaction with its `availability.reserved` event:
 *
 * 1. One statement claims the key and prepares the week. The reservation row is inserted `on conflict do
 *    nothing`: the unique key decides between concurrent calls with the same key (the second waits for the
 *    first to commit and then finds its row), and a key seen before answers its reservation as it stands
 *    (`created: false`), reserving nothing. Only for a new key, the week's counter row is created if it is
 *    missing, from the product's capacity (locked `for share`, so a capacity raise waits for it and then
 *    raises it too). The statement also tells whether the product has a capacity at all (else 404
 *    `error.product.notFound`).
 * 2. The product's state decides whether it takes new reservations (domain `reservationRefusal`: paused and
 *    blocked products 409 `error.product.unavailable`); refused, the transaction rolls back as below.
 * 3. One conditional update counts the unit: `reserved = reserved + 1 … where reserved < capacity`. It is
 *    never read-then-write, so concurrent reservations queue on the row lock and each sees the count of the
 *    one before; the CHECK `reserved <= capacity` refuses an oversell even from a writer that skips the
 *    condition. No row updated: 409 `error.product.soldOut`, and the whole transaction (the reservation
 *    row of step 1 too) rolls back, so the key may try again later.
 * 4. The event is written after the update, under the week's row lock, so the outbox holds a week's events
 *    in the order of their counts.
 */
export function reserveUnit(
  w: ReservationWriter,
  input: ReserveInput,
): Promise<{ reservation: AvailabilityReservation; created: boolean }> {
  const monday = mondayOf(input.week);
  return w.db.transaction(async (trx) => {
    const claim = await trx.raw<{
      rows: (Partial<ReservationRow> & { known: boolean; product_status: ProductStatus | null; stock: string })[];
    }>(
      `with stock as (select ${STOCK_OF} as id), claimed as (
         insert into availability_reservations (idempotency_key, product_id, week, caller) values (?, ?, ?, ?)
         on conflict (idempotency_key) do nothing
         returning ${RESERVATION_COLUMNS}
       ), counter as (
         insert into availability_weeks (group_id, week, capacity)
         select c.group_id, ?, c.weekly_capacity from product_capacity c
          where c.group_id = (select id from stock) and exists (select 1 from claimed)
            and not exists (select 1 from availability_weeks w where w.group_id = c.group_id and w.week = ?)
          for share of c
         on conflict do nothing
       )
       select claimed.*, (select id from stock) as stock,
              exists (select 1 from product_capacity where group_id = (select id from stock)) as known,
              (select status from products where id = ?) as product_status
         from (values (1)) as one (x) left join claimed on true`,
      [
        input.productId,
        input.productId,
        input.key,
        input.productId,
        monday,
        input.caller,
        monday,
        monday,
        input.productId,
      ],
    );
    const { known, product_status: status, stock, ...claimed } = claim.rows[0];
    if (!claimed.idempotency_key) {
      // The conflicting row is committed (the insert waited for its transaction), so this read finds it.
      const first = await findReservation(trx, input.key);
      if (!first) throw new Error(`reservation ${input.key} conflicted but cannot be read`);
      const refusal = keyReuseRefusal(held(first), input.productId, monday);
      if (refusal) throw refusal;
      return { reservation: toReservation(first), created: false };
    }
    // The product's state as this statement saw it: a pause committed while the reservation runs may still let
    // it count, as if it had come a moment earlier (no lock on the product's row in the hot path).
    const refusal = reservationRefusal({ known, status });
    if (refusal) throw refusal;
    const counted = await trx.raw<{ rows: WeekRow[] }>(
      `update availability_weeks set reserved = reserved + 1
        where group_id = ? and week = ? and reserved < capacity
       returning reserved, capacity`,
      [stock, monday],
    );
    const week = countedWeek(counted.rows[0]);
    await w.addEvent(trx, 'availability.reserved', {
      productId: input.productId,
      week: input.week,
      key: input.key,
      reserved: week.reserved,
      capacity: week.capacity,
    });
    return { reservation: toReservation(claimed as ReservationRow), created: true };
  });
}

/**
 * Releases the reservation of `key` (it must name the same product and week): the status turns to released
 * and the week's counter goes down by one, guarded (`reserved > 0`, and the CHECK keeps it ≥ 0), with its
 * `availability.released` event, in one transaction. The status change is the guard against a double
 * release: a concurrent second release waits on the reservation row and then changes nothing. A repeat
 * answers the released reservation (`released: false`); an unknown or mismatched key is 404. A reservation
 * that became an order (`order_id`, issue 12) is never released: the answer shows it still reserved.
 */
export function releaseUnit(
  w: ReservationWriter,
  input: Omit<ReserveInput, 'caller'>,
): Promise<{ reservation: AvailabilityReservation; released: boolean }> {
  const monday = mondayOf(input.week);
  return w.db.transaction(async (trx) => {
    const changed = await trx.raw<{ rows: ReservationRow[] }>(
      `update availability_reservations set status = 'released', released_at = now()
        where idempotency_key = ? and product_id = ? and week = ? and status = 'reserved' and order_id is null
       returning ${RESERVATION_COLUMNS}`,
      [input.key, input.productId, monday],
    );
    const reservation = changed.rows[0];
    if (!reservation) {
      const current = await findReservation(trx, input.key);
      const refusal = releaseRefusal(current && held(current), input.productId, monday);
      if (refusal) throw refusal;
      return { reservation: toReservation(current!), released: false };
    }
    const counted = await trx.raw<{ rows: WeekRow[] }>(
      `update availability_weeks set reserved = reserved - 1
        where group_id = ${STOCK_OF} and week = ? and reserved > 0
       returning reserved, capacity`,
      [input.productId, input.productId, monday],
    );
    const week = counted.rows[0];
    // A reserved key always has its counted unit (same transaction); anything else is a fault, not a client error.
    if (!week)
      throw new Error(`availability of ${input.productId} ${input.week} has no unit for reservation ${input.key}`);
    await w.addEvent(trx, 'availability.released', {
      productId: input.productId,
      week: input.week,
      key: input.key,
      reserved: week.reserved,
      capacity: week.capacity,
    });
    return { reservation: toReservation(reservation), released: true };
  });
}
