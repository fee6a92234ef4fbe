import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '@cadeau/service-kit';
import { parse } from 'yaml';
import { MIGRATION_LOCK_CONNECTIONS, RATE_LIMIT_POOL_MAX } from '../../gateway/src/db/rate-limit-table';
import {
  SCALE_PLAN_DOCS,
  serviceEdits,
  serviceFiles,
  takenNames,
  takenPorts,
} from '../../packages/platform/src/generator';
import { MAX_COPY_CONNECTIONS } from '../../svc-campaign/src/api/recipient-connections';
import { environmentOf } from './environment';
import { find, serviceFolders } from './platform';
import { K8S_DIR, render, REPO_ROOT, type K8sObject } from './render';
import { schemaProblems } from './schema';

/**
 * Postgres (issue 21, ADR 0027), in the base and both overlays. Backups: the WAL archived continuously and a base
 * backup every night to an object store, kept for a retention window, each environment in its own place, the
 * credentials from a Secret the README tells the operator to create. Connections: every process through the
 * PgBouncer pooler in session mode, sized so that every autoscaler at its ceiling fits the pooler's clients and the
 * pooler's server connections fit the Cluster's max_connections.
 */
const renders = ['base', 'overlays/staging', 'overlays/production'].map((dir): [string, K8sObject[]] => [
  dir,
  render(path.join(K8S_DIR, dir)).objects,
]);
const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/**
 * The manifests once `npm run new:service` has added a service (issue 22, ADR 0034: it fits the budget as
 * generated): k8s/base and the overlays copied, the generator's manifests and edits of them written into the copy,
 * rendered as the others. Also the generator's edits of the files that state production's connections.
 */
