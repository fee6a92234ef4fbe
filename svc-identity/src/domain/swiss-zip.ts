import zips from '../data/swiss-zipcodes.json';

const known = zips as Record<string, string[]>;

/** A Swiss zip code that exists (4 digits are not enough: not every number is used; data/README.md). */
export function isSwissZip(zip: string): boolean {
  return /^\d{4}$/.test(zip) && Object.prototype.hasOwnProperty.call(known, zip);
}

/** Localities of a zip code, for the address forms. */
export function localitiesOf(zip: string): string[] {
  return isSwissZip(zip) ? known[zip] : [];
}
