import postcodes from './swiss-postcodes.json';

/**
 * Swiss postcodes and their localities (Swiss Post, via stefanzweifel/php-swiss-cantons, MIT; see
 * `swiss-postcodes.md` for the source and how to refresh it). Zod-free (`@cadeau/contracts/swiss-postcodes`):
 * svc-campaign checks delivery addresses with it, and mfe-public imports it lazily (about 25 KB gzip) to check
 * an address as the recipient types it.
 */
const byZip = postcodes as Record<string, string[]>;

/** The localities of a postcode as Swiss Post writes them; empty when no such postcode exists. */
export function localitiesOf(zip: string): readonly string[] {
  return byZip[zip.trim()] ?? [];
}

/** Whether a postcode exists. */
export function zipExists(zip: string): boolean {
  return localitiesOf(zip).length > 0;
}

/**
 * Comparable forms of a locality: lower case, accents dropped (and umlauts also as `ae`/`oe`/`ue`, the way
 * people type them without the keys), punctuation and runs of spaces as one space, `Sankt` as `St`.
 */
function forms(text: string): string[] {
  const base = text
    .trim()
    .toLowerCase()
    .replace(/[.,'’`\-()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^sankt /, 'st ');
  const expanded = base.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
  return [...new Set([plain(base), plain(expanded)])];
}

/**
 * Names a recipient may write for a locality of the list: the whole name, each side of a bilingual name
 * (`Biel/Bienne`), and the name without Swiss Post's suffixes of a delivery district or canton (`Lausanne 25`,
 * `Laax GR 2`, `Root D4`).
 */
function acceptedNames(locality: string): string[] {
  const names = [locality, ...locality.split('/')];
  const out: string[] = [];
  for (const name of names) {
    out.push(name);
    const withoutNumber = name.replace(/\s+[A-Z]?\d+$/, '');
    out.push(withoutNumber);
    out.push(withoutNumber.replace(/\s+[A-Z]{2}$/, ''));
  }
  return out;
}

/**
 * The name `city` stands for, as Swiss Post writes it: the first of `zip`'s localities (or the side of a bilingual
 * name, or the name without a delivery district's suffix) that `city` matches ignoring case, accents,
 * punctuation and spacing (`zurich` → `Zürich` for 8001, `biel` → `Biel` for 2502, `lausanne` → `Lausanne` for
 * 1000). An address stores this, not what was typed. Null when nothing matches or the zip is unknown.
 */
export function matchedLocality(zip: string, city: string): string | null {
  const wanted = forms(city);
  if (!wanted[0]) return null;
  for (const locality of localitiesOf(zip))
    for (const name of acceptedNames(locality)) if (forms(name).some((f) => wanted.includes(f))) return name.trim();
  return null;
}

/**
 * Whether `city` names a locality of `zip`: case, accents, punctuation and spacing do not matter
 * (`zurich`, `Zuerich` and `Zürich` all match 8001; `St.Gallen` matches `St. Gallen`). False for an unknown zip.
 */
export function cityMatches(zip: string, city: string): boolean {
  return matchedLocality(zip, city) !== null;
}
