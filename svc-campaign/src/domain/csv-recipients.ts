import { ErrorKeys, type RecipientRow } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { csvRecords, MalformedRecord } from './csv-records';
import { utf8Bytes } from './csv-text';
import {
  columnAt,
  columnIndexes,
  readRecipientRow,
  RowErrorTally,
  type ColumnIndexes,
  type ColumnMapping,
} from './recipient-import';

export interface ReadRecipientCsvOptions {
  mapping: ColumnMapping;
  /** Most data rows; one more refuses the upload (413 `tooManyRows`). */
  maxRows: number;
  /** Longest record in characters (400 `lineTooLong`). */
  maxLineLength: number;
  /**
   * Receives each valid row (in file order) as it is read; a promise it returns is awaited, so a slow receiver
   * slows the reading (backpressure) without costing an await per row otherwise.
   */
  onRecipient(row: number, recipient: RecipientRow): Promise<void> | undefined;
  /** Told the number of data rows read so far, every `progressEvery` rows. */
  onProgress(rows: number): void;
  progressEvery: number;
}

export interface ReadRecipientCsvResult {
  /** Data rows read (without the header). */
  rows: number;
  errors: RowErrorTally;
  /** False when broken quoting stopped the reading: the rows after the broken one were never read. */
  complete: boolean;
}

/**
 * Reads a recipients CSV as it arrives (UTF-8 or Windows-1252 per file, header row, comma or semicolon): each data row is judged by the
 * contract's row schema as it is parsed, valid ones go to `onRecipient`, invalid ones are tallied with their row,
 * column and key; broken quoting in a data row ends the reading with that row's error (`malformed`). What makes
 * the whole file unreadable is thrown as a 400/413 with its key: not UTF-8, broken quoting in the header, a record too long, too many rows, no e-mail column, a mapped column missing, no header or no rows.
 * Memory stays bounded: one record at a time, the listed errors capped.
 */
export async function readRecipientCsv(
  source: AsyncIterable<Uint8Array>,
  opts: ReadRecipientCsvOptions,
): Promise<ReadRecipientCsvResult> {
  const tally = new RowErrorTally();
  let columns: ColumnIndexes | null = null;
  let headerLength = 0;
  let rows = 0;
  let complete = true;
  try {
    for await (const { row, cells } of csvRecords(utf8Bytes(source), opts.maxLineLength)) {
      if (!columns) {
        columns = columnIndexes(cells, opts.mapping);
        headerLength = cells.length;
        continue;
      }
      rows++;
      if (rows > opts.maxRows) throw errors.payloadTooLarge(ErrorKeys.recipient.import.tooManyRows);
      const outcome = readRecipientRow(row, cells, columns, headerLength);
      if (outcome.ok) {
        const wait = opts.onRecipient(row, outcome.recipient);
        if (wait) await wait;
      } else tally.add(outcome.errors);
      if (rows % opts.progressEvery === 0) opts.onProgress(rows);
    }
  } catch (err) {
    // Broken quoting in a data row: the answer names that row (and its field) among the row errors, so the giver
    // sees where to fix the file; reading stops there, as the parser does, and nothing is committed.
    if (!(err instanceof MalformedRecord) || !columns) throw err;
    tally.add([{ row: err.row, column: columnAt(columns, err.cell), value: null, key: err.key }]);
    rows++; // the broken row was read too
    complete = false;
  }
  if (!columns || rows === 0) throw errors.badRequest(ErrorKeys.recipient.import.empty);
  return { rows, errors: tally, complete };
}
