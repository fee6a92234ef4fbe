import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontends } from '../build';
import { runToCompletion, spawnManaged, StackError, type ManagedProcess } from '../child-process';
import { waitForReady } from '../http-ready';
import type { StackLogger } from '../logger';
import { REPO_ROOT } from '../paths';
import { isPortOpen, sleep } from '../ports';
import { dropDatabase, providePostgres } from '../postgres';
import { SERVICES, serviceEnv, type ServiceSpec } from '../process-table';
import { findOnPath } from '../nats';
import { haproxyConfig, type Balanced } from './haproxy-config';
import { NatsCluster } from './nats-cluster';
import { Replica } from './processes';

export interface ClusterOptions {
  /** Replicas of every service (default 2). */
  replicas?: number;
  /** Gateway replicas (default 2). */
  gateways?: number;
  /** The gateways' balancer listens here; every other port follows from it (default 8280). */
  basePort?: number;
  /** Stream replicas in the three-node JetStream cluster (default 3). */
  streamReplicas?: number;
  /** Build the front end so the gateways serve pages (the command does; the API-only test does not). */
  build?: boolean;
  /** Demo data as `npm start` seeds it (`demo`), only the services' seeds (`accounts`: the demo logins), or none. */
  seed?: 'demo' | 'accounts' | false;
  /** Variables for every process on top of the inherited ones (RATE_LIMIT_SCALE, LOG_LEVEL, …). */
  env?: Record<string, string>;
  logger: StackLogger;
  /** The balancer checks readiness this often, and a stopping replica drains for twice as long. */
  checkIntervalMs?: number;
}

export interface RunningCluster {
  /** The gateways' balancer: where users and load go. */
  url: string;
  databaseUrl: string;
  natsUrls: string[];
  /** USER_CONTEXT_SECRET of this run (a bench signs internal calls with it). */
  secret: string;
  /** Each service's balancer by registry name: where its peers (and internal calls) reach it. */
  serviceUrls: Record<string, string>;
  /** Every replica by process name (`gateway`, `identity`, …), in start order. */
  replicas: Record<string, Replica[]>;
  nats: NatsCluster;
  /** HAProxy's stats page as CSV (per-server request counts). */
  statsCsv(): Promise<string>;
  /** SIGTERM one replica, wait for its exit, start it again and wait for readiness (one step of a rollout). */
  restart(replica: Replica): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The platform as a small cluster on loopback (issue 21, ADR 0032): one Postgres, a three-node NATS JetStream
 * cluster, `replicas` of every service and `gateways` gateways, each group behind an HAProxy frontend. The
 * services reach each other through the balancer, as in Kubernetes through a Service.
 *
 * Ports from `basePort` (b): b the gateways' balancer, b+1 HAProxy stats, b+10.. the gateways, b+20.. the NATS
 * clients, b+30.. NATS routes, b+40.. NATS monitoring, and per service k (registry order) b+100+10k its balancer and
 * b+101+10k.. its replicas.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const replicas = options.replicas ?? 2;
  const gateways = options.gateways ?? 2;
  const base = options.basePort ?? 8280;
  const checkIntervalMs = options.checkIntervalMs ?? 300;
  const logger = options.logger;
  const haproxyBinary = findOnPath('haproxy', `${process.env.PATH ?? ''}:/usr/sbin:/sbin`);
  if (!haproxyBinary)
    throw new StackError('haproxy was not found: install it with `apt-get install haproxy` (Debian package)');

