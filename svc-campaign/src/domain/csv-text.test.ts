import { incompleteTail, utf8Bytes } from './csv-text';
import { refusal } from '@cadeau/service-kit/errors';

const chunks = async function* (...parts: Uint8Array[]) {
  for (const p of parts) yield p;
};
async function collect(source: AsyncIterable<Buffer>): Promise<string> {
  const out: Buffer[] = [];
  for await (const b of source) out.push(b);
  return Buffer.concat(out).toString('utf8');
}
async function refusalOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    return refusal(() => {
      throw err;
    });
  }
  return null;
}

describe('utf8Bytes: the file as UTF-8', () => {
  it('passes UTF-8 through unchanged, also when a character is cut between chunks', async () => {
    const bytes = Buffer.from('email;Anrede\nzüri@example.ch;Grüezi 👋\n');
    const at = bytes.indexOf(0xc3) + 1; // inside the ü
    const emoji = bytes.indexOf(0xf0) + 2; // inside the emoji
    const text = await collect(
      utf8Bytes(chunks(bytes.subarray(0, at), bytes.subarray(at, emoji), bytes.subarray(emoji))),
    );
    expect(text).toBe(bytes.toString('utf8'));
  });

  it("reads Excel's Windows-1252 CSV as such, decided once for the file (issue 23), also across chunks", async () => {
    // The file's bytes as Excel writes them: one a character, – as 96 and € as 80.
    const windows1252: Record<string, number> = { '–': 0x96, '€': 0x80 };
    const text = 'email;Anrede;Gruss\nzoe@example.ch;Grüezi Zoé;Merci für alles – 5 €\n';
    const bytes = Buffer.from([...text].map((c) => windows1252[c] ?? c.charCodeAt(0)));
    const at = bytes.indexOf(0xfc); // the ü, the file's first byte beyond ASCII, ends the first chunk
    expect(await collect(utf8Bytes(chunks(bytes.subarray(0, at + 1), bytes.subarray(at + 1))))).toBe(text);
    // A file whose only byte beyond ASCII is its last.
    expect(await collect(utf8Bytes(chunks(Buffer.from('a;b\nx;\xfc', 'latin1'))))).toBe('a;b\nx;ü');
  });

  it('refuses a UTF-8 file with a Windows-1252 byte later (never guessed row by row) and one ending inside a character', async () => {
    const mixed = Buffer.concat([Buffer.from('email;Anrede\na@x.ch;Grüezi\n'), Buffer.from('b@x.ch;Zoé\n', 'latin1')]);
    expect(await refusalOf(() => collect(utf8Bytes(chunks(mixed))))).toEqual({
      status: 400,
      key: 'error.recipient.import.encoding',
    });
    const utf8 = Buffer.from('Grüezi 👋');
    const cut = utf8.subarray(0, utf8.length - 1);
    expect(await refusalOf(() => collect(utf8Bytes(chunks(cut))))).toEqual({
      status: 400,
      key: 'error.recipient.import.encoding',
    });
  });

  it('finds the unfinished sequence at a chunk end', () => {
    expect(incompleteTail(Buffer.from('abc'))).toBe(0);
    expect(incompleteTail(Buffer.from('ü'))).toBe(0);
    expect(incompleteTail(Buffer.from('ü').subarray(0, 1))).toBe(1);
    expect(incompleteTail(Buffer.from('👋').subarray(0, 3))).toBe(3);
    expect(incompleteTail(Buffer.alloc(0))).toBe(0);
  });
});
