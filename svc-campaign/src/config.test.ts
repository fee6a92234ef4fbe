import { randomBytes } from 'node:crypto';
import { ConfigError } from '@cadeau/service-kit';
import { loadConfig, voucherKeysOf } from './config';
import { devVoucherKeys } from './domain/code-crypto';

const base = { USER_CONTEXT_SECRET: 'campaign-config-test-secret-0123' };
const key = () => randomBytes(32).toString('base64');
const problemsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as ConfigError).problems;
  }
  return [];
};

describe('the gift-code keys of the environment', () => {
  it('uses the named development keys outside production when none are set', () => {
    expect(loadConfig(base).voucherKeys).toEqual(devVoucherKeys());
  });

  it('reads both keys as base64 of 32 bytes', () => {
    const hmac = key();
    const encryption = key();
    const config = loadConfig({ ...base, VOUCHER_HMAC_KEY: hmac, VOUCHER_ENCRYPTION_KEY: encryption });
    expect(config.voucherKeys).toEqual({
      hmacKey: Buffer.from(hmac, 'base64'),
      encryptionKey: Buffer.from(encryption, 'base64'),
    });
  });

  it('refuses production without them, one key without the other, short keys and one key for both', () => {
    expect(problemsOf(() => loadConfig({ ...base, NODE_ENV: 'production' }))).toEqual([
      expect.stringMatching(/^VOUCHER_HMAC_KEY: must be set/),
      expect.stringMatching(/^VOUCHER_ENCRYPTION_KEY: must be set/),
    ]);
    expect(problemsOf(() => voucherKeysOf(false, key()))).toEqual([expect.stringMatching(/^VOUCHER_ENCRYPTION_KEY/)]);
    expect(problemsOf(() => voucherKeysOf(true, randomBytes(16).toString('base64'), key()))).toEqual([
      expect.stringMatching(/^VOUCHER_HMAC_KEY/),
    ]);
    const same = key();
    expect(problemsOf(() => voucherKeysOf(true, same, same))).toEqual([
      'VOUCHER_ENCRYPTION_KEY: must differ from VOUCHER_HMAC_KEY',
    ]);
    // The problems never show a key's value (it is a secret).
    expect(problemsOf(() => voucherKeysOf(true, 'c2hvcnQ=', undefined)).join(' ')).not.toContain('c2hvcnQ=');
  });
});
