import { expectTextParity, textKeys } from '.';

describe('expectTextParity', () => {
  it('lists nested keys', () => {
    expect(textKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(['a.b', 'a.c.d', 'e']);
  });

  it('accepts matching texts and refuses a missing key, an empty text or a different placeholder', () => {
    expect(() => expectTextParity({ a: { b: 'Hallo {{name}}' } }, { a: { b: 'Hello {{name}}' } })).not.toThrow();
    expect(() => expectTextParity({ a: { b: 'Hallo' } }, { a: { b: 'Hello', c: 'More' } })).toThrow();
    expect(() => expectTextParity({ a: { b: ' ' } }, { a: { b: 'Hello' } })).toThrow();
    expect(() => expectTextParity({ a: { b: 'Hallo {{vorname}}' } }, { a: { b: 'Hello {{name}}' } })).toThrow();
  });

  it('accepts an empty text only for the keys named blank', () => {
    expect(() => expectTextParity({ unit: '' }, { unit: '' }, { blank: ['unit'] })).not.toThrow();
    expect(() => expectTextParity({ unit: '', other: '' }, { unit: '', other: '' }, { blank: ['unit'] })).toThrow();
  });
});
