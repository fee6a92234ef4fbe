import { loadConfig } from './config';

describe('loadConfig', () => {
  it('fails fast with a clear message without a secret', () => {
    expect(() => loadConfig({})).toThrow(/USER_CONTEXT_SECRET is not set/);
    expect(() => loadConfig({ USER_CONTEXT_SECRET: 'short' })).toThrow(/USER_CONTEXT_SECRET/);
  });

  it('uses the ADR defaults and PORT before IDENTITY_PORT', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ USER_CONTEXT_SECRET: secret })).toEqual({
      port: 3101,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/cadeau',
      natsUrl: 'nats://127.0.0.1:4222',
      secret,
      production: false,
    });
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, IDENTITY_PORT: '4000' }).port).toBe(4000);
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, IDENTITY_PORT: '4000', PORT: '5000' }).port).toBe(5000);
    expect(() => loadConfig({ USER_CONTEXT_SECRET: secret, PORT: 'abc' })).toThrow(/Invalid PORT/);
  });

  it('does not need the secret for migrations and seed', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, { needSecret: false }).production).toBe(true);
  });
});
