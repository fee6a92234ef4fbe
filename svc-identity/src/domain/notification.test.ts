import { marksAny } from './notification';

describe('marking notifications', () => {
  it('marks something only when it names all or some ids', () => {
    expect(marksAny({ all: true })).toBe(true);
    expect(marksAny({ ids: ['00000000-0000-4000-8000-000000000001'] })).toBe(true);
    expect(marksAny({ ids: [] })).toBe(false);
    expect(marksAny({ all: false })).toBe(false);
    expect(marksAny({})).toBe(false);
  });
});
