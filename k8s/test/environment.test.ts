import path from 'node:path';
import { platform, urlEnvName } from '@cadeau/platform';
import { DEFAULT_LISTEN_HOST, natsStreamReplicas } from '@cadeau/service-kit';
import { loadConfig as gatewayConfig } from '../../gateway/src/config';
import { loadConfig as billingConfig } from '../../svc-billing/src/config';
import { loadConfig as campaignConfig } from '../../svc-campaign/src/config';
import { loadConfig as catalogConfig } from '../../svc-catalog/src/config';
import { loadConfig as identityConfig } from '../../svc-identity/src/config';
import { loadConfig as mailConfig } from '../../svc-mail/src/config';
import { SERVICES, serviceEnv } from '../../packages/stack/src/process-table';
import { environmentOf, requiredSecrets } from './environment';
import { find, serviceEntry, serviceFolders } from './platform';
import { K8S_DIR, render, type K8sObject } from './render';

/**
 * Each service's own configuration code, which its main.ts runs at start: a variable it requires that the
 * Deployment does not set fails here as it would fail the pod. A new service needs its loader here.
 */
const loaders: Record<string, (env: NodeJS.ProcessEnv) => { port: number; production: boolean }> = {
  'svc-identity': (env) => identityConfig(env),
  'svc-catalog': (env) => catalogConfig(env),
  'svc-campaign': (env) => campaignConfig(env),
  'svc-billing': (env) => billingConfig(env),
  'svc-mail': (env) => mailConfig(env),
};

const overlays = ['staging', 'production'].map((name): [string, K8sObject[]] => [
  name,
  render(path.join(K8S_DIR, 'overlays', name)).objects,
]);

it('every service workspace has its configuration loader here', () => {
  expect(Object.keys(loaders).sort()).toEqual([...serviceFolders].sort());
});

describe('beside `npm start`', () => {
  const base = render(path.join(K8S_DIR, 'base')).objects;
  const ports = Object.fromEntries(SERVICES.map((s) => [s.name, s.defaultPort]));
  const local = {
    ports,
    databaseUrl: 'x',
    natsUrl: 'x',
    userContextSecret: 'x',
    cadeauEnv: 'x',
    servicesDataDir: '/x',
  };

  it.each(SERVICES.map((s) => [s.dir, s] as const))('%s gets every variable the stack gives it', (dir, spec) => {
    const env = environmentOf(find(base, 'Deployment', dir), base);
    const loaded = dir === 'gateway' ? {} : loaders[dir](env);
    const given = Object.keys(serviceEnv(spec, SERVICES, local)).filter(
      // PORT wins over the service's own port variable in every config; DATA_DIR matters where the config reads it.
      (name) => name !== spec.portEnv && (name !== 'DATA_DIR' || 'dataDir' in loaded),
    );
    expect(given.filter((name) => !(name in env))).toEqual([]);
  });
});

