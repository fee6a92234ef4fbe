import { isUtf8 } from 'node:buffer';
import { ErrorKeys } from '@cadeau/contracts';
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
 * The bytes of an uploaded CSV as they arrive, checked to be UTF-8 (with or without BOM; the parser drops the
 * BOM). The first byte sequence that is not UTF-8 (a file saved as Latin-1 or Windows-1252 by an old
 * spreadsheet) refuses the whole upload with 400 `error.recipient.import.encoding`: guessing another encoding would
 * store wrong names silently. The bytes pass on unchanged (the parser decodes them once); a sequence cut by a
 * chunk boundary is held back until the next chunk completes it.
 */
export async function* utf8Bytes(source: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let carry: Buffer | null = null;
  for await (const chunk of source) {
    const bytes: Buffer = carry
      ? Buffer.concat([carry, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    const cut = bytes.length - incompleteTail(bytes);
    const whole = bytes.subarray(0, cut);
    if (!isUtf8(whole)) throw errors.badRequest(ErrorKeys.recipient.import.encoding);
    carry = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : null;
    if (whole.length) yield whole;
  }
  // A file that ends inside a multi-byte character is not UTF-8 either.
  if (carry) throw errors.badRequest(ErrorKeys.recipient.import.encoding);
}
