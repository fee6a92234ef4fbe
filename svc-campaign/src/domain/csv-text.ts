import { isUtf8 } from 'node:buffer';
import { ErrorKeys } from '@cadeau/contracts';
import { csvEncodingOf, windows1252Decoder, type CsvEncoding } from '@cadeau/contracts/csv-encoding';
import { errors } from '@cadeau/service-kit/errors';

/** How many bytes at the end of `bytes` begin a UTF-8 sequence that the next chunk completes (0 to 3). */
export function incompleteTail(bytes: Uint8Array): number {
  // Step back over continuation bytes (10xxxxxx) to the lead byte of the last sequence.
  let back = 0;
  while (back < 3 && back < bytes.length && (bytes[bytes.length - 1 - back]! & 0xc0) === 0x80) back++;
  const lead = bytes[bytes.length - 1 - back];
  if (lead === undefined || lead < 0xc0) return 0;
  const needed = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
  return back + 1 < needed ? back + 1 : 0;
}

/**
 * The bytes of an uploaded CSV as UTF-8, as they arrive. Its encoding is decided once for the whole file by its
 * first character beyond ASCII (`csvEncodingOf`, the browser's preview decides alike, issue 23): Excel's
 * Windows-1252 "CSV" is decoded (`windows1252Decoder`) and passed on as UTF-8; a UTF-8 file must be UTF-8 throughout, and
 * the first byte sequence that is not (a file mixing both) refuses the whole upload with 400
 * `error.recipient.import.encoding`: guessing row by row would store wrong names silently. UTF-8 passes on unchanged
 * (the parser drops a BOM and decodes it once); a sequence cut by a chunk boundary is held back until the next
 * chunk completes it.
 */
export async function* utf8Bytes(source: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let encoding: CsvEncoding | undefined;
  const windows1252 = windows1252Decoder();
  let carry: Buffer | null = null;
  for await (const chunk of source) {
    const bytes: Buffer = carry
      ? Buffer.concat([carry, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    carry = null;
    encoding ??= csvEncodingOf(bytes, false);
    if (encoding === 'windows-1252') {
      // One byte a character: nothing to hold back.
      yield Buffer.from(windows1252(bytes), 'utf8');
      continue;
    }
    // UTF-8, or only ASCII so far (alike in both).
    const cut = bytes.length - incompleteTail(bytes);
    const whole = bytes.subarray(0, cut);
    if (!isUtf8(whole)) throw errors.badRequest(ErrorKeys.recipient.import.encoding);
    carry = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : null;
    if (whole.length) yield whole;
  }
  if (!carry) return;
  // The file ends inside a character: no UTF-8 file does; the first one beyond ASCII so is Windows-1252.
  if (encoding === undefined && csvEncodingOf(carry, true) === 'windows-1252')
    yield Buffer.from(windows1252(carry), 'utf8');
  else throw errors.badRequest(ErrorKeys.recipient.import.encoding);
}
