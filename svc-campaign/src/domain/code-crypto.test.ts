import { randomBytes } from 'node:crypto';
import { decodeKey, devVoucherKeys, ivsFor, lookup, open, seal, type VoucherKeys } from './code-crypto';

const keys: VoucherKeys = { hmacKey: randomBytes(32), encryptionKey: randomBytes(32) };
const code = '1122334455667789';

describe('keeping a gift code', () => {
  it('finds a code by a keyed HMAC: the same code gives the same value, another key or code another', () => {
    expect(lookup(keys, code)).toEqual(lookup(keys, code));
    expect(lookup(keys, code)).toHaveLength(32);
    expect(lookup(keys, code).equals(lookup(keys, '1234567890123450'))).toBe(false);
    expect(lookup(keys, code).equals(lookup({ ...keys, hmacKey: randomBytes(32) }, code))).toBe(false);
  });

  it('seals with a fresh IV each time and opens to the same code', () => {
    const a = seal(keys, code);
    const b = seal(keys, code);
    expect(a.equals(b)).toBe(false);
    expect(a).toHaveLength(12 + 16 + 16);
    expect(open(keys, a)).toBe(code);
    expect(open(keys, b)).toBe(code);
  });

  it('keeps no digit of the code in the sealed bytes or the HMAC', () => {
    const sealed = seal(keys, code);
    expect(sealed.toString('latin1')).not.toContain(code);
    expect(sealed.toString('hex')).not.toContain(code);
    expect(lookup(keys, code).toString('hex')).not.toContain(code);
  });

  it('refuses a changed cipher, another key and a short value instead of showing a wrong code', () => {
    const sealed = seal(keys, code);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(() => open(keys, tampered)).toThrow();
    expect(() => open({ ...keys, encryptionKey: randomBytes(32) }, sealed)).toThrow();
    expect(() => open(keys, sealed.subarray(0, 28))).toThrow(RangeError);
    expect(() => seal(keys, code, Buffer.alloc(8))).toThrow(RangeError);
  });

  it('draws a batch of distinct IVs at once', () => {
    const iv = ivsFor(3);
    expect(iv(0)).toHaveLength(12);
    expect(new Set([iv(0), iv(1), iv(2)].map((b) => b.toString('hex'))).size).toBe(3);
    expect(open(keys, seal(keys, code, iv(2)))).toBe(code);
  });

  it('reads keys as base64 of exactly 32 bytes', () => {
    const key = randomBytes(32);
    expect(decodeKey(key.toString('base64'))).toEqual(key);
    expect(decodeKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(decodeKey('not base64!')).toBeNull();
  });

  it('has distinct, plainly named development keys of 32 bytes', () => {
    const dev = devVoucherKeys();
    expect(dev.hmacKey).toHaveLength(32);
    expect(dev.encryptionKey).toHaveLength(32);
    expect(dev.hmacKey.equals(dev.encryptionKey)).toBe(false);
    expect(dev.hmacKey.toString('utf8')).toContain('DEVELOPMENT');
  });
});
