import { randomUUID } from 'node:crypto';
import { createDatabase, createService, DomainError, migrateLatest } from '@cadeau/service-kit';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import {
  setWeeklyCapacity,
  migrations,
  reserveUnit,
  type ReservationWriter,
  currentIsoWeek,
  CATALOG_SCHEMA,
} from '@cadeau/svc-catalog/bench';
import { addWeeks, mondayOf } from '@cadeau/contracts/values';
import type { Knex } from 'knex';
import { round } from './load';

/**
 * Reservations of weekly availability (issue 10) against Postgres, without the stack: its own database
 * (createTestDatabase) with svc-catalog's migrations, svc-catalog's own `reserveUnit` (reservation row,
 * conditional update, outbox event in one transaction) driven by as many concurrent callers as the pool has
 * connections. Beside it, in the same run: the bare conditional UPDATE alone (what DESIGN section 7 timed, the
 * machine's ceiling at that moment), and a naive read-then-write variant on the same tables, which oversells:
 * it reads the count, decides in the application and writes the count it computed.
 *
 * The setup is DESIGN section 7's, whose numbers are the goals: 4,000 attempts, 1,000 units, pool 32.
 */
export const AVAILABILITY_GOALS = { hotPerSecond: 508, spreadPerSecond: 996, oversold: 0 };
const ATTEMPTS = Number(process.env.BENCH_RESERVATIONS ?? 4000);
const UNITS = 1000;
const POOL = 32;
const WEEKS_SPREAD = 20;

export interface AvailabilityRun {
  label: string;
  productWeeks: number;
  attempts: number;
  capacity: number;
  /** Attempts answered per second (reservations and sold-out refusals), the DESIGN's measure. */
  attemptsPerSecond: number;
  seconds: number;
  /** Reservations the variant answered as made. */
  sold: number;
  /** What the counter rows say after the run. */
  counted: number;
  oversold: number;
}

type Reserve = (productId: string, key: string) => Promise<'sold' | 'soldOut'>;

/** The platform's way: svc-catalog's reserveUnit. */
const conditional =
  (writer: ReservationWriter, week: string): Reserve =>
  async (productId, key) => {
    try {
      await reserveUnit(writer, { productId, week, key, caller: 'bench' });
      return 'sold';
    } catch (err) {
      if (err instanceof DomainError && err.status === 409) return 'soldOut';
      throw err;
    }
  };

/**
 * The bare statement DESIGN section 7 measured (one autocommitted conditional update, no reservation row, no
 * event): the machine's ceiling at this moment, printed beside the full reservation so a loaded machine's
 * numbers can be read against it.
 */
const bare =
  (writer: ReservationWriter, week: string): Reserve =>
  async (productId) => {
    const { rows } = await writer.db.raw<{ rows: unknown[] }>(
      `update availability_weeks set reserved = reserved + 1
        where group_id = ? and week = ? and reserved < capacity returning reserved`,
      [productId, mondayOf(week)],
    );
    return rows.length ? 'sold' : 'soldOut';
  };

/**
 * Read-then-write, as Medusa v1 read a gift card's balance (STYLE.md): the count is read without a lock, the
 * check happens in the application, and the new count is written back. Concurrent callers read the same
 * count and each write the same next value, so the counter never passes the capacity (the CHECK is
 * satisfied) while many more reservations than units are made.
 */
const naive =
  (writer: ReservationWriter, week: string): Reserve =>
  (productId, key) => {
    const monday = mondayOf(week);
    return writer.db.transaction(async (trx) => {
      const row: { reserved: number; capacity: number } | undefined = await trx('availability_weeks')
        .where({ group_id: productId, week: monday })
        .first('reserved', 'capacity');
      if (!row || row.reserved >= row.capacity) return 'soldOut';
      await trx('availability_reservations').insert({
        idempotency_key: key,
        product_id: productId,
        week: monday,
        caller: 'bench',
      });
      await trx('availability_weeks')
        .where({ group_id: productId, week: monday })
        .update({ reserved: row.reserved + 1 });
      await writer.addEvent(trx, 'availability.reserved', {
        productId,
        week,
        key,
        reserved: row.reserved + 1,
        capacity: row.capacity,
      });
      return 'sold';
    });
  };

