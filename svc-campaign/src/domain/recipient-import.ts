import {
  checkRecipientRow,
  ErrorKeys,
  importErrorValue,
  IMPORT_MAX_LISTED,
  recipientColumns,
  type ImportDuplicate,
  type ImportRowError,
  type RecipientColumn,
  type RecipientRow,
} from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

/** Which header (by its name) fills which recipient field: the import's query without its options. */
export type ColumnMapping = Partial<Record<RecipientColumn, string>>;

/** Where each recipient field is in a record (email always; the others when the file has them). */
export type ColumnIndexes = { email: number } & Partial<Record<Exclude<RecipientColumn, 'email'>, number>>;

const normalise = (name: string) => name.trim().toLowerCase();

/** The recipient field read from the record's cell `index` (0-based), null when the cell is not mapped to one. */
export function columnAt(columns: ColumnIndexes, index: number): RecipientColumn | null {
  return recipientColumns.find((field) => columns[field] === index) ?? null;
}

/** Header names read without a mapping: the field's own name (what the export writes), `e-mail` for the e-mail. */
const defaultNames: Record<RecipientColumn, string[]> = {
  email: ['email', 'e-mail'],
  phone: ['phone'],
  salutation: ['salutation'],
  greeting: ['greeting'],
};

/**
 * The columns of the recipient fields in `header`. With a mapping (any field named in the query), exactly the
 * mapped fields are read, each from its named column (400 `columnNotFound` when the header has none of that
 * name): a field the person left unmapped stays empty even if a column happens to be called like it. Without
 * any mapping, columns named like the fields are read (what the export writes). Without an e-mail column the file
 * is refused (400 `emailColumnMissing`). Names compare trimmed and case-insensitively.
 */
export function columnIndexes(header: readonly string[], mapping: ColumnMapping): ColumnIndexes {
  const names = header.map(normalise);
  const mapped = recipientColumns.some((field) => mapping[field] !== undefined);
  const found: Partial<Record<RecipientColumn, number>> = {};
  for (const field of recipientColumns) {
    const name = mapping[field];
    if (name !== undefined) {
      const index = names.indexOf(normalise(name));
      if (index < 0) throw errors.badRequest(ErrorKeys.recipient.import.columnNotFound);
      found[field] = index;
    } else if (!mapped) {
      const index = names.findIndex((n) => defaultNames[field].includes(n));
      if (index >= 0) found[field] = index;
    }
  }
  if (found.email === undefined) throw errors.badRequest(ErrorKeys.recipient.import.emailColumnMissing);
  return found as ColumnIndexes;
}

export type RowOutcome = { ok: true; recipient: RecipientRow } | { ok: false; errors: ImportRowError[] };

/**
 * One data record judged by the contract's row rules (`checkRecipientRow`, what `recipientRowSchema` runs for one
 * recipient added in the form): a record with another number of cells than the header is refused as a whole
 * (`columnCount`: its values would land in the wrong fields); otherwise one error per field that breaks a rule,
 * with the cell as the file has it (`value`, cut to IMPORT_ERROR_VALUE_MAX_LENGTH).
 */
export function readRecipientRow(
  row: number,
  cells: readonly string[],
  columns: ColumnIndexes,
  headerLength: number,
): RowOutcome {
  if (cells.length !== headerLength)
    return { ok: false, errors: [{ row, column: null, value: null, key: ErrorKeys.recipient.import.columnCount }] };
  const checked = checkRecipientRow({
    email: cells[columns.email]!,
    phone: columns.phone === undefined ? undefined : cells[columns.phone],
    salutation: columns.salutation === undefined ? undefined : cells[columns.salutation],
    greeting: columns.greeting === undefined ? undefined : cells[columns.greeting],
  });
  if (checked.ok) return { ok: true, recipient: checked.value };
  return {
    ok: false,
    errors: checked.issues.map(({ column, key }) => ({
      row,
      column,
      value: importErrorValue(cells[columns[column]!] ?? ''),
      key,
    })),
  };
}

/** The row errors of one upload: every one counted, the first IMPORT_MAX_LISTED kept for the answer. */
export class RowErrorTally {
  readonly listed: ImportRowError[] = [];
  count = 0;

  add(found: readonly ImportRowError[]): void {
    for (const e of found) {
      this.count++;
      if (this.listed.length < IMPORT_MAX_LISTED) this.listed.push(e);
    }
  }
}

/**
 * The file's own repeats, found as rows are read: each address is kept once, at its first row; a later row with
 * the same (normalised, lower-cased) address is a duplicate (`inCampaign` false) and is not staged. Every one is
 * counted, the first IMPORT_MAX_LISTED listed. Holds one string per address (some 20 MB for 200,000 rows).
 */
export class FileDuplicates {
  private readonly seen = new Set<string>();
  readonly listed: ImportDuplicate[] = [];
  count = 0;

  /** Whether `email` came earlier in the file (then it is recorded as a duplicate of `row`). */
  repeats(row: number, email: string): boolean {
    if (!this.seen.has(email)) {
      this.seen.add(email);
      return false;
    }
    this.count++;
    if (this.listed.length < IMPORT_MAX_LISTED) this.listed.push({ row, email, inCampaign: false });
    return true;
  }
}

/** The answer's duplicates: the file's repeats and the campaign's known addresses by row, listed and counted. */
export function duplicatesOf(
  inFile: FileDuplicates,
  inCampaign: { duplicates: ImportDuplicate[]; duplicateCount: number },
): { duplicates: ImportDuplicate[]; duplicateCount: number } {
  return {
    duplicates: [...inFile.listed, ...inCampaign.duplicates].sort((a, b) => a.row - b.row).slice(0, IMPORT_MAX_LISTED),
    duplicateCount: inFile.count + inCampaign.duplicateCount,
  };
}