describe.each(overlays)('in %s', (_overlay, objects) => {
  const config = find(objects, 'ConfigMap', 'cadeau-config').data;

  it.each(serviceFolders.map((f) => [f]))(
    '%s starts with the Deployment environment and the required Secrets, in production mode on its port',
    (folder) => {
      const env = environmentOf(find(objects, 'Deployment', folder), objects);
      const loaded = loaders[folder](env);
      expect(loaded.port).toBe(serviceEntry(folder).port.default);
      expect(loaded.production).toBe(true);
      // runService listens on LISTEN_HOST, loopback by default: unreachable from the other pods.
      expect(env.LISTEN_HOST).toBe('0.0.0.0');
      expect(env.LISTEN_HOST).not.toBe(DEFAULT_LISTEN_HOST);
      // Every other service it may call is reached through its Service, never the loopback default.
      for (const s of platform.services) expect(env[urlEnvName(s.name)]).toBe(`http://${s.folder}:${s.port.default}`);
      expect(env.NATS_URL).toBe(config.NATS_URL);
      expect(env.PUBLIC_URL).toMatch(/^https:\/\//);
    },
  );

  it('svc-catalog keeps files where every replica finds them (S3)', () => {
    const loaded = catalogConfig(environmentOf(find(objects, 'Deployment', 'svc-catalog'), objects));
    expect(loaded.storage.kind).toBe('s3');
    expect(loaded.dataDir).toBe('/data');
  });

  it('svc-campaign seals gift codes with the keys of the Secret, not the development keys', () => {
    const loaded = campaignConfig(environmentOf(find(objects, 'Deployment', 'svc-campaign'), objects));
    const keys = requiredSecrets['cadeau-voucher-keys'];
    expect(loaded.voucherKeys?.hmacKey.toString('base64')).toBe(keys.VOUCHER_HMAC_KEY);
    expect(loaded.voucherKeys?.encryptionKey.toString('base64')).toBe(keys.VOUCHER_ENCRYPTION_KEY);
    expect(loaded.publicUrl).toBe(config.PUBLIC_URL);
  });

  it('svc-mail has no dev mailbox and links to the public address', () => {
    const loaded = mailConfig(environmentOf(find(objects, 'Deployment', 'svc-mail'), objects));
    expect(['development', 'test']).not.toContain(loaded.environment);
    expect(loaded.publicUrl).toBe(config.PUBLIC_URL);
    expect(loaded.unsubscribeKey).toBe(requiredSecrets['cadeau-mail'].MAIL_UNSUBSCRIBE_KEY);
  });

  it('the gateway starts with its environment and forwards to every service through its Service', () => {
    const loaded = gatewayConfig(environmentOf(find(objects, 'Deployment', 'gateway'), objects));
    expect(loaded.port).toBe(platform.gateway.port.default);
    expect(loaded.production).toBe(true);
    expect(loaded.services).toEqual(
      Object.fromEntries(platform.services.map((s) => [s.name, `http://${s.folder}:${s.port.default}`])),
    );
    expect(loaded.natsUrl).toBe(config.NATS_URL);
    expect(loaded.envName).toBe(config.CADEAU_ENV);
    expect(loaded.trustedProxyHops).toBe(1);
    expect(loaded.host).toBe('0.0.0.0');
  });

  it('the gateway and every service reach Postgres through the pooler, as the role and database of cadeau-db-app', () => {
    const pooler = find(objects, 'Pooler', 'cadeau-db-pooler-rw');
    const secret = requiredSecrets['cadeau-db-app'];
    for (const folder of ['gateway', ...serviceFolders]) {
      const env = environmentOf(find(objects, 'Deployment', folder), objects);
      const url = new URL(env.DATABASE_URL ?? 'missing:');
      // CloudNativePG names the pooler's Service after the Pooler; PgBouncer listens on 5432.
      expect({ folder, url: `${url.protocol}//${url.username}:${url.password}@${url.host}${url.pathname}` }).toEqual({
        folder,
        url: `postgresql://${secret.username}:${secret.password}@${pooler.metadata.name}:5432/${secret.dbname}`,
      });
      const loaded = (folder === 'gateway' ? gatewayConfig(env) : loaders[folder](env)) as { databaseUrl?: string };
      expect({ folder, databaseUrl: loaded.databaseUrl }).toEqual({ folder, databaseUrl: env.DATABASE_URL });
    }
  });

  it("the migrations go to the primary directly, with the Secret's own uri", () => {
    const cluster = find(objects, 'Cluster', 'cadeau-db');
    const jobs = objects.filter(
      (o) => o.kind === 'Job' && o.metadata.labels?.['app.kubernetes.io/component'] === 'migration',
    );
    expect(jobs.length).toBe(serviceFolders.length);
    for (const job of jobs) {
      const url = environmentOf(job, objects).DATABASE_URL;
      expect(url).toBe(requiredSecrets['cadeau-db-app'].uri);
      expect(new URL(url!).hostname.split('.')[0]).toBe(`${cluster.metadata.name}-rw`);
    }
  });

  it('the public address is the Ingress host', () => {
    expect(new URL(config.PUBLIC_URL).host).toBe(find(objects, 'Ingress', 'cadeau').spec.rules[0].host);
  });
});

it('production shows no environment ribbon and staging says it is staging', () => {
  const env = Object.fromEntries(
    overlays.map(([name, objects]) => [name, find(objects, 'ConfigMap', 'cadeau-config')]),
  );
  expect(env.production.data.CADEAU_ENV).toBe('prod');
  expect(env.staging.data.CADEAU_ENV).toBe('staging');
});

/** The streams the services create are kept by NATS_STREAM_REPLICAS servers (service-kit): three in production. */
it.each<[string, K8sObject[], number]>([
  ['base', render(path.join(K8S_DIR, 'base')).objects, 1],
  ...overlays.map(([name, objects]): [string, K8sObject[], number] => [name, objects, name === 'production' ? 3 : 1]),
])('the services of %s create their streams with as many replicas as its NATS cluster holds', (_, objects, count) => {
  const servers = find(objects, 'StatefulSet', 'nats').spec.replicas as number;
  for (const folder of serviceFolders) {
    const replicas = natsStreamReplicas(environmentOf(find(objects, 'Deployment', folder), objects));
    expect({ folder, replicas }).toEqual({ folder, replicas: count });
    expect(replicas).toBeLessThanOrEqual(servers);
  }
});
