import { LruCache } from './lru';

describe('LruCache', () => {
  it('keeps its capacity of most recently used entries', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    cache.set('a', 10); // a new value refreshes too
    cache.set('d', 4);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBe(10);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a capacity that would keep nothing', () => {
    expect(() => new LruCache(0)).toThrow();
    expect(() => new LruCache(1.5)).toThrow();
  });
});
