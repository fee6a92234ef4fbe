/**
 * The CSV delimiter rule of the recipients import (issue 11), zod-free (`@cadeau/contracts/csv-delimiter`) so the
 * browser's preview (mfe-campaigns) and svc-campaign read the same columns from the same file.
 */
export type CsvDelimiter = ',' | ';';

/**
 * The delimiter of a CSV, from its header line: the one of comma and semicolon that occurs more often outside
 * quotes in the first line; a comma when neither or both occur equally.
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