function withGeneratedService() {
  const registry = read('packages/platform/src/registry.ts');
  let name = 'budgetprobe';
  while (takenNames(registry).includes(name)) name += 'x';
  const port = Math.max(...takenPorts(registry)) + 1;
  const written = { ...serviceFiles({ name, port }), ...serviceEdits({ name, port }, read) };
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-k8s-'));
  try {
    for (const dir of ['base', 'overlays'])
      fs.cpSync(path.join(K8S_DIR, dir), path.join(copy, 'k8s', dir), { recursive: true });
    for (const [file, content] of Object.entries(written)) {
      if (!/^k8s\/(base|overlays)\//.test(file)) continue;
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.writeFileSync(path.join(copy, file), content);
    }
    const rendered = ['base', 'overlays/staging', 'overlays/production'].map((dir): [string, K8sObject[]] => [
      `${dir} with svc-${name} as generated`,
      render(path.join(copy, 'k8s', dir)).objects,
    ]);
    return { folder: `svc-${name}`, renders: rendered, written };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
const generated = withGeneratedService();
const readme = read('README.md');
const deploySection = readme.slice(readme.indexOf('## Deploying to Kubernetes')).split(/\n## /)[0];

const BACKUP_SECRET = 'cadeau-db-backup';
/** The compressions barman-cloud offers for WAL (the Cluster CRD's enum): any, but one. */
const WAL_COMPRESSIONS = ['bzip2', 'gzip', 'lz4', 'snappy', 'xz', 'zstd'];

const objectStoreOf = (objects: K8sObject[]) => find(objects, 'Cluster', 'cadeau-db').spec.backup.barmanObjectStore;

/** The Secret keys an object store's credentials name: `{ name, key }` of each selector. */
function credentialRefs(store: { s3Credentials?: Record<string, unknown> }): Array<{ name: string; key: string }> {
  return Object.values(store.s3Credentials ?? {}).filter(
    (v): v is { name: string; key: string } => typeof v === 'object' && v !== null && 'key' in v,
  );
}

/**
 * Whether a CloudNativePG schedule (robfig/cron with a seconds field: `s m h dom month dow`) fires once a day: fixed
 * second, minute and hour, every day of every month.
 */
function isDailySchedule(schedule: string): boolean {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 6) return false;
  const [second, minute, hour, ...days] = fields;
  const within = (field: string, max: number) => /^\d{1,2}$/.test(field) && Number(field) <= max;
  return within(second, 59) && within(minute, 59) && within(hour, 23) && days.every((d) => d === '*');
}

describe.each(renders)('the database of %s', (_dir, objects) => {
  const cluster = find(objects, 'Cluster', 'cadeau-db');
  const { backup } = cluster.spec;

  it('archives its WAL continuously, compressed, to an S3 bucket, and keeps a retention window', () => {
    const store = backup.barmanObjectStore;
    expect(store.destinationPath).toMatch(/^s3:\/\/[a-z0-9][a-z0-9.-]+[a-z0-9]\/[a-z0-9/-]+$/);
    expect(WAL_COMPRESSIONS).toContain(store.wal.compression);
    expect(store.data.compression).toBeDefined();
    // The CRD's pattern: a number of days, weeks or months.
    expect(backup.retentionPolicy).toMatch(/^[1-9][0-9]*[dwm]$/);
  });

  it(`reads its object store credentials from the Secret ${BACKUP_SECRET}`, () => {
    const refs = credentialRefs(backup.barmanObjectStore);
    expect(refs.map((r) => r.key).sort()).toEqual(['ACCESS_KEY_ID', 'ACCESS_REGION', 'ACCESS_SECRET_KEY']);
    for (const ref of refs) expect(ref.name).toBe(BACKUP_SECRET);
  });

  it('runs an image with the Barman Cloud tools that the operator runs inside each instance to archive', () => {
    // CloudNativePG's `standard` and `minimal` images have none; `system` is `standard` plus them.
    expect(cluster.spec.imageName).toMatch(/^ghcr\.io\/cloudnative-pg\/postgresql:[\d.]+-system-[a-z]+$/);
  });

  it('takes a base backup every night to that object store, owned by its schedule, the first one at once', () => {
    const schedules = objects.filter((o) => o.kind === 'ScheduledBackup');
    expect(schedules).toHaveLength(1);
    const [scheduled] = schedules;
    expect(scheduled.spec.cluster).toEqual({ name: cluster.metadata.name });
    expect({ schedule: scheduled.spec.schedule, daily: isDailySchedule(scheduled.spec.schedule) }).toEqual({
      schedule: scheduled.spec.schedule,
      daily: true,
    });
    expect(scheduled.spec).toMatchObject({
      method: 'barmanObjectStore',
      backupOwnerReference: 'self',
      immediate: true,
    });
  });
});

it('a daily schedule has six fields, the first the seconds', () => {
  expect(isDailySchedule('0 0 2 * * *')).toBe(true);
  // The five fields of a Kubernetes CronJob would mean something else here.
  expect(isDailySchedule('0 2 * * *')).toBe(false);
  expect(isDailySchedule('0 0 2 * * 0')).toBe(false);
  expect(isDailySchedule('0 0 */6 * * *')).toBe(false);
  expect(isDailySchedule('0 0 24 * * *')).toBe(false);
});

it('staging and production archive to places of their own; staging keeps its backups for less time', () => {
  const [, staging, production] = renders.map(([, objects]) => objects);
  expect(objectStoreOf(staging).destinationPath).not.toBe(objectStoreOf(production).destinationPath);
  expect(objectStoreOf(staging).destinationPath).not.toBe(objectStoreOf(renders[0][1]).destinationPath);
  expect(objectStoreOf(production).destinationPath).not.toBe(objectStoreOf(renders[0][1]).destinationPath);
  const days = (objects: K8sObject[]) => {
    const [, n, unit] = /^(\d+)([dwm])$/.exec(find(objects, 'Cluster', 'cadeau-db').spec.backup.retentionPolicy)!;
    return Number(n) * { d: 1, w: 7, m: 30 }[unit as 'd' | 'w' | 'm'];
  };
  expect(days(staging)).toBeLessThan(days(production));
  expect(days(production)).toBeGreaterThanOrEqual(30);
});

describe('the README section "Deploying to Kubernetes"', () => {
  it(`lists the Secret ${BACKUP_SECRET} with each key the backup reads`, () => {
    expect(deploySection).toContain(`| \`${BACKUP_SECRET}\``);
    for (const { key } of credentialRefs(objectStoreOf(renders[2][1]))) expect(deploySection).toContain(key);
  });

  it("shows a restore that CloudNativePG accepts: a new Cluster recovered from production's archive", () => {
    const blocks = [...deploySection.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => parse(m[1]) as K8sObject);
    const restore = blocks.find((o) => o.kind === 'Cluster' && o.spec?.bootstrap?.recovery);
    expect(restore).toBeDefined();
    expect(schemaProblems(restore!)).toEqual([]);
    const production = find(renders[2][1], 'Cluster', 'cadeau-db');
    const [origin] = restore!.spec.externalClusters;
    expect(restore!.spec.bootstrap.recovery.source).toBe(origin.name);
    // The archive it reads is production's, under the old cluster's name...
    expect(origin.barmanObjectStore).toMatchObject({
      destinationPath: production.spec.backup.barmanObjectStore.destinationPath,
      serverName: production.metadata.name,
      s3Credentials: production.spec.backup.barmanObjectStore.s3Credentials,
    });
    // ...and its own goes elsewhere, on the same image (Barman Cloud inside) and with the same settings.
    expect(restore!.spec.backup.barmanObjectStore.destinationPath).not.toBe(origin.barmanObjectStore.destinationPath);
    expect(restore!.spec.imageName).toBe(production.spec.imageName);
    expect(restore!.spec.postgresql).toEqual(production.spec.postgresql);
    expect(restore!.spec.resources).toEqual(production.spec.resources);
    expect(restore!.spec.bootstrap.recovery).toMatchObject(production.spec.bootstrap.initdb);
  });
});

const POOLER = 'cadeau-db-pooler-rw';
/** Connections Postgres keeps for superusers unless the Cluster sets `superuser_reserved_connections`. */
const POSTGRES_SUPERUSER_RESERVED = 3;
/**
 * Server connections left for CloudNativePG itself beside the applications: the instance manager's and the
 * operator's sessions, and each pooler pod's `auth_query` connection (as cnpg_pooler_pgbouncer, to `postgres`).
 */
const OPERATOR_ALLOWANCE = 10;

/**
 * Connections a process opens beside its knex pool, on DATABASE_URL (so through the pooler): svc-campaign's CSV
 * imports and exports, each a pg Client of its own, at most MAX_COPY_CONNECTIONS at once per process; a gateway's
 * session holding the migration lock at start. The sources that open them are pinned below.
 */
const OUTSIDE_THE_POOL: Record<string, number> = {
  'svc-campaign': MAX_COPY_CONNECTIONS,
  gateway: MIGRATION_LOCK_CONNECTIONS,
};
/** The files of the processes' sources that open a Postgres connection other than createDatabase's pool. */
const OPENED_OUTSIDE_THE_POOL = [
  'gateway/src/db/rate-limit-table.ts',
  'svc-campaign/src/db/copy-lines.ts',
  'svc-campaign/src/db/recipients-import.ts',
];

/**
 * The ceiling of a process's knex pool with a workload's environment, as service-kit createDatabase sets it
 * (DATABASE_POOL_MAX, else 10); the gateway sizes its own (RATE_LIMIT_POOL_MAX).
 */
function poolMax(workload: K8sObject, objects: K8sObject[]): number {
  if (workload.metadata.name === 'gateway') return RATE_LIMIT_POOL_MAX;
  const env = environmentOf(workload, objects);
  const db = createDatabase({ url: 'postgresql://nobody@127.0.0.1:1/none', schema: 'none', migrations: [], env });
  const max = db.client.config.pool.max as number;
  void db.destroy();
  return max;
}

/** The most Postgres connections one process of a workload opens: its pool and what it opens beside it. */
function connectionsPerProcess(workload: K8sObject, objects: K8sObject[]): number {
  return poolMax(workload, objects) + (OUTSIDE_THE_POOL[workload.metadata.name] ?? 0);
}

/** The autoscaler of a Deployment (HPA, or KEDA's ScaledObject) as its floor and ceiling. */
function replicaRange(objects: K8sObject[], deployment: K8sObject): { min: number; max: number } {
  const name = deployment.metadata.name;
  const hpa = objects.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec.scaleTargetRef.name === name);
  const scaled = objects.find((o) => o.kind === 'ScaledObject' && o.spec.scaleTargetRef.name === name);
  // KEDA's own default ceiling is 100: a ScaledObject must say its own.
  const range = hpa
    ? { min: hpa.spec.minReplicas, max: hpa.spec.maxReplicas }
    : scaled
      ? { min: scaled.spec.minReplicaCount, max: scaled.spec.maxReplicaCount }
      : { min: deployment.spec.replicas, max: deployment.spec.replicas };
  expect({ name, range }).toEqual({ name, range: { min: expect.any(Number), max: expect.any(Number) } });
  return range;
}

/** The most pods of a Deployment: its autoscaler's ceiling (or its count) plus the pods a rollout adds. */
function maxPods(objects: K8sObject[], deployment: K8sObject): number {
  const ceiling = replicaRange(objects, deployment).max;
  const surge = deployment.spec.strategy?.rollingUpdate?.maxSurge ?? '25%';
  const extra = typeof surge === 'number' ? surge : Math.ceil((parseInt(surge, 10) / 100) * ceiling);
  return ceiling + extra;
}

/** The Deployments whose DATABASE_URL names the pooler. */
const throughPoolerOf = (objects: K8sObject[]) =>
  objects.filter((o) => {
    if (o.kind !== 'Deployment') return false;
    const url = environmentOf(o, objects).DATABASE_URL;
    return url !== undefined && new URL(url).hostname === POOLER;
  });

/**
 * The pooler's clients: each Deployment's pods times the connections of one process, summed. `max`: every
 * autoscaler at its ceiling with a rollout's surge pod; `min`: every autoscaler at its floor.
 */
function poolerClients(objects: K8sObject[], at: 'min' | 'max') {
  const perWorkload = throughPoolerOf(objects).map((d) => {
    const pods = at === 'max' ? maxPods(objects, d) : replicaRange(objects, d).min;
    return { name: d.metadata.name, pods, perProcess: connectionsPerProcess(d, objects) };
  });
  return { total: perWorkload.reduce((sum, w) => sum + w.pods * w.perProcess, 0), perWorkload };
}

const int = (value: string | undefined) => Number.parseInt(value ?? 'NaN', 10);

describe.each([...renders, ...generated.renders])('the connections to Postgres in %s', (_dir, objects) => {
  const cluster = find(objects, 'Cluster', 'cadeau-db');
  const pooler = find(objects, 'Pooler', POOLER);
  const params = pooler.spec.pgbouncer.parameters as Record<string, string>;
  const throughPooler = throughPoolerOf(objects);
  const migrations = objects.filter(
    (o) => o.kind === 'Job' && o.metadata.labels?.['app.kubernetes.io/component'] === 'migration',
  );
  /** Postgres connections the pooler opens at most: each pod's cap for the one role and database. */
  const serverConnections = pooler.spec.instances * int(params.default_pool_size);

  it('every process with a database goes through the session-mode pooler in front of the primary', () => {
    expect(pooler.spec).toMatchObject({ cluster: { name: cluster.metadata.name }, type: 'rw', instances: 2 });
    // Transaction mode would lose a connection's search_path and session advisory locks between transactions.
    expect(pooler.spec.pgbouncer.poolMode).toBe('session');
    const withDatabase = objects.filter((o) => o.kind === 'Deployment' && environmentOf(o, objects).DATABASE_URL);
    expect(throughPooler.map((d) => d.metadata.name).sort()).toEqual(withDatabase.map((d) => d.metadata.name).sort());
    expect(throughPooler.map((d) => d.metadata.name)).toContain('gateway');
  });

  it("gives every client a server connection: every process's connections at every autoscaler's ceiling and surge", () => {
    // Session mode holds a server connection per client connection for as long as it is open; a client beyond the
    // pooler's server connections would wait until another disconnects, longer than knex's acquire timeout (10 s).
    const clients = poolerClients(objects, 'max');
    // The cap per pod is the pool for the one role and database (max_db_connections not below it), nothing extra.
    expect(int(params.max_db_connections)).toBe(int(params.default_pool_size));
    expect(int(params.reserve_pool_size ?? '0')).toBe(0);
    expect({ ...clients, serverConnections, fits: clients.total <= serverConnections }).toMatchObject({
      total: clients.total,
      fits: true,
    });
  });

  it("fits every process's connections at every autoscaler's ceiling into one pooler pod's clients", () => {
    // One pod may be alone (the other drained, crashed or being replaced): it accepts every client.
    const { total, perWorkload } = poolerClients(objects, 'max');
    expect({ total, perWorkload, fits: total <= int(params.max_client_conn) }).toMatchObject({ total, fits: true });
  });

  it("keeps twice the pooler's server connections within max_connections, beside the migrations and the operator", () => {
    // A rollout may run the new pooler pods beside the old ones (keeping their sessions until their clients leave).
    const parameters = cluster.spec.postgresql.parameters as Record<string, string>;
    const migrationConnections = migrations.reduce((sum, job) => sum + poolMax(job, objects), 0);
    const reserve =
      int(parameters.superuser_reserved_connections ?? String(POSTGRES_SUPERUSER_RESERVED)) + OPERATOR_ALLOWANCE;
    const needed = 2 * serverConnections + migrationConnections + reserve;
    expect({ needed, fits: needed <= int(parameters.max_connections) }).toEqual({ needed, fits: true });
  });

  it('runs an exact PgBouncer release, and is scraped by Prometheus on its exporter', () => {
    expect(pooler.spec.pgbouncer.image).toMatch(/^ghcr\.io\/cloudnative-pg\/pgbouncer:\d+\.\d+\.\d+$/);
    expect(pooler.spec.template.metadata.annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': '9127',
      'prometheus.io/path': '/metrics',
    });
    // Only the operator's container, by its name, with its requests and limit.
    const [container] = pooler.spec.template.spec.containers;
    expect(container.name).toBe('pgbouncer');
    expect(container.resources.limits.memory).toBeDefined();
    const budget = find(objects, 'PodDisruptionBudget', POOLER);
    expect(budget.spec).toEqual({ maxUnavailable: 1, selector: { matchLabels: { 'cnpg.io/poolerName': POOLER } } });
  });
});

/** The non-test TypeScript files below a folder of the repository. */
function sources(folder: string): string[] {
  const dir = path.join(REPO_ROOT, folder);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `${folder}/${f.split(path.sep).join('/')}`);
}

