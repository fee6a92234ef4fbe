/**
 * The character encoding of an uploaded recipients CSV (issue 23), zod-free (`@cadeau/contracts/csv-encoding`) so
 * the browser's preview (mfe-campaigns) and svc-campaign decide alike. Excel on Windows saves "CSV (comma
 * delimited)" in Windows-1252, "CSV UTF-8" in UTF-8: the file's first character beyond ASCII decides for the whole
 * file, once, never row by row. A valid UTF-8 sequence there means UTF-8, and then every byte of the file must be
 * UTF-8 (a file that is not is refused as `error.recipient.import.encoding`, never guessed); any other byte means
 * Windows-1252, in which every byte is a character.
 */
export type CsvEncoding = 'utf-8' | 'windows-1252';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes of the UTF-8 sequence a lead byte starts (2 to 4), 0 for a byte that starts none (C0, C1, F5–FF, continuations). */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * The encoding `bytes` (a file's beginning) show, by the rule above; undefined while they are only ASCII (which
 * reads alike in both), or when `complete` is false and they end inside their first non-ASCII sequence (the next
 * bytes decide). `complete`: the bytes are the whole file.
 */
export function csvEncodingOf(bytes: Uint8Array, complete: boolean): CsvEncoding | undefined {
  let i = 0;
  while (i < bytes.length && bytes[i]! < 0x80) i++;
  if (i === bytes.length) return undefined;
  const length = sequenceLength(bytes[i]!);
  if (!length) return 'windows-1252';
  const present = Math.min(length, bytes.length - i);
  for (let k = 1; k < present; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return 'windows-1252';
  if (present < length) return complete ? 'windows-1252' : undefined;
  try {
    strictUtf8.decode(bytes.subarray(i, i + length));
    return 'utf-8';
  } catch {
    // An overlong form or a surrogate: no UTF-8 writer makes these.
    return 'windows-1252';
  }
}

/** What Windows-1252 has at 80–9F (WHATWG's index), where it differs from Latin-1; 81, 8D, 8F, 90 and 9D stay. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Decodes Windows-1252 bytes with the platform's TextDecoder, with 80–9F put right where it reads them as
 * Latin-1 (Node 20's does: `€` came out as U+0080); a browser's is right already and passes unchanged.
 */
export function windows1252Decoder(): (bytes: Uint8Array) => string {
  const decoder = new TextDecoder('windows-1252');
  return (bytes) =>
    decoder.decode(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
}
