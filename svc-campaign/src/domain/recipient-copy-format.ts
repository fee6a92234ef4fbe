/**
 * Postgres COPY text format (the default of `COPY … FROM STDIN` / `TO STDOUT`): one line per row, columns
 * separated by tabs, `\N` for null, and backslash, tab, newline and carriage return escaped. The import writes
 * its staged rows this way; the export reads the recipients back the same way.
 */
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/g;

export function copyField(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  const text = String(value);
  return text.replace(NEEDS_ESCAPE, (ch) => ESCAPES[ch]!);
}

/** One row as a COPY text line (with its newline). */
export const copyLine = (values: readonly (string | number | boolean | null)[]) =>
  `${values.map(copyField).join('\t')}\n`;

const UNESCAPES: Record<string, string> = { '\\': '\\', t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', v: '\v' };

/** The fields of one COPY text line (without its newline); `\N` is null. */
export function parseCopyLine(line: string): (string | null)[] {
  return line
    .split('\t')
    .map((field) => (field === '\\N' ? null : field.replace(/\\(.)/g, (_m, ch: string) => UNESCAPES[ch] ?? ch)));
}
