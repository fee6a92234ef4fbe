import { z } from 'zod';
import { addressIssueKey, checkAddressSyntax } from './email-address';
import { ZodMessageKeys } from './errors';
import { listQuery, pageOf, queryBoolean } from './pagination';
import { parsePhone } from './phone';
import { hasUnsafeText } from './routes/safe-input';

/**
 * A campaign's recipients (spec section 3, issue 11 "Recipients at scale"): e-mail, phone, individual salutation
 * and greeting, unsubscribe flag. One recipient added in the workspace and each row of an uploaded CSV pass the
 * same rules (`recipientRowSchema`), so a file cannot hold what the form refuses.
 */

/** Longest individual salutation ("Liebe Frau Muster"), in characters. */
export const SALUTATION_MAX_LENGTH = 200;
/** Longest individual greeting (a few sentences on the recipient's page), in characters. */
export const GREETING_MAX_LENGTH = 2000;

/** Most data rows one CSV upload may hold; a longer file is refused whole (`error.recipient.import.tooManyRows`). */
export const IMPORT_MAX_ROWS = 200_000;
/**
 * Longest record of an upload, in characters (all its columns, also those not mapped): far above any real
 * recipient row, low enough that a file without line breaks is refused early (`error.recipient.import.lineTooLong`).
 */
export const IMPORT_MAX_LINE_LENGTH = 64 * 1024;
/** Largest upload the gateway forwards (IMPORT_MAX_ROWS rows of a generous 500 bytes each). */
export const IMPORT_BODY_LIMIT_BYTES = 100 * 1024 * 1024;
/** The answer lists at most this many row errors and duplicates; `errorCount` and `duplicateCount` count them all. */
export const IMPORT_MAX_LISTED = 1000;
/** The service publishes import progress every this many rows (and at each phase change). */
export const IMPORT_PROGRESS_EVERY_ROWS = 5000;

/** The recipient fields a CSV column can be mapped to; `email` is required, the others are optional. */
export const recipientColumns = ['email', 'phone', 'salutation', 'greeting'] as const;
export type RecipientColumn = (typeof recipientColumns)[number];

/**
 * csv-stringify's `escape_formulas` (OWASP CSV injection) puts a `'` before a cell that starts with `=`, `+`, `-`,
 * `@`, tab or carriage return. An exported file uploaded again would otherwise keep that quote (`'+41…` is no
 * phone number): it is removed on the way in, for every column.
 */
export const FORMULA_ESCAPE = /^'(?=[=+\-@\t\r])/;
export const unescapeFormula = (value: string) => value.replace(FORMULA_ESCAPE, '');

/** A field's problem: its translatable key. */
type Checked<T> = { ok: true; value: T } | { ok: false; key: string };

/**
 * A recipient's phone number by the platform's one rule (`@cadeau/contracts/phone`, issue 23): a Swiss number as
 * people write it (`079 123 45 67`, `+41 79 123 45 67`, `0041 …`) or a foreign one with its country code, in
 * E.164 (`+41791234567`), or null when empty; otherwise `error.phone.invalid`. An exported file's formula quote
 * (`'+41…`) is removed first.
 */
export function checkPhone(value: string): Checked<string | null> {
  return parsePhone(unescapeFormula(value.trim()));
}

/** Free text of a recipient: trimmed, empty means none (null), at most `max` characters, no NUL or broken UTF-16. */
function checkText(value: string, max: number): Checked<string | null> {
  const text = unescapeFormula(value.trim());
  if (text.length > max) return { ok: false, key: ZodMessageKeys.tooLong };
  if (hasUnsafeText(text)) return { ok: false, key: ZodMessageKeys.invalidString };
  return { ok: true, value: text === '' ? null : text };
}

/**
 * An e-mail address by the platform's offline rules (`email-address.ts`, as `emailAddressSchema` checks it; no
 * MX lookup per row), lower-cased and normalised; an empty one is `zod.required`.
 */
function checkEmail(value: string): Checked<string> {
  const text = unescapeFormula(value.trim()).toLowerCase();
  if (text === '') return { ok: false, key: ZodMessageKeys.required };
  const check = checkAddressSyntax(text);
  return check.ok ? { ok: true, value: check.address } : { ok: false, key: addressIssueKey(check.key) };
}

/** The recipient fields as text (a CSV row after the column mapping; a field the file lacks is undefined). */
export type RecipientRowText = { email: string } & Partial<Record<'phone' | 'salutation' | 'greeting', string | null>>;

