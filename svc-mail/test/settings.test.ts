import { createLogger } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { loadConfig } from '../src/config';
import { storeSetting, StoredSettingsSource } from '../src/db/settings';
import { defaultSettings, SETTING_KEYS } from '../src/domain/settings';
import { useMailDatabase } from './helpers/mail-database';

describe('mail settings', () => {
  const mail = useMailDatabase();
  let db: Knex;
  beforeAll(() => {
    db = mail.db;
  });

  const source = (overrides = {}) =>
    new StoredSettingsSource(db, defaultSettings(false), overrides, createLogger('test'), 0);

  it('uses the spec defaults: 07:00–17:00 Europe/Zurich, 10 per run, dev outside production', async () => {
    await expect(source().get()).resolves.toEqual({
      businessHours: { from: '07:00', to: '17:00', timeZone: 'Europe/Zurich' },
      maxPerRun: 10,
      provider: 'dev',
      providerKey: null,
      providerUrl: null,
    });
    expect(defaultSettings(true).provider).toBe('sendgrid');
  });

  it('reads stored values, ignores malformed ones, and lets MAIL_* overrides win', async () => {
    await storeSetting(db, SETTING_KEYS.businessHours, { from: '08:30', to: '16:00' });
    await storeSetting(db, SETTING_KEYS.maxPerRun, 25);
    await storeSetting(db, SETTING_KEYS.provider, 'sendgrid');
    await storeSetting(db, SETTING_KEYS.providerKey, 'SG.stored');
    await storeSetting(db, SETTING_KEYS.providerUrl, 'not a url');
    expect(await source().get()).toEqual({
      businessHours: { from: '08:30', to: '16:00', timeZone: 'Europe/Zurich' },
      maxPerRun: 25,
      provider: 'sendgrid',
      providerKey: 'SG.stored',
      providerUrl: null,
    });
    await storeSetting(db, SETTING_KEYS.maxPerRun, 5000); // above the bound of spec section 5
    const env = loadConfig({
      USER_CONTEXT_SECRET: 'x'.repeat(32),
      MAIL_PROVIDER: 'dev',
      MAIL_BUSINESS_HOURS: '06:00-20:00',
    });
    expect(await source(env.settingsOverrides).get()).toMatchObject({
      provider: 'dev',
      maxPerRun: 10,
      businessHours: { from: '06:00', to: '20:00' },
    });
  });

  it('refuses bad configuration at start with the variable name', () => {
    const base = { USER_CONTEXT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...base, MAIL_PROVIDER: 'smtp' })).toThrow('MAIL_PROVIDER');
    expect(() => loadConfig({ ...base, MAIL_BUSINESS_HOURS: '7-17' })).toThrow('MAIL_BUSINESS_HOURS');
    expect(() => loadConfig({ ...base, MAIL_SEND_TIMEOUT_MS: '5000', MAIL_LEASE_MS: '4000' })).toThrow('MAIL_LEASE_MS');
    expect(() => loadConfig({})).toThrow('USER_CONTEXT_SECRET');
    // Production signs unsubscribe links with its own key (issue 12), never the development one.
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow('MAIL_UNSUBSCRIBE_KEY');
    const config = loadConfig({
      ...base,
      MAIL_PORT: '4105',
      NODE_ENV: 'production',
      MAIL_UNSUBSCRIBE_KEY: 'k'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 4105,
      production: true,
      mx: { enabled: true },
      publicUrl: 'http://localhost:8080',
      environment: 'production',
    });
    expect(loadConfig(base).mx.enabled).toBe(false);
    // The environment the dev mailbox needs (development or test) comes from CADEAU_ENV, as npm start sets it.
    expect(loadConfig(base).environment).toBe('development');
    expect(loadConfig({ ...base, CADEAU_ENV: 'staging' }).environment).toBe('staging');
  });
});
