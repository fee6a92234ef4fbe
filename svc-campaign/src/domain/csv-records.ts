import { Readable } from 'node:stream';
import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { parse } from 'csv-parse';
import { detectDelimiter } from './csv-text';

export interface CsvRecord {
  /** The record's row as a spreadsheet counts it: the header is row 1. */
  row: number;
  cells: string[];
}

/** csv-parse's codes for text that is no CSV (a quote never closed, text after a closing quote). */
const MALFORMED = new Set([
  'CSV_QUOTE_NOT_CLOSED',
  'CSV_INVALID_CLOSING_QUOTE',
  'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE',
]);

/** A csv-parse failure as the client's mistake it is (400 with its key); anything else is thrown on. */
function refusalOf(err: unknown): unknown {
  const code = (err as { code?: unknown }).code;
  if (code === 'CSV_MAX_RECORD_SIZE') return errors.badRequest(ErrorKeys.recipient.import.lineTooLong);
  if (typeof code === 'string' && (MALFORMED.has(code) || code.startsWith('CSV_')))
    return errors.badRequest(ErrorKeys.recipient.import.malformed);
  return err;
}

/**
 * The records of a CSV text stream, parsed as they arrive (csv-parse; nothing is held but the current record).
 * The delimiter is detected from the header line (detectDelimiter), which is read first: a first line longer
 * than `maxLineLength` refuses the file before any parsing (400 `lineTooLong`, like any longer record later).
 * Empty lines and records of only empty cells (spreadsheets' trailing `;;;`) are skipped. Records may have any
 * number of cells; the caller judges them against the header.
 */
export async function* csvRecords(text: AsyncIterable<string>, maxLineLength: number): AsyncGenerator<CsvRecord> {
  const source = text[Symbol.asyncIterator]();
  let head = '';
  while (!/[\r\n]/.test(head)) {
    const next = await source.next();
    if (next.done) break;
    head += next.value;
    if (head.length > maxLineLength && !/[\r\n]/.test(head.slice(0, maxLineLength + 1)))
      throw errors.badRequest(ErrorKeys.recipient.import.lineTooLong);
  }
  const rest = async function* () {
    yield head;
    for (;;) {
      const next = await source.next();
      if (next.done) return;
      yield next.value;
    }
  };
  const parser = parse({
    delimiter: detectDelimiter(head),
    max_record_size: maxLineLength,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
  });
  // An error of the text (not UTF-8) reaches the parser and so the loop below; leaving the loop early destroys
  // the parser and the text generator, never the request (the caller reads it with destroyOnReturn false).
  const input = Readable.from(rest(), { objectMode: false });
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row++;
      yield { row, cells };
    }
  } catch (err) {
    throw refusalOf(err);
  } finally {
    input.destroy();
  }
}
