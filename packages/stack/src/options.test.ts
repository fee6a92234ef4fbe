import path from 'node:path';
import { resolveOptions } from './options';

const secret = () => 'r'.repeat(64);

describe('resolveOptions', () => {
  it('has the defaults of `npm start`', () => {
    const o = resolveOptions({}, {}, '/repo', secret);
    expect(o).toEqual({
      ports: { identity: 3101, catalog: 3102, campaign: 3103, billing: 3104, mail: 3105, gateway: 8080 },
      database: 'cadeau',
      databaseExplicit: false,
      seed: true,
      build: true,
      cadeauEnv: 'development',
      prefixLogs: true,
      dataDir: path.resolve('/repo/.data'),
      servicesDataDir: path.resolve('/repo/.data'),
      pgPort: 5432,
      natsPort: 4222,
      natsStoreDir: path.resolve('/repo/.data/nats'),
      userContextSecret: 'r'.repeat(64),
      readyTimeoutMs: 90000,
      stopTimeoutMs: 10000,
    });
  });

  it('reads the environment', () => {
    const o = resolveOptions(
      {},
      {
        CADEAU_ENV: 'production',
        CADEAU_DATA_DIR: '/tmp/x',
        CADEAU_PG_PORT: '55432',
        CADEAU_NATS_PORT: '54222',
        USER_CONTEXT_SECRET: 'e'.repeat(40),
        GATEWAY_PORT: '8099',
      },
      '/repo',
      secret,
    );
    expect(o).toMatchObject({
      cadeauEnv: 'production',
      seed: false,
      dataDir: '/tmp/x',
      servicesDataDir: '/tmp/x',
      natsStoreDir: '/tmp/x/nats',
      pgPort: 55432,
      natsPort: 54222,
      userContextSecret: 'e'.repeat(40),
    });
    expect(o.ports.gateway).toBe(8099);
  });

  it('lets options win over the environment', () => {
    const o = resolveOptions(
      {
        env: 'test',
        seed: false,
        database: 'cadeau_e2e_x',
        gatewayPort: 8180,
        identityPort: 3181,
        dataDir: 'tmp/d',
        pgPort: 6543,
        natsStoreDir: '/tmp/n',
        servicesDataDir: '/tmp/s',
      },
      { CADEAU_ENV: 'production', GATEWAY_PORT: '8099', CADEAU_PG_PORT: '55432' },
      '/repo',
      secret,
    );
    expect(o).toMatchObject({
      cadeauEnv: 'test',
      seed: false,
      database: 'cadeau_e2e_x',
      databaseExplicit: true,
      dataDir: path.resolve('/repo/tmp/d'),
      pgPort: 6543,
      natsStoreDir: '/tmp/n',
      servicesDataDir: '/tmp/s',
    });
    expect(o.ports).toEqual({
      identity: 3181,
      catalog: 3102,
      campaign: 3103,
      billing: 3104,
      mail: 3105,
      gateway: 8180,
    });
  });

  it('applies the port offset of the environment or the options', () => {
    expect(resolveOptions({}, { CADEAU_PORT_OFFSET: '90', GATEWAY_PORT: '8099' }, '/repo', secret).ports).toMatchObject(
      { identity: 3191, gateway: 8099 },
    );
    expect(resolveOptions({ portOffset: 80, gatewayPort: 8180 }, {}, '/repo', secret).ports).toMatchObject({
      identity: 3181,
      gateway: 8180,
    });
    expect(() => resolveOptions({}, { CADEAU_PORT_OFFSET: '-1' }, '/repo', secret)).toThrow('CADEAU_PORT_OFFSET');
  });

  it('refuses a short secret and a bad port', () => {
    expect(() => resolveOptions({ userContextSecret: 'short' }, {}, '/repo', secret)).toThrow('at least 32');
    expect(() => resolveOptions({}, { CADEAU_PG_PORT: 'x' }, '/repo', secret)).toThrow(
      'CADEAU_PG_PORT is not a valid port: x',
    );
  });
});
