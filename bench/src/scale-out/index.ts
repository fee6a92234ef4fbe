import fs from 'node:fs';
import { createLogger, startCluster, type RunningCluster } from '@cadeau/stack';
import { raceClient, tally, type Answer } from '@cadeau/svc-campaign/race-client';
import { round } from '../load';
import { catalogSweeper, checkInvariants, type InvariantWorld, type RaceInvariants } from '../race';
import { campaign, product, raceSchemas, vatCategory } from '../race-world';
import { failures, steadyOrders } from './load';
import { measurePropagation, type Propagation } from './propagation';

/** How big a run is: the bench's full size, or the test's small one. */
export interface ScaleOutSize {
  /** Orders on one code, all at once. */
  oneCodeOrders: number;
  /** Codes racing for a quarter as many units. */
  codes: number;
  /** Orders a second during the rolling restart and the NATS node's loss. */
  steadyPerSecond: number;
  /** Restart every replica (the bench) or one of each kind: gateway, svc-campaign, svc-catalog (the test). */
  restartAll: boolean;
  /** Compare the order path's throughput with one and with two replicas (the bench; the test leaves it out). */
  throughput: boolean;
  basePort: number;
}

export const SCALE_OUT_GOALS = {
  ordersOnOneCode: 1,
  violations: 0,
  /** Logins a client may try per window, whichever gateway answers (the cluster sets the policy to 20). */
  loginBudget: 20,
  propagationMs: 1000,
  failedRequests: 0,
};

export interface ScaleOutReport {
  size: ScaleOutSize;
  startSeconds: number;
  race: {
    oneCode: Record<string, number>;
    race: Record<string, number>;
    capacity: number;
    ordersPerSecond: number;
    invariants: RaceInvariants;
    /** Requests each gateway replica took during the race (HAProxy's counters). */
    perGateway: number[];
  };
  loginsAllowed: number;
  propagation: Propagation;
  rollingRestart: { restarted: string[]; sent: number; failed: number; answers: Record<string, number> };
  natsNodeLoss: { sent: number; failed: number; answers: Record<string, number> };
  /** Used codes, orders in svc-catalog and codes used twice over both steady loads. */
  steadyInvariants: RaceInvariants;
  throughput: {
    oneReplica: { ordersPerSecond: number; failed: number };
    twoReplicas: { ordersPerSecond: number; failed: number };
  } | null;
}

const RATE_LIMIT_POINTS = `voucher=100000000,login=${SCALE_OUT_GOALS.loginBudget}`;