export interface RecipientRow {
  email: string;
  phone: string | null;
  salutation: string | null;
  greeting: string | null;
}

export type RecipientRowCheck =
  { ok: true; value: RecipientRow } | { ok: false; issues: { column: RecipientColumn; key: string }[] };

/**
 * The rules of one recipient, for the form and for each CSV row alike (`recipientRowSchema` runs exactly this):
 * one issue per field that breaks its rule. Plain code rather than a chain of zod steps, because an import runs
 * it 200,000 times while the upload is waiting.
 */
export function checkRecipientRow(input: RecipientRowText): RecipientRowCheck {
  const email = checkEmail(input.email);
  const phone = input.phone == null ? ({ ok: true, value: null } as const) : checkPhone(input.phone);
  const salutation =
    input.salutation == null
      ? ({ ok: true, value: null } as const)
      : checkText(input.salutation, SALUTATION_MAX_LENGTH);
  const greeting =
    input.greeting == null ? ({ ok: true, value: null } as const) : checkText(input.greeting, GREETING_MAX_LENGTH);
  if (email.ok && phone.ok && salutation.ok && greeting.ok)
    return {
      ok: true,
      value: { email: email.value, phone: phone.value, salutation: salutation.value, greeting: greeting.value },
    };
  const issues: { column: RecipientColumn; key: string }[] = [];
  if (!email.ok) issues.push({ column: 'email', key: email.key });
  if (!phone.ok) issues.push({ column: 'phone', key: phone.key });
  if (!salutation.ok) issues.push({ column: 'salutation', key: salutation.key });
  if (!greeting.ok) issues.push({ column: 'greeting', key: greeting.key });
  return { ok: false, issues };
}

const optionalText = z.string().nullable().optional();

/**
 * One recipient as the form sends it and as each CSV row is read (after the column mapping): `checkRecipientRow`
 * behind the field types, each issue at its field. The e-mail is stored lower-cased; duplicates within a
 * campaign are found by the lower-cased address.
 */
export const recipientRowSchema = z
  .object({ email: z.string(), phone: optionalText, salutation: optionalText, greeting: optionalText })
  .transform((input, ctx): RecipientRow => {
    const checked = checkRecipientRow(input);
    if (checked.ok) return checked.value;
    for (const issue of checked.issues) ctx.addIssue({ code: 'custom', path: [issue.column], message: issue.key });
    return z.NEVER;
  });
export type RecipientRowInput = z.input<typeof recipientRowSchema>;

/** A stored recipient. `phone` is E.164; `unsubscribed` is set by the recipient's unsubscribe link (issue 12). */
export const recipientSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  phone: z.string().nullable(),
  salutation: z.string().nullable(),
  greeting: z.string().nullable(),
  unsubscribed: z.boolean(),
  createdAt: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** `POST /campaign/{campaignId}/recipients`: one recipient (409 `error.recipient.duplicate` if the e-mail is there). */
export const createRecipientBody = recipientRowSchema;
export type CreateRecipientBody = z.input<typeof createRecipientBody>;

/** `PUT /campaign/{campaignId}/recipients/{id}`: replaces the recipient's fields (the same rules). */
export const updateRecipientBody = recipientRowSchema;
export type UpdateRecipientBody = z.input<typeof updateRecipientBody>;

/**
 * Filters of the recipient list: `invalid` shows recipients whose stored e-mail does not pass the address rules
 * (what blocks the release; none arrive through these routes, but a copied or older list may hold some),
 * `unsubscribed` those who unsubscribed. Issue 12 (gift codes, once approved): `redeemed` those whose code was
 * used, `notRedeemed` those whose code is still unused, `mailFailed` those whose last code mail failed.
 */
export const recipientFilters = ['invalid', 'unsubscribed', 'redeemed', 'notRedeemed', 'mailFailed'] as const;
export type RecipientFilter = (typeof recipientFilters)[number];

/** `GET /campaign/{campaignId}/recipients`: paginated, sorted by e-mail or creation, `q` on every text column. */
export const recipientListQuery = listQuery(['email', 'createdAt'], {
  filter: z.enum(recipientFilters).optional(),
});
export type RecipientListQuery = z.input<typeof recipientListQuery>;
export const recipientPage = pageOf(recipientSchema);
export type RecipientPage = z.infer<typeof recipientPage>;

const columnName = z.string().trim().min(1).max(200);

