import { detectDelimiter, type CsvDelimiter } from '@cadeau/contracts/csv-delimiter';
import { csvEncodingOf, windows1252Decoder, type CsvEncoding } from '@cadeau/contracts/csv-encoding';
import Papa from 'papaparse';

export { detectDelimiter, type CsvDelimiter, type CsvEncoding };

/** What the browser learns of a chosen file before anything is sent. */
export type CsvPreview =
  | {
      ok: true;
      /** As the server will read it: UTF-8, or Excel's Windows-1252 (issue 23). */
      encoding: CsvEncoding;
      delimiter: CsvDelimiter;
      headers: string[];
      /** The first data rows (after the header), as many as asked for. */
      rows: string[][];
      /** Data rows in the whole file; null when only its beginning was read (a very large file). */
      rowCount: number | null;
    }
  /** `encoding`: the bytes start as UTF-8 but are not UTF-8 throughout; `empty`: no header row. */
  | { ok: false; problem: 'encoding' | 'empty' };

/**
 * Decodes a file's bytes (a BOM is dropped) in the encoding the server will read it in, decided once for the file
 * by `csvEncodingOf` (issue 23): UTF-8, or Excel's Windows-1252. Null when the file starts as UTF-8 but is not
 * UTF-8 throughout: the person is told before uploading, as the server would refuse it. `complete` false means
 * the bytes are only the file's beginning.
 */
export function decodeCsv(bytes: Uint8Array, complete: boolean): { text: string; encoding: CsvEncoding } | null {
  if (csvEncodingOf(bytes, complete) === 'windows-1252')
    return { text: windows1252Decoder()(bytes), encoding: 'windows-1252' };
  const text = decodeUtf8(bytes, complete);
  return text === null ? null : { text, encoding: 'utf-8' };
}

/**
 * Decodes a file's bytes as UTF-8 (a BOM is dropped), or null when they are not UTF-8. `complete` false means the
 * bytes are only the file's beginning, which may end inside a character: that tail is not an encoding error.
 */
export function decodeUtf8(bytes: Uint8Array, complete: boolean): string | null {
  let end = bytes.length;
  if (!complete) {
    // Step back over an unfinished multi-byte sequence at the cut (continuation bytes are 10xxxxxx).
    let back = 0;
    while (back < 3 && end - back - 1 >= 0 && (bytes[end - back - 1]! & 0xc0) === 0x80) back++;
    const lead = bytes[end - back - 1];
    if (lead !== undefined && lead >= 0xc0) {
      const needed = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : 1;
      if (back < needed) end = end - back - 1;
    }
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return null;
  }
}

/**
 * Parses the text of a CSV for the column mapping: its delimiter, header row, the first `maxRows` data rows and
 * the number of data rows. `complete` false: the text is the file's beginning, so its last (maybe cut) line is
 * left out and the row count is unknown. Empty lines are skipped, as the server skips them.
 */
export function parseCsvPreview(
  text: string,
  { maxRows = 5, complete = true, encoding = 'utf-8' as CsvEncoding } = {},
): CsvPreview {
  const body = complete ? text : text.slice(0, Math.max(0, text.lastIndexOf('\n')));
  if (!body.trim()) return { ok: false, problem: 'empty' };
  const delimiter = detectDelimiter(body);
  const rows: string[][] = [];
  let headers: string[] | null = null;
  let count = 0;
  Papa.parse<string[]>(body, {
    delimiter,
    skipEmptyLines: 'greedy',
    step: (result) => {
      const row = result.data;
      if (!headers) headers = row.map((h) => h.trim());
      else {
        if (rows.length < maxRows) rows.push(row);
        count++;
      }
    },
  });
  const found = headers as string[] | null;
  if (!found || found.every((h) => !h)) return { ok: false, problem: 'empty' };
  return { ok: true, encoding, delimiter, headers: found, rows, rowCount: complete ? count : null };
}

/**
 * The records of a CSV's `wanted` rows, numbered as the server numbers them (the header is row 1; a blank row
 * counts; a cell with line breaks is one row), with the header: what the download of refused rows repeats.
 */
export function recordsAt(
  text: string,
  wanted: readonly number[],
): { headers: string[]; records: Map<number, string[]> } {
  const want = new Set(wanted);
  const last = Math.max(0, ...wanted);
  const records = new Map<number, string[]>();
  let headers: string[] = [];
  let row = 0;
  Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(text),
    skipEmptyLines: false,
    step: (result, parser) => {
      row++;
      if (row === 1) headers = result.data.map((h) => h.trim());
      else if (want.has(row)) records.set(row, result.data);
      if (row >= last && row > 1) parser.abort();
    },
  });
  return { headers, records };
}