/** `ATTEMPTS` reservations spread round-robin over `products`, by POOL concurrent callers. */
async function run(
  db: Knex,
  label: string,
  products: string[],
  week: string,
  reserve: Reserve,
): Promise<AvailabilityRun> {
  let next = 0;
  let sold = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: POOL }, async () => {
      while (next < ATTEMPTS) {
        const n = next++;
        if ((await reserve(products[n % products.length], randomUUID())) === 'sold') sold++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const counters: { counted: string | null } | undefined = await db('availability_weeks')
    .whereIn('group_id', products)
    .andWhere({ week: mondayOf(week) })
    .first(db.raw('sum(reserved) as counted'));
  return {
    label,
    productWeeks: products.length,
    attempts: ATTEMPTS,
    capacity: UNITS,
    attemptsPerSecond: round(ATTEMPTS / seconds),
    seconds: round(seconds),
    sold,
    counted: Number(counters?.counted ?? 0),
    oversold: Math.max(0, sold - UNITS),
  };
}

/**
 * Products whose weekly capacities add up to UNITS, their week rows created as a first reservation would. They
 * have no products row, so each id is its own stock (svc-catalog keys stocks by version group, STOCK_OF).
 */
async function products(db: Knex, count: number, week: string): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const id of ids) {
    await setWeeklyCapacity(db, id, UNITS / count);
    await db('availability_weeks').insert({ group_id: id, week: mondayOf(week), capacity: UNITS / count });
  }
  return ids;
}

/** Runs the variants, each on one hot product-week and on 20, and prints each next to its goal. */
export async function measureAvailability(): Promise<{ runs: AvailabilityRun[]; goals: typeof AVAILABILITY_GOALS }> {
  const database = await createTestDatabase();
  const db = createDatabase({ url: database.url, schema: CATALOG_SCHEMA, migrations, pool: { max: POOL } });
  // svc-catalog's kit without NATS or HTTP: its addEvent writes the outbox row, checked by the event's schema.
  const service = await createService({
    name: 'svc-catalog',
    service: 'catalog',
    secret: randomUUID(),
    database: { url: database.url, schema: CATALOG_SCHEMA, migrations },
    setup: () => undefined,
  });
  try {
    await migrateLatest(db, CATALOG_SCHEMA, migrations);
    const writer: ReservationWriter = { db, addEvent: service.kit.addEvent };
    const week = addWeeks(currentIsoWeek(new Date()), 4);
    // Warm-up: connections open, statements planned, JIT warm, before anything is timed.
    const warm = await products(db, 1, week);
    await Promise.all(Array.from({ length: POOL * 4 }, () => conditional(writer, week)(warm[0], randomUUID())));

    const runs: AvailabilityRun[] = [];
    for (const [label, count, variant] of [
      ['reserveUnit, 1 hot product-week', 1, conditional],
      ['bare conditional UPDATE, 1 hot product-week', 1, bare],
      ['naive read-then-write, 1 hot product-week', 1, naive],
      [`reserveUnit, ${WEEKS_SPREAD} product-weeks`, WEEKS_SPREAD, conditional],
      [`bare conditional UPDATE, ${WEEKS_SPREAD} product-weeks`, WEEKS_SPREAD, bare],
      [`naive read-then-write, ${WEEKS_SPREAD} product-weeks`, WEEKS_SPREAD, naive],
    ] as const) {
      const r = await run(db, label, await products(db, count, week), week, variant(writer, week));
      runs.push(r);
      const goal =
        variant === conditional
          ? count === 1
            ? AVAILABILITY_GOALS.hotPerSecond
            : AVAILABILITY_GOALS.spreadPerSecond
          : null;
      console.log(
        `${r.label.padEnd(44)} ${String(r.attemptsPerSecond).padStart(7)} attempts/s${goal ? ` (goal ≥ ${goal})` : '            '}  sold ${r.sold} of ${r.capacity}, counters say ${r.counted}, oversold ${r.oversold}${variant === conditional ? ` (goal ${AVAILABILITY_GOALS.oversold})` : ''}`,
      );
    }
    return { runs, goals: AVAILABILITY_GOALS };
  } finally {
    await service.close();
    await db.destroy();
    await database.drop();
  }
}