export async function measureScaleOut(size: ScaleOutSize, logFile: string): Promise<ScaleOutReport> {
  fs.writeFileSync(logFile, '');
  const logger = createLogger({ prefix: true, colour: false, write: (text) => fs.appendFileSync(logFile, text) });
  const started = performance.now();
  const cluster = await startCluster({
    logger,
    basePort: size.basePort,
    seed: 'accounts',
    env: {
      RATE_LIMIT_POINTS,
      // Only the events each gateway follows can make a logout hold on another gateway within a second.
      SESSION_CACHE_MS: '60000',
      CATALOG_SWEEP: 'off',
      CAMPAIGN_CLOCK: 'off',
    },
  });
  const startSeconds = round((performance.now() - started) / 1000);
  console.log(`cluster up in ${startSeconds} s: ${cluster.url}`);
  const { catalogDb, campaignDb } = raceSchemas(cluster.databaseUrl);
  const sweeper = await catalogSweeper(cluster.databaseUrl, cluster.secret, cluster.serviceUrls.campaign!, catalogDb);
  const world: InvariantWorld = { catalogDb, campaignDb, sweep: sweeper.sweep };
  try {
    const vatId = await vatCategory(catalogDb);
    const gatewayUrls = cluster.replicas.gateway!.map((r) => r.url) as [string, string];

    console.log('order race through both gateways');
    const race = await raceThroughCluster(cluster, world, vatId, size);

    console.log('one login budget across the gateways');
    let loginsAllowed = 0;
    for (let i = 0; i < SCALE_OUT_GOALS.loginBudget * 2 + 1; i++) {
      const res = await fetch(`${cluster.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        // An address of its own each time: svc-identity locks an address and account pair after five failures.
        body: JSON.stringify({ email: `nobody-${i}@scale-out.test`, password: 'wrong-password' }),
      });
      if (res.status !== 429) loginsAllowed++;
    }

    console.log('changes through one gateway, seen on the other');
    const propagation = await measurePropagation(gatewayUrls);

    const steadyProduct = await product(catalogDb, vatId, 1_000_000);
    const steadySeconds = (n: number) => Math.ceil(n * size.steadyPerSecond) + size.steadyPerSecond * 10;
    const restarted = rollingOrder(cluster, size.restartAll);
    const steadyA = await campaign(campaignDb, [steadyProduct], steadySeconds(restarted.length * 20));
    console.log(`rolling restart of ${restarted.map((r) => r.label).join(', ')} under load`);
    const loadA = steadyOrders(
      cluster.url,
      steadyA.vouchers.map((v) => v.code),
      steadyProduct,
      size.steadyPerSecond,
    );
    await new Promise((r) => setTimeout(r, 2000));
    for (const replica of restarted) await cluster.restart(replica);
    await new Promise((r) => setTimeout(r, 2000));
    const answersA = await loadA.stop();

    console.log('one NATS node killed and started again under load');
    const steadyB = await campaign(campaignDb, [steadyProduct], steadySeconds(20));
    const loadB = steadyOrders(
      cluster.url,
      steadyB.vouchers.map((v) => v.code),
      steadyProduct,
      size.steadyPerSecond,
    );
    await new Promise((r) => setTimeout(r, 2000));
    await cluster.nats.kill(1);
    await new Promise((r) => setTimeout(r, 3000));
    await cluster.nats.restart(1);
    await new Promise((r) => setTimeout(r, 2000));
    const answersB = await loadB.stop();
    const steadyInvariants = await checkInvariants(world, [steadyA.campaignId, steadyB.campaignId], [steadyProduct]);

    const throughput = size.throughput ? await compareReplicas(cluster, world, vatId, size.codes) : null;

    return {
      size,
      startSeconds,
      race,
      loginsAllowed,
      propagation,
      rollingRestart: {
        restarted: restarted.map((r) => r.label),
        sent: answersA.length,
        failed: failures(answersA),
        answers: tally(answersA),
      },
      natsNodeLoss: { sent: answersB.length, failed: failures(answersB), answers: tally(answersB) },
      steadyInvariants,
      throughput,
    };
  } finally {
    await sweeper.close().catch(() => undefined);
    await catalogDb.destroy();
    await campaignDb.destroy();
    await cluster.stop();
  }
}

/** Every replica in turn (services first, the gateways last), or one gateway and one replica of the order path. */
function rollingOrder(cluster: RunningCluster, all: boolean) {
  const r = cluster.replicas;
  if (!all) return [r.campaign![0]!, r.catalog![0]!, r.gateway![0]!];
  const services = Object.entries(r)
    .filter(([name]) => name !== 'gateway')
    .flatMap(([, list]) => list);
  return [...services, ...r.gateway!];
}

async function raceThroughCluster(
  cluster: RunningCluster,
  world: InvariantWorld,
  vatId: string,
  size: ScaleOutSize,
): Promise<ScaleOutReport['race']> {
  const capacity = Math.max(1, Math.round(size.codes / 4));
  const a = await product(world.catalogDb, vatId, 100);
  const b = await product(world.catalogDb, vatId, 100);
  const one = await campaign(world.campaignDb, [a, b], 1);
  const hot = await product(world.catalogDb, vatId, capacity);
  const many = await campaign(world.campaignDb, [hot], size.codes);
  const before = await gatewayRequests(cluster);
  const code = one.vouchers[0]!.code;
  const first = await fire(
    cluster.url,
    Array.from({ length: size.oneCodeOrders }, (_, i) => ({ code, productId: i % 2 ? a : b, key: `one-${i}` })),
  );
  const second = await fire(
    cluster.url,
    many.vouchers.map((v) => ({ code: v.code, productId: hot, key: `many-${v.code.slice(-8)}` })),
  );
  const after = await gatewayRequests(cluster);
  const invariants = await checkInvariants(world, [one.campaignId, many.campaignId], [a, b, hot]);
  return {
    oneCode: tally(first.answers),
    race: tally(second.answers),
    capacity,
    ordersPerSecond: round(size.codes / second.seconds),
    invariants,
    perGateway: after.map((n, i) => n - (before[i] ?? 0)),
  };
}

async function fire(
  url: string,
  orders: { code: string; productId: string; key: string }[],
): Promise<{ answers: Answer[]; seconds: number }> {
  const client = raceClient(url, 64);
  const started = performance.now();
  const answers = await Promise.all(
    orders.map((o) =>
      client.post(
        `/api/voucher/${o.code}/order`,
        { productId: o.productId },
        { 'idempotency-key': o.key, 'sec-fetch-site': 'same-origin' },
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  client.close();
  return { answers, seconds };
}

/** Total requests each gateway replica took so far (HAProxy's `stot` of backend `gateway`). */
async function gatewayRequests(cluster: RunningCluster): Promise<number[]> {
  const [header, ...rows] = (await cluster.statsCsv()).trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  return rows
    .map((row) => row.split(','))
    .filter((cells) => cells[at('pxname')] === 'gateway' && /^gateway-\d+$/.test(cells[at('svname')] ?? ''))
    .map((cells) => Number(cells[at('stot')]));
}

/** The race's orders/s with the second replica of the order path stopped, then with it started again. */
async function compareReplicas(
  cluster: RunningCluster,
  world: InvariantWorld,
  vatId: string,
  codes: number,
): Promise<ScaleOutReport['throughput']> {
  console.log('throughput of the order path: one replica of each, then two');
  const second = ['gateway', 'campaign', 'catalog'].map((name) => cluster.replicas[name]![1]!);
  // Each measured run follows a warm-up of a quarter its size: a replica just started compiles and plans first.
  const run = async (measured = true) => {
    const count = measured ? codes : Math.ceil(codes / 4);
    const hot = await product(world.catalogDb, vatId, count);
    const many = await campaign(world.campaignDb, [hot], count);
    const { answers, seconds } = await fire(
      cluster.url,
      many.vouchers.map((v) => ({ code: v.code, productId: hot, key: `tp-${v.code.slice(-8)}` })),
    );
    const placed = answers.filter((x) => x.status === 201).length;
    if (placed !== count) console.log(`  placed ${placed} of ${count}: ${JSON.stringify(tally(answers))}`);
    return { ordersPerSecond: round(count / seconds), failed: count - placed };
  };
  for (const replica of second) await replica.stop();
  // The balancer notices the stopped replicas at its next check.
  await new Promise((r) => setTimeout(r, 1500));
  await run(false);
  const oneReplica = await run();
  for (const replica of second) await replica.start();
  await new Promise((r) => setTimeout(r, 1500));
  await run(false);
  const twoReplicas = await run();
  return { oneReplica, twoReplicas };
}

/** The goal beside the measurement, one line each. */
export function printScaleOut(r: ScaleOutReport): void {
  const line = (what: string, goal: string, measured: string, ok: boolean) =>
    console.log(`${what.padEnd(60)} goal ${goal.padEnd(12)} measured ${measured.padEnd(16)} ${ok ? 'ok' : 'MISSED'}`);
  const inv = r.race.invariants;
  const orders = (t: Record<string, number>) => (t['201'] ?? 0) + (t['200'] ?? 0);
  console.log(
    `\nScale-out on loopback: 2 gateways and 2 replicas of every service behind HAProxy, 3 NATS nodes, streams R3 (up in ${r.startSeconds} s)`,
  );
  line('orders on one code', '1', String(orders(r.race.oneCode)), orders(r.race.oneCode) === 1);
  line(
    'orders of the race',
    String(r.race.capacity),
    String(orders(r.race.race)),
    orders(r.race.race) === r.race.capacity,
  );
  line(
    'race requests per gateway replica',
    'both > 0',
    r.race.perGateway.join(' / '),
    r.race.perGateway.length === 2 && r.race.perGateway.every((n) => n > 0),
  );
  for (const [name, value] of [
    ['codes used twice', inv.codesUsedTwice],
    ['units sold twice', inv.unitsSoldTwice],
    ['reservations lost', inv.reservationsLost],
    ['orders without a used code', inv.ordersWithoutUsedCode ?? 0],
  ] as const)
    line(name, '0', String(value), value === 0);
  line(
    'login attempts allowed across both gateways',
    String(SCALE_OUT_GOALS.loginBudget),
    String(r.loginsAllowed),
    r.loginsAllowed === SCALE_OUT_GOALS.loginBudget,
  );
  const ms = (v: number | null) => (v === null ? 'never' : `${v} ms`);
  const inTime = (v: number | null) => v !== null && v <= SCALE_OUT_GOALS.propagationMs;
  line(
    'notification to a socket on the other gateway',
    '≤ 1000 ms',
    ms(r.propagation.notificationMs),
    inTime(r.propagation.notificationMs),
  );
  line('logout holds on the other gateway', '≤ 1000 ms', ms(r.propagation.logoutMs), inTime(r.propagation.logoutMs));
  line('block holds on the other gateway', '≤ 1000 ms', ms(r.propagation.blockMs), inTime(r.propagation.blockMs));
  line(
    'role change holds on the other gateway',
    '≤ 1000 ms',
    ms(r.propagation.roleChangeMs),
    inTime(r.propagation.roleChangeMs),
  );
  line(
    `failed requests, rolling restart of ${r.rollingRestart.restarted.length} replicas`,
    '0',
    `${r.rollingRestart.failed} of ${r.rollingRestart.sent}`,
    r.rollingRestart.failed === 0,
  );
  line(
    'failed requests, one NATS node killed and restarted',
    '0',
    `${r.natsNodeLoss.failed} of ${r.natsNodeLoss.sent}`,
    r.natsNodeLoss.failed === 0,
  );
  const s = r.steadyInvariants;
  line(
    'orders in svc-catalog = used codes (no event lost)',
    String(s.usedCodes),
    String(s.ordersInCatalog),
    s.ordersInCatalog === s.usedCodes,
  );
  line('codes with two voucher.redeemed events (none doubled)', '0', String(s.codesUsedTwice), s.codesUsedTwice === 0);
  if (!r.throughput) return;
  const { oneReplica, twoReplicas } = r.throughput;
  line(
    'orders/s through the balancer: 1 replica → 2 replicas',
    'no failure',
    `${oneReplica.ordersPerSecond} → ${twoReplicas.ordersPerSecond}/s`,
    oneReplica.failed + twoReplicas.failed === 0,
  );
}
