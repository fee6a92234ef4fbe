import { csvEncodingOf, windows1252Decoder } from './csv-encoding';

const latin = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('the encoding of a recipients CSV (issue 23)', () => {
  it('is UTF-8 when the first character beyond ASCII is a UTF-8 sequence (a BOM too)', () => {
    expect(csvEncodingOf(utf8('email;Anrede\nz@x.ch;Grüezi'), true)).toBe('utf-8');
    expect(csvEncodingOf(utf8('\uFEFFemail'), true)).toBe('utf-8');
    expect(csvEncodingOf(utf8('a;👋'), true)).toBe('utf-8');
  });

  it("is Windows-1252 when it is no UTF-8 sequence: Excel's CSV (ü is FC, € is 80, é before an ASCII byte)", () => {
    expect(csvEncodingOf(latin('email;Anrede\nz@x.ch;Grüezi'), true)).toBe('windows-1252');
    expect(csvEncodingOf(Uint8Array.from([0x41, 0x80, 0x41]), true)).toBe('windows-1252');
    expect(csvEncodingOf(latin('Zoé;x'), true)).toBe('windows-1252');
    // Two Windows-1252 letters that start like UTF-8 but are none (Ã followed by an ASCII byte).
    expect(csvEncodingOf(latin('Ãx'), true)).toBe('windows-1252');
    // Overlong form of '/', which no UTF-8 writer makes.
    expect(csvEncodingOf(Uint8Array.from([0xc0, 0xaf]), true)).toBe('windows-1252');
  });

  it('decides once, at the first character beyond ASCII: later bytes do not change it', () => {
    const utf8First = new Uint8Array([...utf8('ä;'), ...latin('ü')]);
    expect(csvEncodingOf(utf8First, true)).toBe('utf-8');
    const latinFirst = new Uint8Array([...latin('ü;'), ...utf8('ä')]);
    expect(csvEncodingOf(latinFirst, true)).toBe('windows-1252');
  });

  it('waits while the bytes are ASCII, or end inside the first sequence of a file not read to its end', () => {
    expect(csvEncodingOf(utf8('email;phone\n'), false)).toBeUndefined();
    expect(csvEncodingOf(utf8('email;phone\n'), true)).toBeUndefined();
    const cut = utf8('a;👋').subarray(0, 4);
    expect(csvEncodingOf(cut, false)).toBeUndefined();
    expect(csvEncodingOf(cut, true)).toBe('windows-1252');
  });
});

describe('decoding Windows-1252', () => {
  it('reads every byte as its character, 80–9F as Windows-1252 has them (not Latin-1)', () => {
    const decode = windows1252Decoder();
    expect(decode(Uint8Array.from([0x80, 0x96, 0x84, 0x93, 0x94, 0x8a, 0x9f, 0x81]))).toBe('€–„“”ŠŸ\u0081');
    expect(decode(latin('Grüezi Zoé, ß'))).toBe('Grüezi Zoé, ß');
    const all = decode(Uint8Array.from({ length: 256 }, (_, i) => i));
    expect(all).toHaveLength(256);
    expect(all.slice(0xa0)).toBe(String.fromCharCode(...Array.from({ length: 96 }, (_, i) => 0xa0 + i)));
  });
});
