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

describe('utf8Bytes', () => {
  it('passes UTF-8 through unchanged, also when a character is cut between chunks', async () => {
    const bytes = Buffer.from('email;Anrede\nzüri@example.ch;Grüezi 👋\n');
    const at = bytes.indexOf(0xc3) + 1; // inside the ü
    const emoji = bytes.indexOf(0xf0) + 2; // inside the emoji
    const text = await collect(
      utf8Bytes(chunks(bytes.subarray(0, at), bytes.subarray(at, emoji), bytes.subarray(emoji))),
    );
    expect(text).toBe(bytes.toString('utf8'));
  });

  it('refuses Latin-1 bytes and a file ending inside a character', async () => {
    const latin1 = Buffer.from('Grüezi', 'latin1');
    expect(await refusalOf(() => collect(utf8Bytes(chunks(latin1))))).toEqual({
      status: 400,
      key: 'error.recipient.import.encoding',
    });
    const cut = Buffer.from('Grü').subarray(0, 3);
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
