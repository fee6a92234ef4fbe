import type { AvailabilityWeeks } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { capacityChangeRefusal } from '../domain/availability';
import { isoWeekOf, mondayOf } from '@cadeau/contracts/values';
import { currentIsoWeek, weeksFromTo } from '../domain/iso-week';

/**
 * The stock a product (version) id counts against: its version group's, so every version of one product sells
 * from one weekly stock (a replaced version still serves its campaigns, but not from a stock of its own). An id
 * the catalog knows no product of is its own stock: availability does not depend on the products table
 * (the bench and the availability tests open stocks by id alone). One SQL expression, bound to the product id,
 * so every statement maps the same way.
 */
export const STOCK_OF = `coalesce((select p.version_group_id from products p where p.id = ?), ?)`;

/** The stock key of `productId` (see STOCK_OF). */
export async function stockOf(db: Knex, productId: string): Promise<string> {
  const { rows } = await db.raw<{ rows: { stock: string }[] }>(`select ${STOCK_OF} as stock`, [productId, productId]);
  return rows[0].stock;
}

/** `product_capacity`: a product group's units per ISO week. */
interface CapacityRow {
  weekly_capacity: number;
}

/** One counter row of `availability_weeks`, its Monday as text (a pg `date` would arrive as a local-midnight Date). */
export interface WeekRow {
  group_id: string;
  week: string;
  capacity: number;
  reserved: number;
}

export const WEEK_COLUMNS = `group_id, to_char(week, 'YYYY-MM-DD') as week, capacity, reserved`;

/**
 * The units per week of a product's group, or null when it has none (no product, or no version approved yet).
 */
export async function weeklyCapacityOf(db: Knex, productId: string): Promise<number | null> {
  const { rows } = await db.raw<{ rows: CapacityRow[] }>(
    `select weekly_capacity from product_capacity where group_id = ${STOCK_OF}`,
    [productId, productId],
  );
  return rows[0]?.weekly_capacity ?? null;
}

/**
 * Sets the units per ISO week of a product's group (all its versions share them); call it in the transaction that saves a product or approves a version
 * (`trx`; a plain knex works too, each statement then commits alone). The value may only rise (domain
 * `capacityChangeRefusal`: 400
 * `error.product.availabilityDecreased` below the current one, 400 `error.validation` below 1), and it
 * raises the weeks already counted from the current week in Zurich on; past weeks keep what they offered.
 *
 * The guarded upsert (`where weekly_capacity <= new`) keeps the rule under concurrency: a lower value saved
 * at the same time changes nothing and is refused. Its row lock also waits for reservations that are just
 * creating a week row from the old capacity (they hold the capacity row `for share`), so the raise of the
 * weeks that follows sees those rows too.
 */
export async function setWeeklyCapacity(
  trx: Knex,
  productId: string,
  units: number,
  now: Date = new Date(),
): Promise<number> {
  const stock = await stockOf(trx, productId);
  const refusal = capacityChangeRefusal(await weeklyCapacityOf(trx, productId), units);
  if (refusal) throw refusal;
  const { rows } = await trx.raw<{ rows: CapacityRow[] }>(
    `insert into product_capacity (group_id, weekly_capacity) values (?, ?)
     on conflict (group_id) do update set weekly_capacity = excluded.weekly_capacity, updated_at = now()
       where product_capacity.weekly_capacity <= excluded.weekly_capacity
     returning weekly_capacity`,
    [stock, units],
  );
  // Raised above `units` by a concurrent save after our read: lowering it now would break the rule.
  const raised = rows[0] ? null : capacityChangeRefusal(await weeklyCapacityOf(trx, productId), units);
  if (raised) throw raised;
  await trx.raw(`update availability_weeks set capacity = ? where group_id = ? and week >= ? and capacity < ?`, [
    units,
    stock,
    mondayOf(currentIsoWeek(now)),
    units,
  ]);
  return units;
}

/**
 * A product's weeks `fromWeek`–`toWeek` (ISO weeks, at most MAX_WEEKS_LISTED) with capacity and reserved
 * units of its group's stock (reservations of every version of the product count), or null for a product without weekly availability. A week nobody reserved in yet shows the
 * product's current capacity and 0 reserved: what its first reservation will count against.
 * For the products area to serve (the seller's availability view, the product screen).
 */
export async function availabilityWeeks(
  db: Knex,
  productId: string,
  fromWeek: string,
  toWeek: string,
): Promise<AvailabilityWeeks | null> {
  const weeklyCapacity = await weeklyCapacityOf(db, productId);
  if (weeklyCapacity === null) return null;
  const weeks = weeksFromTo(fromWeek, toWeek);
  if (!weeks.length) return { productId, weeklyCapacity, weeks: [] };
  const rows: WeekRow[] = await db('availability_weeks')
    .select(db.raw(WEEK_COLUMNS))
    .where({ group_id: await stockOf(db, productId) })
    .whereBetween('week', [mondayOf(fromWeek), mondayOf(toWeek)]);
  const counted = new Map(rows.map((r) => [isoWeekOf(r.week), r]));
  return {
    productId,
    weeklyCapacity,
    weeks: weeks.map((week) => {
      const row = counted.get(week);
      return {
        week,
        weekStart: mondayOf(week),
        capacity: row?.capacity ?? weeklyCapacity,
        reserved: row?.reserved ?? 0,
      };
    }),
  };
}
