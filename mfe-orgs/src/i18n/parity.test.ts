import { de } from './de';
import { en } from './en';

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('mfe-orgs texts', () => {
  it('has the same keys in German and English, none empty', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const lang of [de, en]) for (const key of keys(lang)) expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lang)).not.toBe(undefined);
  });
});
