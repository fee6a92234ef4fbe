import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  ErrorKeys,
  releaseAvailabilityRoute,
  reserveAvailabilityRoute,
  type AvailabilityReservationBody,
} from '@cadeau/contracts';
import { createDatabase, createInternalClient, DomainError } from '@cadeau/service-kit';
import { availabilityWeeks, setWeeklyCapacity } from '../src/db/availability';
import { availabilityTables } from '../src/db/migrations/004_availability';
import { reserveUnit } from '../src/db/reservations';
import { addWeeks, mondayOf } from '@cadeau/contracts/values';
import { currentIsoWeek } from '../src/domain/iso-week';
import { CATALOG_SCHEMA } from '../src/schema';
import { member, platformAdmin, SECRET, startCatalog, type CatalogHarness } from './harness';
import { pooledTransport } from './pooled-transport';

let h: CatalogHarness;
let pool: ReturnType<typeof pooledTransport>;
let catalog: ReturnType<typeof createInternalClient<'catalog'>>;

beforeAll(async () => {
  h = await startCatalog();
  const server = await h.service.listen(0, '127.0.0.1');
  pool = pooledTransport(32);
  // As svc-campaign will call it, over real HTTP. No retries and no deadline: each call is answered once,
  // so the test counts exactly what the service answered (a retry would turn a late 201 into a 200).
  catalog = createInternalClient({
    caller: 'svc-campaign',
    service: 'catalog',
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secret: SECRET,
    retries: 0,
    timeoutMs: 600_000,
    transport: pool.transport,
  });
});
afterAll(async () => {
  pool?.close();
  await h?.stop();
});

const WEEK = addWeeks(currentIsoWeek(new Date()), 4);

async function product(units: number): Promise<string> {
  const productId = randomUUID();
  await setWeeklyCapacity(h.knex, productId, units);
  return productId;
}

const reserve = (body: AvailabilityReservationBody, idempotencyKey: string = randomUUID()) =>
  catalog.call(reserveAvailabilityRoute, { body, idempotencyKey });
const release = (body: AvailabilityReservationBody, idempotencyKey: string) =>
  catalog.call(releaseAvailabilityRoute, { body, idempotencyKey });

/** Runs `count` calls of `call` with `callers` of them in flight at once; the outcomes in order of finishing. */
async function concurrently<T>(count: number, callers: number, call: () => Promise<T>): Promise<T[]> {
  const outcomes: T[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (started < count) {
        started++;
        outcomes.push(await call());
      }
    }),
  );
  return outcomes;
}

/** How often each outcome occurred. */
function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
  return counts;
}

