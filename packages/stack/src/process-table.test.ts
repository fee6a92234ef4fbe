import fs from 'node:fs';
import path from 'node:path';
import {
  FRONTENDS,
  resolvePorts,
  serviceEnv,
  SERVICES,
  stackDefaults,
  startWaves,
  urlEnvName,
  type ServiceSpec,
} from './process-table';

const specs: ServiceSpec[] = [
  {
    name: 'identity',
    dir: 'svc-identity',
    defaultPort: 3101,
    portEnv: 'IDENTITY_PORT',
    migrate: 'src/migrate.ts',
    role: 'service',
  },
  { name: 'gift-catalog', dir: 'svc-catalog', defaultPort: 3102, portEnv: 'CATALOG_PORT', role: 'service' },
  { name: 'gateway', dir: 'gateway', defaultPort: 8080, portEnv: 'GATEWAY_PORT', role: 'gateway' },
];

describe('the process table', () => {
  it('has the ADR 0001 defaults for the services and the gateway', () => {
    expect(resolvePorts(SERVICES, {}, {})).toEqual({
      identity: 3101,
      catalog: 3102,
      campaign: 3103,
      billing: 3104,
      mail: 3105,
      gateway: 8080,
    });
  });

  it('carries the demo steps of the registry: svc-campaign sends the demo campaign mails, svc-billing books the demo money, once everything runs', () => {
    expect(SERVICES.filter((s) => s.demo).map((s) => [s.name, s.demo])).toEqual([
      ['campaign', 'src/demo-mail.ts'],
      ['billing', 'src/demo.ts'],
    ]);
  });

  it('names every service folder once and ends with the gateway', () => {
    expect(new Set(SERVICES.map((s) => s.dir)).size).toBe(SERVICES.length);
    expect(SERVICES.filter((s) => s.role === 'gateway')).toHaveLength(1);
  });

  it('builds the shell and every micro-frontend of the workspaces, so none is missing when the gateway serves it', () => {
    const root = path.resolve(__dirname, '..', '..', '..');
    const workspaces = (
      JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    const apps = workspaces.filter((w) => w === 'shell' || w.startsWith('mfe-'));
    const names = apps.map(
      (w) => (JSON.parse(fs.readFileSync(path.join(root, w, 'package.json'), 'utf8')) as { name: string }).name,
    );
    expect([...FRONTENDS].sort()).toEqual(names.sort());
  });
});

describe('resolvePorts', () => {
  it('takes an explicit option over the env var over the default', () => {
    expect(resolvePorts(specs, { gateway: 8180 }, { GATEWAY_PORT: '9000', IDENTITY_PORT: '3201' })).toEqual({
      identity: 3201,
      'gift-catalog': 3102,
      gateway: 8180,
    });
  });

  it('moves the default ports by the offset, not the explicit ones', () => {
    expect(resolvePorts(specs, { gateway: 8180 }, { IDENTITY_PORT: '3300' }, 80)).toEqual({
      identity: 3300,
      'gift-catalog': 3182,
      gateway: 8180,
    });
    expect(() => resolvePorts(specs, {}, {}, 60000)).toThrow(
      "gateway's default port 8080 + offset 60000 is not a valid port: 68080",
    );
  });

  it('refuses invalid and shared ports', () => {
    expect(() => resolvePorts(specs, {}, { GATEWAY_PORT: 'eighty' })).toThrow(
      'GATEWAY_PORT is not a valid port: eighty',
    );
    expect(() => resolvePorts(specs, { identity: 70000 }, {})).toThrow('not a valid port');
    expect(() => resolvePorts(specs, { gateway: 3101 }, {})).toThrow('identity and gateway would both use port 3101');
  });
});

describe('serviceEnv', () => {
  const ctx = {
    ports: { identity: 3101, 'gift-catalog': 3102, gateway: 8080 },
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/cadeau',
    natsUrl: 'nats://127.0.0.1:4222',
    userContextSecret: 's'.repeat(64),
    cadeauEnv: 'test',
    servicesDataDir: '/srv/cadeau/.data',
  };

  it('gives a service its port, the database, NATS, the secret, the environment name and the public URL', () => {
    expect(serviceEnv(specs[0], specs, ctx)).toEqual({
      PORT: '3101',
      IDENTITY_PORT: '3101',
      DATABASE_URL: ctx.databaseUrl,
      PUBLIC_URL: 'http://localhost:8080',
      GIFT_CATALOG_URL: 'http://127.0.0.1:3102',
      NATS_URL: ctx.natsUrl,
      USER_CONTEXT_SECRET: ctx.userContextSecret,
      CADEAU_ENV: 'test',
      DATA_DIR: path.join('/srv/cadeau/.data', 'identity'),
    });
  });

  it('gives each service its own data directory under the run data dir, and the gateway none', () => {
    expect(serviceEnv(specs[1], specs, ctx).DATA_DIR).toBe(path.join('/srv/cadeau/.data', 'gift-catalog'));
    expect(serviceEnv(specs[2], specs, ctx).DATA_DIR).toBeUndefined();
  });

  it('tells a service where the other services of the run listen (internal calls), not its own address', () => {
    const env = serviceEnv(specs[1], specs, ctx);
    expect(env).toMatchObject({ IDENTITY_URL: 'http://127.0.0.1:3101' });
    expect(env.GIFT_CATALOG_URL).toBeUndefined();
    expect(env.GATEWAY_URL).toBeUndefined();
  });

  it('tells the gateway where every service listens and where its shared rate-limit budgets live (ADR 0032)', () => {
    const env = serviceEnv(specs[2], specs, ctx);
    expect(env).toMatchObject({
      PORT: '8080',
      GATEWAY_PORT: '8080',
      IDENTITY_URL: 'http://127.0.0.1:3101',
      GIFT_CATALOG_URL: 'http://127.0.0.1:3102',
    });
    // Its own schema `gateway` only: the budgets every replica must see, no data of a service.
    expect(env.DATABASE_URL).toBe(ctx.databaseUrl);
    expect(env.DATA_DIR).toBeUndefined();
  });

  it("turns the gateway's metrics listener off unless the environment sets METRICS_PORT (ADR 0033)", () => {
    // A default, below the inherited environment: several stacks on one machine must not all claim 9464.
    expect(stackDefaults(specs[2])).toEqual({ METRICS_PORT: '0' });
    expect(serviceEnv(specs[2], specs, ctx).METRICS_PORT).toBeUndefined();
    expect(stackDefaults(specs[0])).toEqual({});
  });
});

describe('startWaves and urlEnvName', () => {
  it('starts the services first and the gateway after them', () => {
    expect(startWaves(specs).map((w) => w.map((s) => s.name))).toEqual([['identity', 'gift-catalog'], ['gateway']]);
  });

  it('derives the URL variable from the name', () => {
    expect(urlEnvName('identity')).toBe('IDENTITY_URL');
    expect(urlEnvName('gift-catalog')).toBe('GIFT_CATALOG_URL');
  });
});
