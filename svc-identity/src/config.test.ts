import { loadConfig } from './config';

describe('loadConfig', () => {
  it('fails fast with a clear message without a secret', () => {
    expect(() => loadConfig({})).toThrow(/USER_CONTEXT_SECRET: is not set/);
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
      uidRegisterUrl: null,
    });
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, IDENTITY_PORT: '4000' }).port).toBe(4000);
    expect(loadConfig({ USER_CONTEXT_SECRET: secret, IDENTITY_PORT: '4000', PORT: '5000' }).port).toBe(5000);
    expect(() => loadConfig({ USER_CONTEXT_SECRET: secret, PORT: 'abc' })).toThrow(/PORT: must be a port number/);
  });

  it('does not need the secret for migrations and seed', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, { needSecret: false }).production).toBe(true);
  });

  it('talks to the real UID register in production and to a given URL otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, { needSecret: false }).uidRegisterUrl).toBe(
      'https://www.uid-wse.admin.ch/V5.0/PublicServices.svc',
    );
    expect(loadConfig({ UID_REGISTER_URL: 'http://127.0.0.1:9/x' }, { needSecret: false }).uidRegisterUrl).toBe(
      'http://127.0.0.1:9/x',
    );
  });
});
