import { platform } from '@cadeau/platform';
import { withThrowawayEntries } from '@cadeau/platform/testing';
import { frontendPackages, processTable, resolvePorts, serviceEnv, startWaves } from './process-table';

/** README "How to add a service / a micro-frontend": one registry entry is all the stack needs. */
describe('a new registry entry in the stack', () => {
  const registry = withThrowawayEntries(platform);
  const specs = processTable(registry);

  it('migrates and starts a new service with the others, on its default port moved by the offset, before the gateway', () => {
    expect(specs.find((s) => s.name === 'gift-catalog')).toEqual({
      name: 'gift-catalog',
      dir: 'svc-gift-catalog',
      defaultPort: 3107,
      portEnv: 'GIFT_CATALOG_PORT',
      migrate: 'src/migrate.ts',
      role: 'service',
    });
    expect(startWaves(specs).map((w) => w.map((s) => s.name))).toEqual([
      ['identity', 'catalog', 'campaign', 'billing', 'mail', 'gift-catalog'],
      ['gateway'],
    ]);
    const ports = resolvePorts(specs, {}, {}, 300);
    expect(ports).toEqual({
      identity: 3401,
      catalog: 3402,
      campaign: 3403,
      billing: 3404,
      mail: 3405,
      'gift-catalog': 3407,
      gateway: 8380,
    });
    expect(resolvePorts(specs, {}, { GIFT_CATALOG_PORT: '3999' })['gift-catalog']).toBe(3999);
  });

  it('tells the gateway where the new service listens', () => {
    const ports = resolvePorts(specs, {}, {});
    const gateway = specs.find((s) => s.role === 'gateway')!;
    const env = serviceEnv(gateway, specs, {
      ports,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/cadeau',
      natsUrl: 'nats://127.0.0.1:4222',
      userContextSecret: 's'.repeat(64),
      cadeauEnv: 'test',
      servicesDataDir: '/srv/cadeau/.data',
    });
    expect(env).toMatchObject({ GIFT_CATALOG_URL: 'http://127.0.0.1:3107', MAIL_URL: 'http://127.0.0.1:3105' });
  });

  it('builds a new micro-frontend with the shell and the others', () => {
    expect(frontendPackages(registry)).toEqual([
      '@cadeau/shell',
      '@cadeau/mfe-public',
      '@cadeau/mfe-campaigns',
      '@cadeau/mfe-orgs',
      '@cadeau/mfe-admin',
      '@cadeau/mfe-products',
      '@cadeau/mfe-gifts',
    ]);
  });
});
