// The column mapping, apart from the parser: the page imports this, while papaparse stays in the worker's chunk.

/** The recipient fields a CSV column can fill; `email` must be mapped. */
export const CSV_FIELDS = ['email', 'phone', 'salutation', 'greeting'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** Which header (by its text) fills which recipient field; an unmapped field is absent. */
export type ColumnMapping = Partial<Record<CsvField, string>>;

const normalize = (header: string) =>
  header
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]/g, '');

const SYNONYMS: Record<CsvField, string[]> = {
  email: ['email', 'mail', 'emailadresse', 'emailaddress', 'mailadresse'],
  phone: ['phone', 'telefon', 'tel', 'mobile', 'mobil', 'handy', 'telefonnummer', 'phonenumber', 'natel'],
  salutation: ['salutation', 'anrede'],
  greeting: ['greeting', 'gruss', 'grusstext', 'grussbotschaft', 'greetingtext'],
};

/** A first mapping from the header names (German or English), which the person then checks and changes. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of CSV_FIELDS) {
    const header = headers.find((h) => SYNONYMS[field].includes(normalize(h)));
    if (header !== undefined && !Object.values(mapping).includes(header)) mapping[field] = header;
  }
  return mapping;
}