it("counts every Postgres connection the processes open beside their pools (OUTSIDE_THE_POOL's sources)", () => {
  // A pg Client of its own, or a knex of its own: everything else goes through createDatabase's pool.
  const opens = (text: string) => (/from 'pg'/.test(text) && /new Client\(/.test(text)) || /\bknex\(\{/.test(text);
  const found = ['gateway', ...serviceFolders]
    .flatMap((folder) => sources(`${folder}/src`))
    .filter((file) => opens(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')));
  expect(found.sort()).toEqual(OPENED_OUTSIDE_THE_POOL);
});

const numbers = (text: string, pattern: RegExp) =>
  [...text.replace(/\s+/g, ' ').matchAll(pattern)].map((m) => Number(m[1].replace(/,/g, '')));
/** What a text states of production's client connections: at the minimum replicas, at the ceilings. */
const statedConnections = (text: string) => ({
  atMinimum: numbers(text, /([\d,]+) client connections at the minimum replicas/g),
  atMaximum: numbers(text, /([\d,]+) at the autoscalers' ceilings/g),
});
const connectionsOf = (production: K8sObject[]) => ({
  atMinimum: [poolerClients(production, 'min').total],
  atMaximum: [poolerClients(production, 'max').total],
});

describe("production's connections, as the scale plan states them", () => {
  it.each([
    ['docs/operations.md', 'docs/operations.md'],
    ['ADR 0027', 'docs/adr/0027-kubernetes-deployment.md'],
  ])('%s names the client connections at the minimum and the maximum replicas', (_name, file) => {
    expect(SCALE_PLAN_DOCS).toContain(file);
    expect(statedConnections(read(file))).toEqual(connectionsOf(renders[2][1]));
  });

  it.each(SCALE_PLAN_DOCS)('the generator adds a new service to what %s states', (file) => {
    const production = generated.renders[2][1];
    expect(find(production, 'Deployment', generated.folder).metadata.name).toBe(generated.folder);
    expect(statedConnections(generated.written[file])).toEqual(connectionsOf(production));
  });
});
