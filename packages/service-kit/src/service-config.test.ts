import { z } from 'zod';
import { ConfigError, loadServiceConfig, serviceEnv } from './config';
import { DEFAULT_PUBLIC_URL, serviceConfig } from './service-config';

const parse = (config: { variables: object }, environment: NodeJS.ProcessEnv) =>
  loadServiceConfig(z.object(config.variables as z.ZodRawShape), environment);

describe('serviceConfig', () => {
  it('names the port, data directory and peer variables of the registry entry (ADR 0001 ports)', () => {
    const campaign = serviceConfig('campaign', { dataDir: true, peers: ['identity', 'catalog', 'mail'] });
    expect(Object.keys(campaign.variables)).toEqual([
      'PORT',
      'CAMPAIGN_PORT',
      'CAMPAIGN_DATA_DIR',
      'DATA_DIR',
      'IDENTITY_URL',
      'CATALOG_URL',
      'MAIL_URL',
    ]);
    expect(Object.keys(serviceConfig('identity').variables)).toEqual(['PORT', 'IDENTITY_PORT']);
    expect(Object.keys(serviceConfig('mail', { peers: ['campaign'] }).variables)).toEqual([
      'PORT',
      'MAIL_PORT',
      'CAMPAIGN_URL',
    ]);
  });

  it.each([
    ['identity', 3101],
    ['catalog', 3102],
    ['campaign', 3103],
    ['billing', 3104],
    ['mail', 3105],
  ] as const)('gives %s port %i unless set', (name, port) => {
    const config = serviceConfig(name);
    expect(config.read(parse(config, {})).port).toBe(port);
  });

  it('takes PORT before <NAME>_PORT and refuses a port that is not one', () => {
    const catalog = serviceConfig('catalog');
    expect(catalog.read(parse(catalog, { CATALOG_PORT: '4102' })).port).toBe(4102);
    expect(catalog.read(parse(catalog, { CATALOG_PORT: '4102', PORT: '5000' })).port).toBe(5000);
    expect(catalog.read(parse(catalog, { PORT: '' })).port).toBe(3102);
    expect(() => parse(catalog, { CATALOG_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parse(catalog, { PORT: '70000' })).toThrow(/PORT: must be a port number \(1-65535\)/);
  });

  it("reaches each peer at its <PEER>_URL, by default at the peer's registry port on this machine", () => {
    const billing = serviceConfig('billing', { peers: ['identity', 'catalog'] });
    expect(billing.read(parse(billing, {})).urls).toEqual({
      identity: 'http://127.0.0.1:3101',
      catalog: 'http://127.0.0.1:3102',
    });
    expect(billing.read(parse(billing, { CATALOG_URL: 'http://catalog:3102' })).urls).toEqual({
      identity: 'http://127.0.0.1:3101',
      catalog: 'http://catalog:3102',
    });
    expect(() => parse(billing, { IDENTITY_URL: 'not a url' })).toThrow(/IDENTITY_URL: must be a URL/);
    expect(serviceConfig('identity').read(parse(serviceConfig('identity'), {})).urls).toEqual({});
  });

  it('keeps files in <NAME>_DATA_DIR, else DATA_DIR, else .data/<name>; none without dataDir', () => {
    const billing = serviceConfig('billing', { dataDir: true });
    expect(billing.read(parse(billing, {})).dataDir).toBe('.data/billing');
    expect(billing.read(parse(billing, { DATA_DIR: '/run/data/billing' })).dataDir).toBe('/run/data/billing');
    expect(billing.read(parse(billing, { DATA_DIR: '/run/data/billing', BILLING_DATA_DIR: '/srv/b' })).dataDir).toBe(
      '/srv/b',
    );
    const mail = serviceConfig('mail');
    expect(mail.read(parse(mail, { DATA_DIR: '/run/data/mail' })).dataDir).toBeUndefined();
  });

  it('reads what every service has from serviceEnv beside its variables', () => {
    const billing = serviceConfig('billing', { dataDir: true, peers: ['catalog'] });
    const secret = 'x'.repeat(32);
    const parsed = loadServiceConfig(z.object({ ...serviceEnv, ...billing.variables }), {
      USER_CONTEXT_SECRET: secret,
      NODE_ENV: 'production',
      NATS_URL: 'nats://nats:4222',
    });
    expect(billing.read(parsed)).toEqual({
      port: 3104,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/cadeau',
      natsUrl: 'nats://nats:4222',
      secret,
      production: true,
      dataDir: '.data/billing',
      urls: { catalog: 'http://127.0.0.1:3102' },
    });
    expect('dataDir' in serviceConfig('mail').read(parse(serviceConfig('mail'), {}))).toBe(false);
  });

  it('refuses a name that is not in the registry', () => {
    expect(() => serviceConfig('payments' as 'mail')).toThrow(/payments is not a service of the platform registry/);
  });

  it("defaults PUBLIC_URL to the gateway's registry port on this machine", () => {
    expect(DEFAULT_PUBLIC_URL).toBe('http://localhost:8080');
  });
});
