import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { funnelSteps, type FunnelCounts } from '@cadeau/contracts';
import { createDatabase, migrateLatest } from '@cadeau/service-kit';
import { createTestDatabase } from '@cadeau/service-kit/testing';
import {
  funnelDayCounts,
  keptFunnelDays,
  recountFunnelDays,
  type DayCount,
  FUNNEL_TOUCHES_SQL,
  migrations,
  applyCampaignMailEvent,
  funnelTotals,
  CAMPAIGN_SCHEMA,
} from '@cadeau/svc-campaign/bench';
import type { Knex } from 'knex';
import { round } from './load';

/**
 * The engagement funnel's kept counters at scale (issue 20, ADR 0031), without the stack, on a database of its own
 * with svc-campaign's migrations, so the trigger on `vouchers` keeps `campaign_funnel_days` as in production:
 *
 * - load: RECIPIENTS recipients and their vouchers in CAMPAIGNS campaigns (one of a fifth of them, the others of
 *   varying size), approved on days spread over the period, inserted set-wise; then EVENTS mail events (sent,
 *   delivered, opened, clicked, with redeliveries and repeated opens that change nothing and opens arriving out of
 *   order that move a count to an earlier day) applied as set-wise UPDATEs of LOAD_BATCH vouchers, each as
 *   `applyCampaignMailEvent` writes it (`least(...)`). Vacuumed after each kind of event, as autovacuum would
 *   (it is off on the test server). At the end the kept counters must equal a recount from the rows.
 * - read: the funnel of the largest campaign and of all campaigns over a 90-day period as the reports read it
 *   (`funnelDayCounts`, summed by `funnelTotals`) against the same numbers recounted from the vouchers (the unpivot
 *   of `recountFunnelDays` filtered to the period), alternating, median of READ_RUNS. Goal: at least 50 times
 *   faster, and equal (every day and step).
 * - write: WRITE_EVENTS first opens, each through `applyCampaignMailEvent` in a transaction of its own (the
 *   trigger's cost included), against a bare INSERT of the event's row in a transaction of its own, and against the
 *   same `applyCampaignMailEvent` on a copy of `vouchers` without the trigger; alternating in WRITE_ROUNDS rounds,
 *   the three sides in a rotating order; per-event medians. Goal: at most 2 times the bare insert.
 */
export const FUNNEL_GOALS = { readRatio: 50, writeRatio: 2 };
const RECIPIENTS = Number(process.env.BENCH_FUNNEL_RECIPIENTS ?? 1_000_000);
const EVENTS = Number(process.env.BENCH_FUNNEL_EVENTS ?? 5_000_000);
const CAMPAIGNS = 200;
const LARGEST = Math.round(RECIPIENTS / 5);
const PERIOD = { from: '2026-08-01', to: '2026-10-29' };
const LOAD_BATCH = 50_000;
const READ_RUNS = Number(process.env.BENCH_FUNNEL_READ_RUNS ?? 7);
const WRITE_EVENTS = Number(process.env.BENCH_FUNNEL_WRITE_EVENTS ?? 10_000);
const WRITE_ROUNDS = 10;
const WRITE_WARM = 300;
/** The schema of the trigger-less copy of `vouchers` and of the bare events table. */
const BARE_SCHEMA = 'funnel_bare';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const ms = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

interface ReadFigures {
  vouchers: number;
  /** Medians of READ_RUNS (ms) and each run's. */
  keptMs: number;
  keptRuns: number[];
  recountMs: number;
  recountRuns: number[];
  counterRows: number;
  totals: FunnelCounts;
  equal: boolean;
  ratio: number;
  withinGoal: boolean;
}

interface WriteSide {
  /** Per event (ms): median and mean of WRITE_EVENTS, each in a transaction of its own. */
  medianMs: number;
  meanMs: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Each round's median (ms). */
  roundMedians: number[];
}

