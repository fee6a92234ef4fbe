import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { find } from './platform';
import { K8S_DIR, render, REPO_ROOT, type K8sObject } from './render';
import { schemaProblems } from './schema';

/**
 * Postgres's backups (issue 21, ADR 0027), in the base and both overlays: the WAL archived continuously and a base
 * backup every night to an object store, kept for a retention window, each environment in its own place, the
 * credentials from a Secret the README tells the operator to create.
 */
const renders = ['base', 'overlays/staging', 'overlays/production'].map((dir): [string, K8sObject[]] => [
  dir,
  render(path.join(K8S_DIR, dir)).objects,
]);
const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
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
    expect(restore!.spec.bootstrap.recovery).toMatchObject(production.spec.bootstrap.initdb);
  });
});
