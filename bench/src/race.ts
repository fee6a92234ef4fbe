import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createService, migrateLatest, signInternalCall } from '@cadeau/service-kit';
import { createTestDatabase, freePort, startNatsServer } from '@cadeau/service-kit/testing';
import {
  campaignVouchers,
  migrations as catalogMigrations,
  SWEEP_AGE_MS,
  CATALOG_SCHEMA,
  sweepReservations,
} from '@cadeau/svc-catalog/bench';
import { migrations as campaignMigrations, CAMPAIGN_SCHEMA } from '@cadeau/svc-campaign/bench';
import { isoWeekOf, todayInZurich } from '@cadeau/contracts/values';
import { raceClient, tally, type Answer } from '@cadeau/svc-campaign/race-client';
import type { Knex } from 'knex';
import { round } from './load';
import { ServiceProcess } from './race-processes';
import { campaign, product, raceSchemas, vatCategory } from './race-world';

/**
 * The race harness of issue 12 at full size, through the gateway: svc-catalog, svc-campaign and the gateway each in
 * their own process on a fresh database and a private NATS. Two rounds: a clean one, and one in which svc-campaign
 * and svc-catalog are SIGKILLed in the middle of each race and started again (recipients retry with the same
 * Idempotency-Key until they get a final answer). Each round: ONE_CODE_ORDERS concurrent orders on one code, then
 * CODES codes racing for a product-week of CAPACITY units. After each round, the invariants: no code used twice, no
 * unit sold twice, no reservation lost, no order without a used code (orders counted in svc-catalog once its
 * consumer caught up), and no unit held without an order once the sweeper ran. Beside the clean round's throughput
 * through the gateway, the catalog's raw reservation rate from the same run (signed reserve calls straight to it).
 */
const ONE_CODE_ORDERS = Number(process.env.BENCH_RACE_ONE_CODE ?? 10_000);
const CODES = Number(process.env.BENCH_RACE_CODES ?? 2_000);
const CAPACITY = Math.round(CODES / 4);
const SOCKETS = 64;
export const RACE_GOALS = {
  ordersOnOneCode: 1,
  ordersOfRace: CAPACITY,
  soldOutRefusals: CODES - CAPACITY,
  /** Orders per second through the gateway at least this share of the catalog's raw reservations per second. */
  throughputShareOfRaw: 1 / 3,
  violations: 0,
};

export interface RaceInvariants {
  usedCodes: number;
  /** Codes with more than one `voucher.redeemed` event (more than one order). */
  codesUsedTwice: number;
  /** Units counted above the capacity, or counters that disagree with the held reservations. */
  unitsSoldTwice: number;
  /** Used codes whose reservation is not held. */
  reservationsLost: number;
  /** Orders in svc-catalog without a used code of that order (null: svc-catalog has no orders table yet). */
  ordersWithoutUsedCode: number | null;
  /** Orders svc-catalog counted once its consumer caught up (null: no orders table). */
  ordersInCatalog: number | null;
  /** Units held for no used code before the sweeper ran (a saga that died between reserve and consume). */
  orphansBeforeSweep: number;
  /** …and after one sweep as 10 minutes later. */
  orphansAfterSweep: number;
}

export interface RaceRound {
  label: string;
  oneCode: { orders: number; answers: Record<string, number>; retried: number; seconds: number };
  race: { orders: number; answers: Record<string, number>; retried: number; seconds: number; ordersPerSecond: number };
  invariants: RaceInvariants;
}

export interface RaceReport {
  oneCodeOrders: number;
  codes: number;
  capacity: number;
  rawReservationsPerSecond: number;
  rounds: RaceRound[];
  throughputShareOfRaw: number;
  goals: typeof RACE_GOALS;
}

interface World {
  catalogDb: Knex;
  campaignDb: Knex;
  vatId: string;
  catalog: ServiceProcess;
  campaign: ServiceProcess;
  gateway: ServiceProcess;
  secret: string;
  sweep: () => Promise<number>;
}