/** The refusal a call ended in, as `status key`. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (err) {
    if (err instanceof DomainError) return `${err.status} ${err.key}`;
    throw err;
  }
  throw new Error('the call was not refused');
}

async function counter(productId: string, week = WEEK) {
  return h
    .knex('availability_weeks')
    .where({ group_id: productId, week: mondayOf(week) })
    .first('capacity', 'reserved');
}
const reservations = (productId: string) =>
  h.knex('availability_reservations').where({ product_id: productId }).orderBy('reserved_at');
const events = async (subject: string, productId: string) =>
  (await h.knex('outbox').where({ subject }).orderBy('seq')).filter((e) => e.payload.productId === productId);

describe('reserve, under concurrency', () => {
  it('sells exactly the capacity: 2,000 concurrent reservations against 500 units', async () => {
    const productId = await product(500);
    // svc-catalog's own reserveUnit on a pool of 16 with 16 callers, so 16 transactions are in flight at
    // every moment and contend for the week's row (the HTTP path is proven below with fewer calls). 16, not
    // more: test files of other workspaces share Postgres's 100 connections.
    const db = createDatabase({ url: h.databaseUrl, schema: CATALOG_SCHEMA, migrations: [], pool: { max: 16 } });
    try {
      const writer = { db, addEvent: h.service.kit.addEvent };
      const outcomes = await concurrently(2000, 16, () =>
        reserveUnit(writer, { productId, week: WEEK, key: randomUUID(), caller: 'svc-campaign' }).then(
          ({ created }) => (created ? 'reserved' : 'repeated'),
          (err: unknown) => (err instanceof DomainError ? err.key : Promise.reject(err)),
        ),
      );
      expect(tally(outcomes)).toEqual({ reserved: 500, [ErrorKeys.product.soldOut]: 1500 });
    } finally {
      await db.destroy();
    }

    expect(await counter(productId)).toEqual({ capacity: 500, reserved: 500 });
    const rows = await reservations(productId);
    expect(rows).toHaveLength(500);
    expect(rows.every((r) => r.status === 'reserved' && r.caller === 'svc-campaign')).toBe(true);
    // Every reservation committed with its event, counting 1 to 500 once each.
    const reserved = await events('availability.reserved', productId);
    expect(reserved.map((e) => e.payload.reserved).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 500 }, (_, i) => i + 1),
    );
    // Bounded work whose length follows the machine's load (2,000 transactions): a generous limit, not a speed claim.
  }, 180_000);

  it('answers 201 exactly as often as there are units over HTTP, 409 error.product.soldOut to the rest', async () => {
    const productId = await product(50);
    pool.reset();
    // All 200 calls at once; the client's 32 sockets queue them as a calling service's pool would.
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => reserve({ productId, week: WEEK })));
    expect(pool.counts()).toEqual({ 201: 50, 409: 150 });
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o.reason as DomainError).key);
    expect(new Set(refused)).toEqual(new Set([ErrorKeys.product.soldOut]));
    expect(await counter(productId)).toEqual({ capacity: 50, reserved: 50 });
    expect(await reservations(productId)).toHaveLength(50);
    expect(await events('availability.reserved', productId)).toHaveLength(50);
  });

  it('reserves once for a repeated key, also when the repeats arrive together', async () => {
    const productId = await product(10);
    const key = randomUUID();
    const first = await reserve({ productId, week: WEEK }, key);
    expect(first).toMatchObject({ key, productId, week: WEEK, weekStart: mondayOf(WEEK), status: 'reserved' });
    expect(await reserve({ productId, week: WEEK }, key)).toEqual(first);

    const together = randomUUID();
    pool.reset();
    const answers = await Promise.all(Array.from({ length: 25 }, () => reserve({ productId, week: WEEK }, together)));
    expect(pool.counts()).toEqual({ 200: 24, 201: 1 });
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);

    expect(await counter(productId)).toEqual({ capacity: 10, reserved: 2 });
    expect(await reservations(productId)).toHaveLength(2);
    expect(await events('availability.reserved', productId)).toHaveLength(2);
  });

  it('releases each reservation once when releases and their repeats race', async () => {
    const productId = await product(40);
    const keys = Array.from({ length: 40 }, () => randomUUID());
    await Promise.all(keys.map((key) => reserve({ productId, week: WEEK }, key)));
    const answers = await Promise.all([...keys, ...keys].map((key) => release({ productId, week: WEEK }, key)));
    expect(answers.every((a) => a.status === 'released' && a.releasedAt !== null)).toBe(true);
    expect(await counter(productId)).toEqual({ capacity: 40, reserved: 0 });
    expect(await events('availability.released', productId)).toHaveLength(40);
  });
});

describe('reserve and release', () => {
  it('frees the unit on release, so another key can reserve it; the released key does not reserve again', async () => {
    const productId = await product(1);
    const [a, b] = [randomUUID(), randomUUID()];
    await reserve({ productId, week: WEEK }, a);
    expect(await refusal(reserve({ productId, week: WEEK }, b))).toBe(`409 ${ErrorKeys.product.soldOut}`);
    // The refused reservation left nothing behind: no row, no event.
    expect((await reservations(productId)).map((r) => r.idempotency_key)).toEqual([a]);

    const released = await release({ productId, week: WEEK }, a);
    expect(released).toMatchObject({ key: a, status: 'released' });
    expect(await counter(productId)).toEqual({ capacity: 1, reserved: 0 });
    // A repeated release answers the same and counts nothing down.
    expect(await release({ productId, week: WEEK }, a)).toEqual(released);
    expect(await counter(productId)).toEqual({ capacity: 1, reserved: 0 });

    // The key answers its first result (now released) instead of reserving the free unit again.
    expect(await reserve({ productId, week: WEEK }, a)).toEqual(released);
    expect(await reserve({ productId, week: WEEK }, b)).toMatchObject({ key: b, status: 'reserved' });
    expect(await counter(productId)).toEqual({ capacity: 1, reserved: 1 });

    expect((await events('availability.reserved', productId)).map((e) => e.payload)).toEqual([
      { productId, week: WEEK, key: a, reserved: 1, capacity: 1 },
      { productId, week: WEEK, key: b, reserved: 1, capacity: 1 },
    ]);
    expect((await events('availability.released', productId)).map((e) => e.payload)).toEqual([
      { productId, week: WEEK, key: a, reserved: 0, capacity: 1 },
    ]);
  });

  it('takes a date instead of a week: the ISO week it lies in', async () => {
    const productId = await product(3);
    // 1 January 2027 is a Friday of 2026-W53 (2026 has 53 weeks).
    const answer = await reserve({ productId, date: '2027-01-01' });
    expect(answer).toMatchObject({ week: '2026-W53', weekStart: '2026-12-28' });
    expect(await counter(productId, '2026-W53')).toEqual({ capacity: 3, reserved: 1 });
    expect(await release({ productId, week: '2026-W53' }, answer.key)).toMatchObject({ status: 'released' });
  });

  it('answers the refusals with their keys and leaves no rows behind', async () => {
    const productId = await product(5);
    const unknown = randomUUID();
    expect(await refusal(reserve({ productId: unknown, week: WEEK }))).toBe(`404 ${ErrorKeys.product.notFound}`);
    expect(await reservations(unknown)).toHaveLength(0);
    expect(await h.knex('availability_weeks').where({ group_id: unknown })).toHaveLength(0);

    const key = randomUUID();
    await reserve({ productId, week: WEEK }, key);
    const elsewhere = addWeeks(WEEK, 1);
    expect(await refusal(reserve({ productId, week: elsewhere }, key))).toBe(`409 ${ErrorKeys.availability.keyReused}`);
    expect(await refusal(release({ productId, week: elsewhere }, key))).toBe(
      `404 ${ErrorKeys.availability.reservationNotFound}`,
    );
    expect(await refusal(release({ productId, week: WEEK }, randomUUID()))).toBe(
      `404 ${ErrorKeys.availability.reservationNotFound}`,
    );
    expect(await counter(productId)).toEqual({ capacity: 5, reserved: 1 });
  });

  it('refuses calls without a key, with a week that does not exist, or with both week and date', async () => {
    const productId = await product(5);
    const noKey = await h.internalCall('POST', '/internal/availability/reserve', { productId, week: WEEK });
    expect(noKey.status).toBe(400);
    for (const body of [
      { productId, week: '2027-W53' },
      { productId, date: '2026-02-30' },
      { productId, week: WEEK, date: mondayOf(WEEK) },
      { productId },
    ]) {
      const res = await h.internalCall('POST', '/internal/availability/reserve', body, randomUUID());
      expect({ body, status: res.status, message: res.body.message }).toEqual({
        body,
        status: 400,
        message: 'zod.invalid',
      });
    }
    expect(await reservations(productId)).toHaveLength(0);
  });

  it('is for other services only: a platform administrator or a seller is refused', async () => {
    const productId = await product(5);
    for (const caller of [platformAdmin(), member()]) {
      const res = await h
        .http()
        .post('/internal/availability/reserve')
        .set(h.as(caller))
        .set('idempotency-key', randomUUID())
        .send({ productId, week: WEEK });
      expect(res.status).toBe(403);
    }
    expect(await reservations(productId)).toHaveLength(0);
  });
});

describe('the CHECK constraint', () => {
  it('refuses an oversell or a negative count even from a writer that skips the conditional update', async () => {
    const productId = await product(2);
    await reserve({ productId, week: WEEK });
    const row = () => h.knex('availability_weeks').where({ group_id: productId, week: mondayOf(WEEK) });
    await expect(row().update({ reserved: h.knex.raw('capacity + 1') })).rejects.toThrow(
      /availability_weeks_within_capacity/,
    );
    await expect(row().update({ reserved: -1 })).rejects.toThrow(/availability_weeks_within_capacity/);
    expect(await counter(productId)).toEqual({ capacity: 2, reserved: 1 });
  });
});

describe('setWeeklyCapacity', () => {
  it('only raises, and raises the weeks already counted from the current week on', async () => {
    const now = new Date();
    const thisWeek = currentIsoWeek(now);
    const past = addWeeks(thisWeek, -1);
    const productId = await product(1);
    // A past week's counter (written directly: reservations are for weeks to come) and a sold-out future one.
    await h.knex('availability_weeks').insert({ group_id: productId, week: mondayOf(past), capacity: 1, reserved: 1 });
    await reserve({ productId, week: WEEK });
    expect(await refusal(reserve({ productId, week: WEEK }))).toBe(`409 ${ErrorKeys.product.soldOut}`);

    await expect(setWeeklyCapacity(h.knex, productId, 0)).rejects.toMatchObject({ status: 400 });
    await h.knex.transaction((trx) => setWeeklyCapacity(trx, productId, 3, now));
    await expect(setWeeklyCapacity(h.knex, productId, 2)).rejects.toMatchObject({
      status: 400,
      key: ErrorKeys.product.availabilityDecreased,
    });
    expect(await h.knex('product_capacity').where({ group_id: productId }).first('weekly_capacity')).toEqual({
      weekly_capacity: 3,
    });

    expect(await counter(productId, past)).toEqual({ capacity: 1, reserved: 1 });
    expect(await counter(productId)).toEqual({ capacity: 3, reserved: 1 });
    expect(await reserve({ productId, week: WEEK })).toMatchObject({ status: 'reserved' });

    expect(await availabilityWeeks(h.knex, productId, past, addWeeks(WEEK, 1))).toEqual({
      productId,
      weeklyCapacity: 3,
      weeks: [past, ...Array.from({ length: 6 }, (_, i) => addWeeks(thisWeek, i))].map((week) => ({
        week,
        weekStart: mondayOf(week),
        capacity: week === past ? 1 : 3,
        reserved: week === past ? 1 : week === WEEK ? 2 : 0,
      })),
    });
    expect(await availabilityWeeks(h.knex, randomUUID(), thisWeek, WEEK)).toBeNull();
  });
});

describe('migration 004', () => {
  it('goes down and up again', async () => {
    const tables = async (trx: typeof h.knex) =>
      (
        await trx('pg_tables')
          .withSchema('pg_catalog')
          .where({ schemaname: CATALOG_SCHEMA })
          .whereIn('tablename', ['product_capacity', 'availability_weeks', 'availability_reservations'])
          .orderBy('tablename')
      ).map((t) => t.tablename);
    const all = ['availability_reservations', 'availability_weeks', 'product_capacity'];
    // Inside a transaction that is rolled back (Postgres DDL is transactional), so the other tests' rows stay.
    await expect(
      h.knex.transaction(async (trx) => {
        await availabilityTables.down(trx);
        expect(await tables(trx)).toEqual([]);
        await availabilityTables.up(trx);
        expect(await tables(trx)).toEqual(all);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await tables(h.knex)).toEqual(all);
  });
});
