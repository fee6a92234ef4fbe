import { Readable } from 'node:stream';
import { ErrorKeys } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';
import { CsvError, parse } from 'csv-parse';
import { detectDelimiter } from '@cadeau/contracts/csv-delimiter';

export interface CsvRecord {
  /** The record's row as a spreadsheet counts it: the header is row 1. */
  row: number;
  cells: string[];
}

/**
 * Broken quoting in a record after the header (an unquoted cell with a quote, as `=HYPERLINK("x")`, text after a
 * closing quote, a quote never closed): 400 `malformed` like any unreadable text, but naming the record's `row`
 * (as CsvRecord counts it) and its 0-based `cell`, so a reader of rows can report where instead of refusing blind.
 * Reading stops at the first such record (csvRecords throws it after the records before it).
 */
export class MalformedRecord extends DomainError {
  constructor(
    readonly row: number,
    readonly cell: number,
  ) {
    super(400, ErrorKeys.recipient.import.malformed);
  }
}

/** A csv-parse failure as the client's mistake it is (400 with its key); anything else is thrown on. */
function refusalOf(err: unknown): unknown {
  if (!(err instanceof CsvError)) return err;
  if (err.code === 'CSV_MAX_RECORD_SIZE') return errors.badRequest(ErrorKeys.recipient.import.lineTooLong);
  // csv-parse counts the records it emitted before this one (blank ones too, like `row`); 0 is the header's.
  const { records, index } = err as { records?: unknown; index?: unknown };
  if (typeof records === 'number' && records > 0)
    return new MalformedRecord(records + 1, typeof index === 'number' ? index : 0);
  // A quote never closed, text after a closing quote, ...: the text is no CSV.
  return errors.badRequest(ErrorKeys.recipient.import.malformed);
}

/**
 * The records of a CSV byte stream (UTF-8, checked by utf8Bytes), parsed as they arrive (csv-parse; nothing is held but the current record).
 * The delimiter is detected from the header line (detectDelimiter), which is read first: a first line far longer
 * than `maxLineLength` refuses the file before any parsing (400 `lineTooLong`, like any longer record later).
 * Empty lines and records of only empty cells (spreadsheets' trailing `;;;`) are skipped but counted, so `row` is
 * the row a spreadsheet shows. Records may have any number of cells; the caller judges them against the header.
 */
export async function* csvRecords(bytes: AsyncIterable<Buffer>, maxLineLength: number): AsyncGenerator<CsvRecord> {
  const source = bytes[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headLength = 0;
  const lineBreak = (b: Buffer) => b.indexOf(0x0a) >= 0 || b.indexOf(0x0d) >= 0;
  while (!head.some(lineBreak)) {
    const next = await source.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
    // Bytes, not characters: at most 4 per character, so a header within the limit always fits.
    if (headLength > 4 * maxLineLength && !head.some(lineBreak))
      throw errors.badRequest(ErrorKeys.recipient.import.lineTooLong);
  }
  const first = Buffer.concat(head);
  const rest = async function* () {
    yield first;
    for (;;) {
      const next = await source.next();
      if (next.done) return;
      yield next.value;
    }
  };
  // The first record with broken quoting: the parser skips it and reads on, so the records before it still reach
  // the loop (an error of the parser would drop the ones it holds); the loop throws it at its place. Any other
  // error (a record too long, broken quoting in the header) stops the parser at once.
  let broken = null as MalformedRecord | null;
  const parser = parse({
    delimiter: detectDelimiter(first.subarray(0, 4 * maxLineLength).toString('utf8')),
    bom: true,
    max_record_size: maxLineLength,
    relax_column_count: true,
    skip_records_with_error: true,
    on_skip: (err) => {
      if (!err) return;
      const refusal = refusalOf(err);
      if (!(refusal instanceof MalformedRecord)) throw refusal;
      broken ??= refusal;
    },
  });
  // An error of the bytes (not UTF-8) reaches the parser and so the loop below; leaving the loop early destroys
  // the parser and the byte generator, never the request (the caller reads it with destroyOnReturn false).
  const input = Readable.from(rest(), { objectMode: false });
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      // The skipped broken record was the one after those read so far.
      if (broken && row + 1 >= broken.row) throw broken;
      // Every record counts as a row, as a spreadsheet numbers them; empty ones (a blank line, `;;;`) are skipped.
      row++;
      if (cells.every((cell) => cell.trim() === '')) continue;
      yield { row, cells };
    }
    if (broken) throw broken;
  } catch (err) {
    throw refusalOf(err);
  } finally {
    input.destroy();
  }
}
