import { de, en } from '.';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
}

describe('mfe-public texts', () => {
  it('have the same keys in German and English', () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
  });

  it('use the same placeholders in both languages and no empty text', () => {
    const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const key of keysOf(en)) {
      expect([key, get(de, key).trim().length > 0]).toEqual([key, true]);
      expect([key, placeholders(get(de, key))]).toEqual([key, placeholders(get(en, key))]);
    }
  });
});