  const services = SERVICES.filter((s) => s.role === 'service');
  const gatewaySpec = SERVICES.find((s) => s.role === 'gateway')!;
  const balancerPort: Record<string, number> = { gateway: base };
  services.forEach((s, k) => (balancerPort[s.name] = base + 100 + 10 * k));
  const replicaPorts = (name: string, count: number): number[] =>
    Array.from({ length: count }, (_, i) => (name === 'gateway' ? base + 10 + i : balancerPort[name]! + 1 + i));
  const taken: number[] = [];
  for (const port of [...Object.values(balancerPort), base + 1, ...replicaPorts('gateway', gateways)]) {
    if (await isPortOpen(port)) taken.push(port);
  }
  if (taken.length > 0)
    throw new StackError(`ports ${taken.join(', ')} are in use: stop what runs there or choose another base port`);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-cluster-'));
  const secret = randomBytes(32).toString('hex');
  const stoppers: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    while (stoppers.length > 0) await stoppers.pop()!().catch((e: Error) => logger.error(e.message));
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  try {
    if (options.build)
      await buildFrontends({ repoRoot: REPO_ROOT, logger, env: process.env, register: () => () => undefined });
    const postgres = await providePostgres({
      env: process.env,
      database: `cadeau_cluster_${randomBytes(4).toString('hex')}`,
      databaseExplicit: true,
      port: 5432,
      dataDir: path.join(REPO_ROOT, '.data'),
      logger,
      stopTimeoutMs: 10_000,
    });
    stoppers.push(() => postgres.stop());
    stoppers.push(() => dropDatabase(postgres.url));

    const nats = new NatsCluster(
      [1, 2, 3].map((i) => ({
        name: `nats-${i}`,
        port: base + 20 + i,
        routePort: base + 30 + i,
        monitorPort: base + 40 + i,
        storeDir: path.join(workDir, `nats-${i}`),
      })),
      workDir,
      logger,
    );
    stoppers.push(() => nats.stop());
    await nats.start();
    logger.info(`NATS cluster up: ${nats.urls.join(', ')}`);

    const common = {
      ...options.env,
      NATS_STREAM_REPLICAS: String(options.streamReplicas ?? 3),
      SHUTDOWN_DRAIN_MS: String(checkIntervalMs * 3),
      LOG_LEVEL: options.env?.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'warn',
    };
    // Each process reaches its peers through their balancers (the `<NAME>_URL` variables); it connects to one
    // NATS node and learns the others from the cluster, so it fails over when that node goes.
    const envOf = (spec: ServiceSpec, natsUrl: string): NodeJS.ProcessEnv => ({
      ...process.env,
      ...serviceEnv(spec, SERVICES, {
        ports: balancerPort,
        databaseUrl: postgres.url,
        natsUrl,
        userContextSecret: secret,
        cadeauEnv: 'development',
        servicesDataDir: path.join(workDir, 'data'),
      }),
      ...common,
    });

    for (const spec of services) {
      for (const script of [spec.migrate, options.seed ? spec.seed : undefined]) {
        if (!script) continue;
        await runToCompletion({
          name: `${spec.name}:${script === spec.migrate ? 'migrate' : 'seed'}`,
          command: process.execPath,
          args: ['--import', 'tsx', script],
          cwd: path.join(REPO_ROOT, spec.dir),
          env: envOf(spec, nats.urls[0]!),
          logger,
        });
      }
    }

    const all: Record<string, Replica[]> = {};
    let nodeTurn = 0;
    const makeReplicas = (spec: ServiceSpec, count: number, extra: Record<string, string> = {}) =>
      replicaPorts(spec.name, count).map(
        (port, i) =>
          new Replica(
            `${spec.name}#${i + 1}`,
            spec.dir,
            port,
            {
              ...envOf(spec, nats.urls[nodeTurn++ % nats.urls.length]!),
              [spec.portEnv]: String(port),
              ...extra,
            },
            logger,
          ),
      );
    for (const spec of services) all[spec.name] = makeReplicas(spec, replicas);
    // Behind one proxy (HAProxy): the client is the address it appends to X-Forwarded-For (ADR 0011).
    all.gateway = makeReplicas(gatewaySpec, gateways, { TRUSTED_PROXY_HOPS: '1', METRICS_PORT: '0' });
    const everyReplica = Object.values(all).flat();
    stoppers.push(async () => {
      // Gateways first, then the services: the reverse of the start.
      await Promise.all(all.gateway!.map((r) => r.stop()));
      await Promise.all(everyReplica.filter((r) => !all.gateway!.includes(r)).map((r) => r.stop()));
    });

    const balanced: Balanced[] = [
      ...services.map((s) => ({ name: s.name, port: balancerPort[s.name]!, replicas: replicaPorts(s.name, replicas) })),
      { name: 'gateway', port: base, replicas: replicaPorts('gateway', gateways) },
    ];
    const configFile = path.join(workDir, 'haproxy.cfg');
    fs.writeFileSync(configFile, haproxyConfig(balanced, { checkIntervalMs, statsPort: base + 1 }));
    const haproxy: ManagedProcess = spawnManaged({
      name: 'haproxy',
      command: haproxyBinary,
      args: ['-db', '-f', configFile],
      cwd: workDir,
      logger,
    });
    stoppers.push(async () => void (await haproxy.stop({ timeoutMs: 5000 })));

    // Services in waves of one replica each: the machine is not asked to start every process at once.
    for (let i = 0; i < replicas; i++) await Promise.all(services.map((s) => all[s.name]![i]!.start()));
    await Promise.all(all.gateway.map((r) => r.start()));
    await waitForReady(`http://127.0.0.1:${base}/readyz`, { timeoutMs: 10_000 });
    if (options.seed === 'demo') {
      for (const spec of services) {
        if (!spec.demo) continue;
        await runToCompletion({
          name: `${spec.name}:demo`,
          command: process.execPath,
          args: ['--import', 'tsx', spec.demo],
          cwd: path.join(REPO_ROOT, spec.dir),
          env: envOf(spec, nats.urls[0]!),
          logger,
        });
      }
    }

    return {
      url: `http://127.0.0.1:${base}`,
      databaseUrl: postgres.url,
      natsUrls: nats.urls,
      secret,
      serviceUrls: Object.fromEntries(services.map((s) => [s.name, `http://127.0.0.1:${balancerPort[s.name]}`])),
      replicas: all,
      nats,
      statsCsv: async () => (await fetch(`http://127.0.0.1:${base + 1}/stats;csv`)).text(),
      async restart(replica) {
        const { forced, code } = await replica.stop();
        if (forced || code !== 0) throw new StackError(`${replica.label} did not stop cleanly (exit ${code})`);
        await replica.start();
        // The balancer takes it back at its next check.
        await sleep(checkIntervalMs * 2);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
