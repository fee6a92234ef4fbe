import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

/**
 * The text of an uploaded CSV as it arrives: UTF-8 with or without BOM (the BOM is dropped). The first byte
 * sequence that is not UTF-8 (a file saved as Latin-1 or Windows-1252 by an old spreadsheet) refuses the whole
 * upload with 400 `error.recipient.import.encoding`: guessing another encoding would store wrong names silently.
 */
export async function* utf8Text(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  // fatal: a bad sequence throws instead of becoming U+FFFD; ignoreBOM false (the default) drops a leading BOM.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw errors.badRequest(ErrorKeys.recipient.import.encoding);
    }
  };
  for await (const chunk of source) {
    const text = decode(chunk);
    if (text) yield text;
  }
  // A file that ends inside a multi-byte character is not UTF-8 either.
  const tail = decode();
  if (tail) yield tail;
}

export type CsvDelimiter = ',' | ';';

/**
 * The delimiter of a CSV, from its header line: the one of comma and semicolon that occurs more often outside
 * quotes in the first line; a comma when neither or both occur equally. The browser's preview uses the same
 * rule (mfe-campaigns csv/preview.ts), so the columns it shows are the ones the server reads.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