export interface CatalogSweeper {
  /** One sweep as 10 minutes later: releases units held for no order. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/** svc-catalog's kit without HTTP or NATS, for the sweep a bench runs as 10 minutes later. */
export async function catalogSweeper(
  databaseUrl: string,
  secret: string,
  campaignUrl: string,
  catalogDb: Knex,
): Promise<CatalogSweeper> {
  const sweeperKit = await createService({
    name: 'svc-catalog',
    service: 'catalog',
    secret,
    database: { url: databaseUrl, schema: CATALOG_SCHEMA, migrations: catalogMigrations },
    setup: () => undefined,
  });
  const vouchers = campaignVouchers({ baseUrl: campaignUrl, secret });
  return {
    sweep: () =>
      sweepReservations({
        db: catalogDb,
        addEvent: sweeperKit.kit.addEvent,
        logger: sweeperKit.kit.logger,
        vouchers,
        now: () => new Date(Date.now() + SWEEP_AGE_MS + 60_000),
      }),
    close: () => sweeperKit.close(),
  };
}

/** CODES signed reserve calls straight to svc-catalog (distinct keys, CAPACITY units): its raw rate. */
async function rawReservations(w: World, count = CODES, capacity = CAPACITY): Promise<number> {
  const productId = await product(w.catalogDb, w.vatId, capacity);
  const client = raceClient(w.catalog.url, SOCKETS);
  const week = isoWeekOf(todayInZurich());
  const started = process.hrtime.bigint();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const body = { productId, week };
      const key = `bench:raw:${productId}:${i}`;
      const headers = signInternalCall(w.secret, {
        method: 'POST',
        path: '/internal/availability/reserve',
        body: JSON.stringify(body),
        caller: 'svc-campaign',
        timestampSec: Math.floor(Date.now() / 1000),
        idempotencyKey: key,
      });
      return client.post('/internal/availability/reserve', body, headers);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  client.close();
  const t = tally(answers);
  if (t['201'] !== capacity) throw new Error(`raw reservations answered ${JSON.stringify(t)}`);
  return round(count / seconds);
}

/** Fires all orders at once; with `chaos`, kills and restarts both services once a third of the answers are in. */
async function fire(
  w: World,
  orders: { code: string; productId: string; key?: string }[],
  chaos: boolean,
): Promise<{ answers: Answer[]; seconds: number }> {
  const client = raceClient(w.gateway.url, SOCKETS);
  let answered = 0;
  let killed: Promise<void> | null = null;
  const killAt = Math.floor(orders.length / 3);
  const started = process.hrtime.bigint();
  const answers = await Promise.all(
    orders.map(async (o) => {
      const answer = await client.post(
        `/api/voucher/${o.code}/order`,
        { productId: o.productId },
        {
          'idempotency-key': o.key ?? `${o.code.slice(-6)}-${o.productId.slice(0, 8)}`,
          'sec-fetch-site': 'same-origin',
        },
        chaos,
      );
      answered++;
      if (chaos && answered === killAt) killed = restartBoth(w);
      return answer;
    }),
  );
  if (killed) await killed;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  client.close();
  return { answers, seconds };
}

async function restartBoth(w: World): Promise<void> {
  console.log('  SIGKILL svc-campaign and svc-catalog, then start them again…');
  await Promise.all([w.campaign.kill(), w.catalog.kill()]);
  await w.catalog.start();
  await w.campaign.start();
}

async function round_(w: World, label: string, chaos: boolean): Promise<RaceRound> {
  console.log(`race round "${label}"`);
  const a = await product(w.catalogDb, w.vatId, 100);
  const b = await product(w.catalogDb, w.vatId, 100);
  const one = await campaign(w.campaignDb, [a, b], 1);
  const hot = await product(w.catalogDb, w.vatId, CAPACITY);
  const many = await campaign(w.campaignDb, [hot], CODES);

  const code = one.vouchers[0]!.code;
  const first = await fire(
    w,
    Array.from({ length: ONE_CODE_ORDERS }, (_, i) => ({ code, productId: i % 2 ? a : b, key: `one-${i}` })),
    chaos,
  );
  const oneCode = {
    // A winner whose answer was lost in a kill gets its order again on retry (200, same Idempotency-Key).
    orders: first.answers.filter((x) => x.status === 201 || x.status === 200).length,
    answers: tally(first.answers),
    retried: first.answers.filter((x) => x.attempts > 1).length,
    seconds: round(first.seconds),
  };
  console.log(`  ${ONE_CODE_ORDERS} orders on one code in ${oneCode.seconds} s: ${JSON.stringify(oneCode.answers)}`);

  const second = await fire(
    w,
    many.vouchers.map((v) => ({ code: v.code, productId: hot })),
    chaos,
  );
  const race = {
    orders: second.answers.filter((x) => x.status === 201 || x.status === 200).length,
    answers: tally(second.answers),
    retried: second.answers.filter((x) => x.attempts > 1).length,
    seconds: round(second.seconds),
    ordersPerSecond: round(CODES / second.seconds),
  };
  console.log(`  ${CODES} codes for ${CAPACITY} units in ${race.seconds} s: ${JSON.stringify(race.answers)}`);

  const invariants = await checkInvariants(w, [one.campaignId, many.campaignId], [a, b, hot]);
  console.log(`  invariants: ${JSON.stringify(invariants)}`);
  return { label, oneCode, race, invariants };
}

/** What checkInvariants reads: both schemas and the reservation sweep. */
export type InvariantWorld = Pick<World, 'catalogDb' | 'campaignDb' | 'sweep'>;

export async function checkInvariants(
  w: InvariantWorld,
  campaignIds: string[],
  productIds: string[],
): Promise<RaceInvariants> {
  const used: { id: string; order_id: string; order_reservation_key: string }[] = await w
    .campaignDb('vouchers')
    .whereIn('campaign_id', campaignIds)
    .where({ status: 'used' })
    .select('id', 'order_id', 'order_reservation_key');
  const events: { payload: { voucherId: string } }[] = await w
    .campaignDb('outbox')
    .where({ subject: 'voucher.redeemed' })
    .select('payload');
  const perVoucher = new Map<string, number>();
  for (const e of events) perVoucher.set(e.payload.voucherId, (perVoucher.get(e.payload.voucherId) ?? 0) + 1);
  const codesUsedTwice = [...perVoucher.values()].filter((n) => n > 1).length;

  const held = async () =>
    new Set(
      (
        await w
          .catalogDb('availability_reservations')
          .whereIn('product_id', productIds)
          .where({ status: 'reserved' })
          .pluck('idempotency_key')
      ).filter((k: string) => k.startsWith('voucher:')),
    );
  // The key each used code's order holds (ADR 0021: a later attempt round's key after a release).
  const keysOfUsed = new Set(used.map((u) => u.order_reservation_key));
  const heldBefore = await held();
  const reservationsLost = [...keysOfUsed].filter((k) => !heldBefore.has(k)).length;
  const orphansBeforeSweep = [...heldBefore].filter((k) => !keysOfUsed.has(k)).length;

  // Units counted against the held reservations, per product stock and week.
  let unitsSoldTwice = 0;
  const weeks: { group_id: string; capacity: number; reserved: number }[] = await w
    .catalogDb('availability_weeks')
    .whereIn('group_id', w.catalogDb('products').whereIn('id', productIds).select('version_group_id'))
    .select('group_id', 'capacity', 'reserved');
  for (const week of weeks) {
    const [{ count }] = await w
      .catalogDb('availability_reservations as r')
      .join('products as p', 'p.id', 'r.product_id')
      .where({ 'p.version_group_id': week.group_id, 'r.status': 'reserved' })
      .count<{ count: string }[]>('* as count');
    unitsSoldTwice += Math.max(0, week.reserved - week.capacity) + Math.abs(week.reserved - Number(count));
  }

  const hasOrders = await w.catalogDb.schema.hasTable('orders');
  let ordersInCatalog: number | null = null;
  let ordersWithoutUsedCode: number | null = null;
  if (hasOrders) {
    // The consumer of voucher.redeemed catches up (the relay publishes what the killed svc-campaign committed).
    const deadline = Date.now() + 180_000;
    const ordersNow = (): Promise<{ id: string; voucher_id: string }[]> =>
      w.catalogDb('orders').whereIn('campaign_id', campaignIds).select('id', 'voucher_id');
    let orders = await ordersNow();
    while (orders.length < used.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      orders = await ordersNow();
    }
    const orderOf = new Map(used.map((u) => [u.id, u.order_id]));
    ordersInCatalog = orders.length;
    ordersWithoutUsedCode = orders.filter((o) => orderOf.get(o.voucher_id) !== o.id).length;
  }

  await w.sweep();
  const heldAfter = await held();
  const orphansAfterSweep = [...heldAfter].filter((k) => !keysOfUsed.has(k)).length;
  return {
    usedCodes: used.length,
    codesUsedTwice,
    unitsSoldTwice,
    reservationsLost: reservationsLost + [...keysOfUsed].filter((k) => !heldAfter.has(k)).length,
    ordersWithoutUsedCode,
    ordersInCatalog,
    orphansBeforeSweep,
    orphansAfterSweep,
  };
}

export async function measureRace(logFile: string): Promise<RaceReport> {
  fs.writeFileSync(logFile, '');
  const database = await createTestDatabase();
  const nats = await startNatsServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-race-'));
  const secret = randomBytes(32).toString('hex');
  const { catalogDb, campaignDb } = raceSchemas(database.url);
  const processes: ServiceProcess[] = [];
  let sweeper: CatalogSweeper | null = null;
  try {
    await migrateLatest(catalogDb, CATALOG_SCHEMA, catalogMigrations);
    await migrateLatest(campaignDb, CAMPAIGN_SCHEMA, campaignMigrations);
    const [catalogPort, campaignPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      USER_CONTEXT_SECRET: secret,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      IDENTITY_URL: 'http://127.0.0.1:9',
      MAIL_URL: 'http://127.0.0.1:9',
      CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
      CAMPAIGN_URL: `http://127.0.0.1:${campaignPort}`,
    };
    const catalog = new ServiceProcess(
      'svc-catalog',
      'svc-catalog',
      catalogPort,
      { ...env, CATALOG_SWEEP: 'off', DATA_DIR: path.join(dataDir, 'catalog') },
      logFile,
    );
    const campaignProcess = new ServiceProcess(
      'svc-campaign',
      'svc-campaign',
      campaignPort,
      { ...env, CAMPAIGN_CLOCK: 'off', DATA_DIR: path.join(dataDir, 'campaign') },
      logFile,
    );
    // One client address sends every order: the per-client budgets of the gateway are lifted for the bench.
    const gateway = new ServiceProcess(
      'gateway',
      'gateway',
      gatewayPort,
      { ...env, RATE_LIMIT_SCALE: '100000' },
      logFile,
    );
    processes.push(gateway, campaignProcess, catalog);
    await catalog.start();
    await campaignProcess.start();
    await gateway.start();
    sweeper = await catalogSweeper(database.url, secret, campaignProcess.url, catalogDb);
    const w: World = {
      catalogDb,
      campaignDb,
      vatId: await vatCategory(catalogDb),
      catalog,
      campaign: campaignProcess,
      gateway,
      secret,
      sweep: sweeper.sweep,
    };
    // Warm-up, not measured: connections opened, code compiled, statements planned in every process.
    await rawReservations(w, 200, 100);
    const warm = await product(catalogDb, w.vatId, 100);
    const warmCampaign = await campaign(campaignDb, [warm], 200);
    await fire(
      w,
      warmCampaign.vouchers.map((v) => ({ code: v.code, productId: warm })),
      false,
    );
    const rawReservationsPerSecond = await rawReservations(w);
    console.log(`svc-catalog raw reservations: ${rawReservationsPerSecond} attempts/s (${CODES} signed calls)`);
    const rounds = [await round_(w, 'clean', false), await round_(w, 'SIGKILL mid-race', true)];
    const throughputShareOfRaw = round(rounds[0]!.race.ordersPerSecond / rawReservationsPerSecond);
    return {
      oneCodeOrders: ONE_CODE_ORDERS,
      codes: CODES,
      capacity: CAPACITY,
      rawReservationsPerSecond,
      rounds,
      throughputShareOfRaw,
      goals: RACE_GOALS,
    };
  } finally {
    for (const p of processes) await p.stop().catch(() => undefined);
    await sweeper?.close().catch(() => undefined);
    await catalogDb.destroy();
    await campaignDb.destroy();
    await nats.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The goal beside the measurement, one line each. */
export function printRace(r: RaceReport): void {
  const line = (what: string, goal: string, measured: string, ok: boolean) =>
    console.log(`${what.padEnd(58)} goal ${goal.padEnd(12)} measured ${measured.padEnd(14)} ${ok ? 'ok' : 'MISSED'}`);
  console.log(`\nRace harness (${r.oneCodeOrders} orders on one code; ${r.codes} codes for ${r.capacity} units)`);
  for (const round of r.rounds) {
    const inv = round.invariants;
    console.log(`— ${round.label}`);
    line('orders on one code', '1', String(round.oneCode.orders), round.oneCode.orders === 1);
    line('orders of the race', String(r.capacity), String(round.race.orders), round.race.orders === r.capacity);
    const soldOut = round.race.answers['409 error.voucher.soldOut'] ?? 0;
    line('sold-out refusals', String(r.codes - r.capacity), String(soldOut), soldOut === r.codes - r.capacity);
    line('codes used twice', '0', String(inv.codesUsedTwice), inv.codesUsedTwice === 0);
    line('units sold twice', '0', String(inv.unitsSoldTwice), inv.unitsSoldTwice === 0);
    line('reservations lost', '0', String(inv.reservationsLost), inv.reservationsLost === 0);
    line(
      'orders without a used code',
      '0',
      String(inv.ordersWithoutUsedCode ?? 'n/a'),
      (inv.ordersWithoutUsedCode ?? 0) === 0,
    );
    line(
      'orders in svc-catalog = used codes',
      String(inv.usedCodes),
      String(inv.ordersInCatalog ?? 'n/a'),
      inv.ordersInCatalog === null || inv.ordersInCatalog === inv.usedCodes,
    );
    line(
      'units held without an order after the sweep',
      '0',
      String(inv.orphansAfterSweep),
      inv.orphansAfterSweep === 0,
    );
  }
  const clean = r.rounds[0]!.race.ordersPerSecond;
  line(
    'orders/s through the gateway vs catalog raw reservations/s',
    `≥ ${round(r.rawReservationsPerSecond / 3)}/s`,
    `${clean}/s (${Math.round(r.throughputShareOfRaw * 100)} %)`,
    r.throughputShareOfRaw >= RACE_GOALS.throughputShareOfRaw,
  );
}
