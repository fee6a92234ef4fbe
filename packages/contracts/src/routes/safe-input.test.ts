import { z } from 'zod';
import { hasUnsafeText, isoDateTime, parseRouteInput, unsafeTextPath } from './safe-input';

describe('unsafe text in route input', () => {
  it('finds NUL and unpaired surrogates, not whole pairs', () => {
    expect(hasUnsafeText('a\u0000b')).toBe(true);
    expect(hasUnsafeText('x\ud800')).toBe(true);
    expect(hasUnsafeText('\udc00x')).toBe(true);
    expect(hasUnsafeText('\udc00\ud800')).toBe(true); // halves in the wrong order pair nothing
    expect(hasUnsafeText('Zoë 🎁 \u0001')).toBe(false);
  });

  it('names the path of the first bad string, keys included', () => {
    expect(unsafeTextPath({ a: [1, 'ok', { b: 'x\u0000' }] })).toEqual(['a', 2, 'b']);
    expect(unsafeTextPath({ ['k\ud800']: 1 })).toEqual(['k\ud800']);
    expect(unsafeTextPath({ a: 'ok', n: null, t: true })).toBeNull();
  });

  it('refuses before the schema runs, with a zod key, even in a key the schema strips', () => {
    const schema = z.object({ name: z.string() });
    expect(parseRouteInput(schema, { name: 'Ok', extra: 'dropped' })).toEqual({ name: 'Ok' });
    let error: unknown;
    try {
      parseRouteInput(schema, { name: 'Ok', extra: 'x\u0000' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues).toMatchObject([{ path: ['extra'], message: 'zod.invalidString' }]);
  });

  it('takes dates from year 1 to 9999 only', () => {
    const date = isoDateTime();
    expect(date.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(date.safeParse('0001-01-01T00:00:00Z').success).toBe(true);
    expect(date.safeParse('2026-11-23T20:00:00+01:00').success).toBe(true);
    expect(date.safeParse('2026-02-30T00:00:00Z').success).toBe(false);
  });
});