/**
 * `POST /campaign/{campaignId}/recipients/import`: the body is the CSV file itself (`text/csv`, UTF-8 with or
 * without BOM or Excel's Windows-1252, decided per file by `@cadeau/contracts/csv-encoding`; comma or semicolon as
 * detected from the header line; a header row). The query maps recipient fields to header names
 * (`?email=E-Mail&phone=Telefon`): with a mapping exactly the mapped fields are read (the e-mail must be one);
 * without any, columns named like the fields (`email` or `e-mail`, `phone`, `salutation`, `greeting`), which is
 * what the export writes. Header names are compared trimmed and case-insensitively. `skipInvalid=true` (issue 23)
 * imports the valid rows of a file that has invalid ones too, which the answer lists as always; without it an
 * import is all or nothing.
 */
export const importRecipientsQuery = z.object({
  email: columnName.optional(),
  phone: columnName.optional(),
  salutation: columnName.optional(),
  greeting: columnName.optional(),
  skipInvalid: queryBoolean.optional(),
});
export type ImportRecipientsQuery = z.input<typeof importRecipientsQuery>;

/** The longest part of a refused cell that an import's answer repeats (`value`), in characters. */
export const IMPORT_ERROR_VALUE_MAX_LENGTH = 100;

/** A refused cell as the answer repeats it: as the file has it, cut to IMPORT_ERROR_VALUE_MAX_LENGTH with `…`. */
export const importErrorValue = (cell: string) =>
  cell.length > IMPORT_ERROR_VALUE_MAX_LENGTH ? `${cell.slice(0, IMPORT_ERROR_VALUE_MAX_LENGTH - 1)}…` : cell;

/**
 * One refused row: `row` counts records as a spreadsheet shows them (the header is row 1, the first recipient
 * row 2; blank rows are skipped but counted; a cell with line breaks is one row), `column` is the recipient field (null when the row as a whole is wrong, e.g. its number of cells),
 * `value` the offending cell as the file has it (`importErrorValue`, so the giver sees what to fix, issue 23;
 * null when no one cell is at fault: a row of another width, broken quoting), `key` the translatable message.
 */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.enum(recipientColumns).nullable(),
  value: z.string().nullable(),
  key: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** A row not added because its e-mail is already in the campaign (`inCampaign`) or earlier in the file. */
export const importDuplicateSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  inCampaign: z.boolean(),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/**
 * The answer of an import. All or nothing by default: with any row error `committed` is false, `imported` 0 and
 * nothing was written (the lists say what to fix); otherwise every new row is committed and duplicates are
 * reported, not inserted twice. With `skipInvalid` the valid rows are committed although others were refused
 * (`committed` true, `errors` listing the refused rows), unless broken quoting stopped the reading (a row error
 * `malformed`: the rows after it were never read, so nothing is committed). Lists hold at most IMPORT_MAX_LISTED
 * entries; the counts count all. A file that cannot be read at all answers 400/413 with one
 * `error.recipient.import.*` key instead.
 */
export const importResultSchema = z.object({
  committed: z.boolean(),
  /** Data rows read (without the header). */
  rows: z.number().int(),
  imported: z.number().int(),
  duplicates: z.array(importDuplicateSchema),
  duplicateCount: z.number().int(),
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * Phases of an import, pushed on the socket: `reading` while rows arrive and are checked and staged, `merging`
 * while the staged rows are merged into the campaign, then `done` (committed) or `failed` (nothing written).
 */
export const importPhases = ['reading', 'merging', 'done', 'failed'] as const;
export type ImportPhase = (typeof importPhases)[number];

/** The socket event the gateway emits to the importing user's room. */
export const IMPORT_PROGRESS_SOCKET_EVENT = 'campaign:importProgress';
/**
 * Core NATS subject (outside every JetStream stream: progress is only worth something while it is fresh, and a
 * lost one is replaced by the next) on which svc-campaign publishes `importProgressMessageSchema`.
 */
export const IMPORT_PROGRESS_SUBJECT = 'realtime.recipientImport';

/** What the browser receives as `campaign:importProgress`. `rows` counts data rows read so far. */
export const importProgressSchema = z.object({
  campaignId: z.string().uuid(),
  rows: z.number().int(),
  phase: z.enum(importPhases),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** The NATS message: the progress plus the user whose sockets are told. */
export const importProgressMessageSchema = importProgressSchema.extend({ userId: z.string().uuid() });
export type ImportProgressMessage = z.infer<typeof importProgressMessageSchema>;

/** The export's columns, in order (an exported file imports again without a mapping). */
export const exportColumns = ['email', 'phone', 'salutation', 'greeting', 'unsubscribed'] as const;