export interface FunnelBench {
  recipients: number;
  campaigns: number;
  period: typeof PERIOD;
  load: {
    vouchersSeconds: number;
    events: number;
    eventsByKind: Record<string, number>;
    statements: number;
    eventsSeconds: number;
    eventsPerSecond: number;
    /** Within eventsSeconds: the vacuums after each kind of event. */
    vacuumSeconds: number;
    counterRows: number;
    countersEqualRecount: boolean;
  };
  read: { oneCampaign: ReadFigures; allCampaigns: ReadFigures };
  write: {
    events: number;
    rounds: number;
    trigger: WriteSide;
    bareInsert: WriteSide;
    bareUpdate: WriteSide;
    ratio: number;
    ratioToBareUpdate: number;
    meanRatio: number;
    countersEqualRecountAfter: boolean;
    withinGoal: boolean;
  };
  /** This process's RSS before the load (its modules) and its peak: the rows and events stay in Postgres. */
  rssMiBAtStart: number;
  peakRssMiB: number;
  loadAverage: number;
  goals: typeof FUNNEL_GOALS;
}

// ---------------------------------------------------------------------------------------------------------------
// Load

/** Voucher and recipient n (1…RECIPIENTS) have ids in n's order, so a batch of n is a range of the primary key. */
const voucherId = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;
const voucherIdSql = (n: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const recipientIdSql = (n: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/** The largest campaign first, then CAMPAIGNS - 1 of varying size (a few to about 12,000 at full size). */
function campaignSizes(): number[] {
  const weights = Array.from({ length: CAMPAIGNS - 1 }, (_, i) => (1 + ((i * 37) % 50)) ** 2);
  const rest = RECIPIENTS - LARGEST;
  const total = weights.reduce((s, w) => s + w, 0);
  const sizes = weights.map((w) => Math.max(1, Math.floor((rest * w) / total)));
  sizes[sizes.length - 1]! += rest - sizes.reduce((s, v) => s + v, 0);
  return [LARGEST, ...sizes];
}

interface CampaignRange {
  id: string;
  lo: number;
  hi: number;
  /** Approval day, relative to the period's first day (-10…80): the vouchers' `created_at` at 09:00 Zurich. */
  day: number;
}

/** The campaigns, their recipients and vouchers, inserted set-wise LOAD_BATCH at a time (the insert trigger runs). */
async function loadVouchers(db: Knex): Promise<CampaignRange[]> {
  const sizes = campaignSizes();
  const givers = Array.from({ length: 60 }, () => randomUUID());
  const ranges: CampaignRange[] = [];
  let lo = 1;
  for (const [k, size] of sizes.entries()) {
    const day = k === 0 ? 10 : ((k * 53) % 91) - 10;
    const [row] = await db('campaigns')
      .insert({
        organization_id: givers[k % givers.length],
        organization_name: `Giver ${k % givers.length} AG`,
        name: `Bench funnel ${k + 1}`,
        type: 'automatic',
        status: 'running',
        start_date: db.raw(`date '${PERIOD.from}' + ?::int`, [day]),
        end_date: db.raw(`date '${PERIOD.from}' + ?::int`, [day + 60]),
        budget_rappen: size * 5_000,
      })
      .returning('id');
    ranges.push({ id: (row as { id: string }).id, lo, hi: lo + size - 1, day });
    lo += size;
  }
  const campaignsSql = `unnest(:ids::uuid[], :los::int[], :his::int[], :days::int[]) as c(id, lo, hi, day),
    generate_series(greatest(c.lo, :a::int), least(c.hi, :b::int)) as n`;
  const bindings = {
    ids: ranges.map((r) => r.id),
    los: ranges.map((r) => r.lo),
    his: ranges.map((r) => r.hi),
    days: ranges.map((r) => r.day),
  };
  for (let a = 1; a <= RECIPIENTS; a += LOAD_BATCH) {
    const b = Math.min(RECIPIENTS, a + LOAD_BATCH - 1);
    await db.transaction(async (trx) => {
      await trx.raw(
        `insert into recipients (id, campaign_id, email, created_at)
         select ${recipientIdSql('n')}, c.id, 'r' || n || '@example.ch',
                ((date '${PERIOD.from}' + c.day - 3)::timestamp + interval '14 hours') at time zone 'Europe/Zurich'
           from ${campaignsSql}`,
        { ...bindings, a, b },
      );
      // As an approval makes them: the code's HMAC and its sealed form (12-byte IV, 16-byte tag, 16 digits).
      await trx.raw(
        `insert into vouchers (id, campaign_id, recipient_id, code_hmac, code_cipher, created_at)
         select ${voucherIdSql('n')}, c.id, ${recipientIdSql('n')}, sha256(('bench-code-' || n)::bytea),
                decode(md5('iv' || n) || md5('tag' || n) || md5('code' || n), 'hex'),
                ((date '${PERIOD.from}' + c.day)::timestamp + interval '9 hours') at time zone 'Europe/Zurich'
           from ${campaignsSql}`,
        { ...bindings, a, b },
      );
    });
  }
  return ranges;
}

/** A pseudo-random non-negative integer per voucher n and seed. */
const h = (seed: number) => `abs(hashint8extended(n::bigint, ${seed}))`;
/** Each voucher's engagement rank 0…999: exactly a thousandth of the vouchers each (7919 is prime to 1000). */
const RANK = `((n::bigint * 7919) % 1000)`;
const SENT = `v.created_at + make_interval(mins => (${h(1)} % 2880)::int)`;
const DELIVERED = `${SENT} + make_interval(secs => (5 + ${h(2)} % 600)::int)`;
/** The first open: most within hours of the delivery, a few up to two weeks later. */
const OPENED = `${DELIVERED} + make_interval(mins => (((${h(3)} % 1000)::float8 ^ 2) / 50)::int)`;
/** A click soon after the open; rank < 50 click with images blocked (no open event of their own). */
const CLICKED = `case when ${RANK} < 50 then ${DELIVERED} + make_interval(mins => (((${h(5)} % 1000)::float8 ^ 2) / 50)::int)
  else ${OPENED} + make_interval(mins => (${h(4)} % 180)::int) end`;

interface EventKind {
  name: string;
  /** Which vouchers get one (a predicate on n). */
  where: string;
  /** The SET of `applyCampaignMailEvent` for the event at that time. */
  set: string;
  /** Passes over the vouchers; the last kind is repeated until EVENTS are applied. */
  untilTotal?: boolean;
}

const sent = (at: string) =>
  `mailed_at = least(v.mailed_at, ${at}),
   mail_failed_at = case when v.mail_failed_at <= ${at} then null else v.mail_failed_at end,
   mail_failure = case when v.mail_failed_at <= ${at} then null else v.mail_failure end`;
const opened = (at: string) => `opened_at = least(v.opened_at, ${at})`;

/**
 * The mail events, in the order they are applied: every voucher's mail sent over two days, 97% delivered, 55% opened
 * and 25% clicked (a click is also an open), with what providers and brokers add: redelivered sent and delivered
 * events (same time, nothing changes), opens seen first at a later time (the true first open then moves the count
 * to its day), repeated clicks and opens (later, nothing changes) until EVENTS events.
 */
const EVENT_KINDS: EventKind[] = [
  { name: 'sent', where: 'true', set: sent(SENT) },
  { name: 'delivered', where: `${RANK} < 970`, set: `delivered_at = least(v.delivered_at, ${DELIVERED})` },
  { name: 'sent (redelivered)', where: `n % 5 = 0`, set: sent(SENT) },
  {
    name: 'delivered (redelivered)',
    where: `${RANK} < 970 and n % 10 = 3`,
    set: `delivered_at = least(v.delivered_at, ${DELIVERED})`,
  },
  {
    name: 'opened (a later open first)',
    where: `${RANK} between 50 and 599 and n % 10 = 7`,
    set: opened(`${OPENED} + make_interval(mins => (1 + ${h(6)} % 4000)::int)`),
  },
  { name: 'opened', where: `${RANK} between 50 and 599`, set: opened(OPENED) },
  {
    name: 'clicked',
    where: `${RANK} < 250`,
    set: `clicked_at = least(v.clicked_at, ${CLICKED}), ${opened(CLICKED)}`,
  },
  {
    name: 'clicked (again)',
    where: `${RANK} < 250 and n % 2 = 0`,
    set: `clicked_at = least(v.clicked_at, ${CLICKED} + make_interval(mins => (1 + ${h(7)} % 10000)::int)),
          ${opened(`${CLICKED} + make_interval(mins => (1 + ${h(7)} % 10000)::int)`)}`,
  },
  {
    name: 'opened (again)',
    where: `${RANK} between 50 and 599`,
    set: opened(`${OPENED} + make_interval(mins => (1 + (${h(8)} + :pass::int * 7717) % 20000)::int)`),
    untilTotal: true,
  },
];

/** Applies EVENTS mail events as UPDATEs of at most LOAD_BATCH vouchers (one event per voucher and statement). */
async function applyEvents(db: Knex) {
  const eventsByKind: Record<string, number> = {};
  let total = 0;
  let statements = 0;
  let vacuumMs = 0;
  const started = process.hrtime.bigint();
  for (const kind of EVENT_KINDS) {
    for (let pass = 0; kind.untilTotal ? total < EVENTS : pass < 1; pass++) {
      for (let a = 1; a <= RECIPIENTS && total < EVENTS; a += LOAD_BATCH) {
        const b = Math.min(RECIPIENTS, a + LOAD_BATCH - 1);
        const result: { rowCount: number } = await db.raw(
          `update vouchers v set ${kind.set}
             from (select n from generate_series(:a::int, :b::int) as n where ${kind.where} limit :left::int) as e
            where v.id = ${voucherIdSql('e.n')} and v.id between :first::uuid and :last::uuid`,
          { a, b, left: EVENTS - total, first: voucherId(a), last: voucherId(b), pass },
        );
        total += result.rowCount;
        statements++;
        eventsByKind[kind.name] = (eventsByKind[kind.name] ?? 0) + result.rowCount;
      }
      const vacuumStarted = process.hrtime.bigint();
      await db.raw('vacuum vouchers, campaign_funnel_days');
      vacuumMs += ms(vacuumStarted);
      console.log(`funnel bench: ${kind.name}${kind.untilTotal ? ` pass ${pass + 1}` : ''}, ${total} events so far`);
    }
  }
  return { total, eventsByKind, statements, seconds: ms(started) / 1000, vacuumSeconds: vacuumMs / 1000 };
}

// ---------------------------------------------------------------------------------------------------------------
// Read

/** The same numbers recounted from the vouchers: `recountFunnelDays`'s unpivot, per day and step of the period. */
async function recountDays(db: Knex, campaignId?: string): Promise<DayCount[]> {
  const { rows } = await db.raw<{ rows: DayCount[] }>(
    `select to_char(s.day, 'YYYY-MM-DD') as day, s.step, count(*)::int as count
       from vouchers v cross join lateral (${FUNNEL_TOUCHES_SQL('v')}) s
      where s.day between ? and ? ${campaignId ? 'and v.campaign_id = ?' : ''}
      group by s.day, s.step order by s.day`,
    campaignId ? [PERIOD.from, PERIOD.to, campaignId] : [PERIOD.from, PERIOD.to],
  );
  return rows;
}

const dayKey = (rows: DayCount[]) =>
  rows
    .map((r) => `${r.day}|${r.step}|${r.count}`)
    .sort()
    .join('\n');

async function measureRead(db: Knex, vouchers: number, campaignId?: string): Promise<ReadFigures> {
  const filter = { ...PERIOD, campaignId };
  const kept = async () => {
    const started = process.hrtime.bigint();
    const days = await funnelDayCounts(db, filter);
    const totals = funnelTotals(days);
    return { ms: ms(started), days, totals };
  };
  const recount = async () => {
    const started = process.hrtime.bigint();
    const days = await recountDays(db, campaignId);
    const totals = funnelTotals(days);
    return { ms: ms(started), days, totals };
  };
  // Warm-up: plans and caches, before anything is timed.
  for (let i = 0; i < 2; i++) {
    await kept();
    await recount();
  }
  const keptRuns: number[] = [];
  const recountRuns: number[] = [];
  let equal = true;
  let last: Awaited<ReturnType<typeof kept>> | undefined;
  for (let run = 0; run < READ_RUNS; run++) {
    const first = run % 2 === 0 ? await kept() : await recount();
    const second = run % 2 === 0 ? await recount() : await kept();
    const [k, r] = run % 2 === 0 ? [first, second] : [second, first];
    keptRuns.push(k.ms);
    recountRuns.push(r.ms);
    equal &&= dayKey(k.days) === dayKey(r.days) && JSON.stringify(k.totals) === JSON.stringify(r.totals);
    last = k;
  }
  const { rows } = await db.raw<{ rows: { n: number }[] }>(
    `select count(*)::int as n from campaign_funnel_days
      where day between ? and ? and count <> 0 ${campaignId ? 'and campaign_id = ?' : ''}`,
    campaignId ? [PERIOD.from, PERIOD.to, campaignId] : [PERIOD.from, PERIOD.to],
  );
  const keptMs = median(keptRuns);
  const recountMs = median(recountRuns);
  const ratio = round(recountMs / keptMs);
  return {
    vouchers,
    keptMs: round(keptMs),
    keptRuns: keptRuns.map(round),
    recountMs: round(recountMs),
    recountRuns: recountRuns.map(round),
    counterRows: rows[0]!.n,
    totals: last!.totals,
    equal,
    ratio,
    withinGoal: equal && ratio >= FUNNEL_GOALS.readRatio,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Write

interface Target {
  id: string;
  campaign_id: string;
  delivered_at: Date;
}

const side = (latencies: number[], perRound: number): WriteSide => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const roundMedians: number[] = [];
  for (let i = 0; i < latencies.length; i += perRound)
    roundMedians.push(round3(median(latencies.slice(i, i + perRound))));
  return {
    medianMs: round3(median(latencies)),
    meanMs: round3(mean(latencies)),
    p90Ms: round3(sorted[Math.floor(sorted.length * 0.9)]!),
    p99Ms: round3(sorted[Math.floor(sorted.length * 0.99)]!),
    maxMs: round3(sorted[sorted.length - 1]!),
    roundMedians,
  };
};

/**
 * The copy of `vouchers` without the trigger (same columns, indexes and checks, not the foreign keys, which an
 * update of `opened_at` does not check) and the bare events table, in BARE_SCHEMA. Both tables start freshly
 * written: `vouchers` is rewritten by VACUUM FULL first, so neither side's updates find more free room in its pages.
 */
async function bareTables(db: Knex) {
  await db.raw('vacuum full vouchers');
  await db.raw(`create schema ${BARE_SCHEMA}`);
  await db.raw(`create table ${BARE_SCHEMA}.vouchers (like ${CAMPAIGN_SCHEMA}.vouchers including all)`);
  await db.raw(`insert into ${BARE_SCHEMA}.vouchers select * from ${CAMPAIGN_SCHEMA}.vouchers`);
  await db.raw(`create table ${BARE_SCHEMA}.mail_events (id uuid primary key, campaign_id uuid not null,
    voucher_id uuid not null, type text not null, at timestamptz not null)`);
  await db.raw(`vacuum analyze vouchers, campaign_funnel_days, ${BARE_SCHEMA}.vouchers, ${BARE_SCHEMA}.mail_events`);
}

async function measureWrite(db: Knex, bare: Knex): Promise<Omit<FunnelBench['write'], 'countersEqualRecountAfter'>> {
  // Delivered, not yet opened: each event is a first open, so the trigger moves a counter every time.
  const { rows: targets } = await db.raw<{ rows: Target[] }>(
    `select id, campaign_id, delivered_at from vouchers where delivered_at is not null and opened_at is null
      order by md5(id::text) limit ?`,
    [WRITE_EVENTS + WRITE_WARM],
  );
  if (targets.length < WRITE_EVENTS + WRITE_WARM) throw new Error(`only ${targets.length} unopened vouchers`);
  const eventOf = (t: Target) =>
    ({
      type: 'campaignMail.opened',
      data: {
        campaignId: t.campaign_id,
        voucherId: t.id,
        at: new Date(t.delivered_at.getTime() + 3_600_000).toISOString(),
      },
    }) as const;
  const timed = async (write: () => Promise<unknown>) => {
    const started = process.hrtime.bigint();
    await write();
    return ms(started);
  };
  const sides = {
    trigger: (t: Target) => timed(() => db.transaction((trx) => applyCampaignMailEvent(trx, eventOf(t), new Date()))),
    bareUpdate: (t: Target) =>
      timed(() => bare.transaction((trx) => applyCampaignMailEvent(trx, eventOf(t), new Date()))),
    bareInsert: (t: Target) => {
      const e = eventOf(t);
      return timed(() =>
        bare.transaction((trx) =>
          trx('mail_events').insert({
            id: randomUUID(),
            campaign_id: e.data.campaignId,
            voucher_id: e.data.voucherId,
            type: e.type,
            at: e.data.at,
          }),
        ),
      );
    },
  };
  const names = ['trigger', 'bareUpdate', 'bareInsert'] as const;
  for (const t of targets.slice(WRITE_EVENTS)) for (const name of names) await sides[name](t);
  const latencies = { trigger: [] as number[], bareUpdate: [] as number[], bareInsert: [] as number[] };
  const perRound = Math.ceil(WRITE_EVENTS / WRITE_ROUNDS);
  for (let r = 0; r < WRITE_ROUNDS; r++) {
    const slice = targets.slice(r * perRound, Math.min(WRITE_EVENTS, (r + 1) * perRound));
    // A rotating order, so no side always runs right after another's writes.
    for (let i = 0; i < names.length; i++) {
      const name = names[(r + i) % names.length]!;
      for (const t of slice) latencies[name].push(await sides[name](t));
    }
  }
  const trigger = side(latencies.trigger, perRound);
  const bareInsert = side(latencies.bareInsert, perRound);
  const bareUpdate = side(latencies.bareUpdate, perRound);
  const ratio = round(median(latencies.trigger) / median(latencies.bareInsert));
  return {
    events: latencies.trigger.length,
    rounds: WRITE_ROUNDS,
    trigger,
    bareInsert,
    bareUpdate,
    ratio,
    ratioToBareUpdate: round(median(latencies.trigger) / median(latencies.bareUpdate)),
    meanRatio: round(mean(latencies.trigger) / mean(latencies.bareInsert)),
    withinGoal: ratio <= FUNNEL_GOALS.writeRatio,
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** The kept counters equal a recount from the rows, for every campaign, step and day. */
async function countersEqualRecount(db: Knex): Promise<{ equal: boolean; rows: number }> {
  const [kept, recount] = [await keptFunnelDays(db), await recountFunnelDays(db)];
  return { equal: JSON.stringify(kept) === JSON.stringify(recount), rows: kept.length };
}

export async function measureFunnel(): Promise<FunnelBench> {
  const loadAverage = round(os.loadavg()[0]!);
  const rssMiBAtStart = round(process.memoryUsage().rss / 1024 / 1024);
  const database = await createTestDatabase();
  const db = createDatabase({ url: database.url, schema: CAMPAIGN_SCHEMA, migrations, pool: { max: 2 } });
  const bare = createDatabase({ url: database.url, schema: BARE_SCHEMA, migrations: [], pool: { max: 2 } });
  try {
    await migrateLatest(db, CAMPAIGN_SCHEMA, migrations);
    console.log(`funnel bench: load average ${loadAverage} on ${os.cpus().length} cores`);
    let started = process.hrtime.bigint();
    const campaigns = await loadVouchers(db);
    const vouchersSeconds = ms(started) / 1000;
    console.log(`funnel bench: ${RECIPIENTS} recipients and vouchers in ${campaigns.length} campaigns`);
    const events = await applyEvents(db);
    started = process.hrtime.bigint();
    await db.raw('vacuum analyze campaigns, recipients, vouchers, campaign_funnel_days');
    const check = await countersEqualRecount(db);
    const load: FunnelBench['load'] = {
      vouchersSeconds: round(vouchersSeconds),
      events: events.total,
      eventsByKind: events.eventsByKind,
      statements: events.statements,
      eventsSeconds: round(events.seconds),
      eventsPerSecond: Math.round(events.total / events.seconds),
      vacuumSeconds: round(events.vacuumSeconds),
      counterRows: check.rows,
      countersEqualRecount: check.equal,
    };
    printLoad(load, campaigns.length);
    if (!check.equal) throw new Error('the kept counters differ from a recount after the load');

    const largest = campaigns[0]!;
    const oneCampaign = await measureRead(db, largest.hi - largest.lo + 1, largest.id);
    printRead('one campaign', oneCampaign);
    const allCampaigns = await measureRead(db, RECIPIENTS);
    printRead(`all ${campaigns.length} campaigns`, allCampaigns);

    await bareTables(db);
    const write = await measureWrite(db, bare);
    const after = await countersEqualRecount(db);
    const written = { ...write, countersEqualRecountAfter: after.equal, withinGoal: write.withinGoal && after.equal };
    printWrite(written);
    const peakRssMiB = round(process.resourceUsage().maxRSS / 1024);
    console.log(
      `\nFunnel bench: peak RSS of this process ${peakRssMiB} MiB (${rssMiBAtStart} MiB before the load), load average ${round(os.loadavg()[0]!)}`,
    );
    return {
      recipients: RECIPIENTS,
      campaigns: campaigns.length,
      period: PERIOD,
      load,
      read: { oneCampaign, allCampaigns },
      write: written,
      rssMiBAtStart,
      peakRssMiB,
      loadAverage,
      goals: FUNNEL_GOALS,
    };
  } finally {
    await bare.destroy();
    await db.destroy();
    await database.drop();
  }
}

const verdict = (within: boolean) => (within ? 'within the goal' : 'OUTSIDE THE GOAL');

function printLoad(l: FunnelBench['load'], campaigns: number) {
  console.log('');
  console.log(
    `Funnel load: ${RECIPIENTS} recipients with their vouchers in ${campaigns} campaigns, ${l.events} events`,
  );
  console.log(`  recipients and vouchers inserted set-wise in ${l.vouchersSeconds} s`);
  console.log(
    `  mail events applied in ${l.statements} UPDATEs in ${l.eventsSeconds} s (${l.eventsPerSecond} events/s, vacuums ${l.vacuumSeconds} s of it): ${Object.entries(
      l.eventsByKind,
    )
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `  ${l.counterRows} counter rows, equal to a recount from the vouchers: ${l.countersEqualRecount ? 'yes' : 'NO'}`,
  );
}

function printRead(what: string, r: ReadFigures) {
  console.log('');
  console.log(
    `Funnel read, ${what} (${r.vouchers} vouchers), ${PERIOD.from} to ${PERIOD.to}, median of ${r.keptRuns.length}`,
  );
  console.log(`  goal:     the kept counters at least ${FUNNEL_GOALS.readRatio} × faster than a recount, and equal`);
  console.log(
    `  measured: funnelDayCounts + funnelTotals ${r.keptMs} ms over ${r.counterRows} counter rows (runs ${r.keptRuns.join(', ')} ms)`,
  );
  console.log(`  baseline: recount from the vouchers ${r.recountMs} ms (runs ${r.recountRuns.join(', ')} ms)`);
  console.log(
    `  ${funnelSteps.map((s) => `${s} ${r.totals[s]}`).join(', ')}; equal per day and step: ${r.equal ? 'yes' : 'NO'}`,
  );
  console.log(`  ratio ${r.ratio}: ${verdict(r.withinGoal)}`);
}

const spread = (s: WriteSide) =>
  `mean ${s.meanMs}, p90 ${s.p90Ms}, p99 ${s.p99Ms}, max ${s.maxMs}; rounds' medians ${s.roundMedians.join(', ')}`;

function printWrite(w: FunnelBench['write']) {
  console.log('');
  console.log(
    `Funnel write: ${w.events} first opens, one transaction each, the three sides alternating in ${w.rounds} rounds`,
  );
  console.log(`  goal:     keeping the counters at most ${FUNNEL_GOALS.writeRatio} × a bare insert of the event`);
  console.log(
    `  measured: applyCampaignMailEvent with the trigger ${w.trigger.medianMs} ms per event (median; ${spread(w.trigger)})`,
  );
  console.log(`  baseline: bare INSERT of the event ${w.bareInsert.medianMs} ms (${spread(w.bareInsert)})`);
  console.log(
    `            the same UPDATE on a copy of vouchers without the trigger ${w.bareUpdate.medianMs} ms (${spread(w.bareUpdate)})`,
  );
  console.log(
    `  counters equal to a recount afterwards: ${w.countersEqualRecountAfter ? 'yes' : 'NO'}; ratio to the bare update ${w.ratioToBareUpdate}, of the means ${w.meanRatio}`,
  );
  console.log(`  ratio ${w.ratio}: ${verdict(w.withinGoal)}`);
}
