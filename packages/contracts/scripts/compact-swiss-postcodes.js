#!/usr/bin/env node
/**
 * Builds `src/swiss-postcodes.json` from the Swiss Post postcode list of stefanzweifel/php-swiss-cantons
 * (`src/data/cities.json`, MIT; derived from Swiss Post's open data "plz_verzeichnis_v2"), the copy the
 * project keeps at `../shared/data/swiss-zipcodes.json`. The source is an array of `{ city, zipcode, canton }`
 * (one row per postcode and locality, ~520 KB); the output maps each postcode to its localities, sorted
 * (`{ "8914": ["Aeugst am Albis", "Aeugstertal"] }`, ~100 KB), which is all an address check needs.
 *
 * Refresh: download the newest cities.json of php-swiss-cantons (or convert Swiss Post's
 * plz_verzeichnis_v2 to the same shape), then `node packages/contracts/scripts/compact-swiss-postcodes.js
 * <path/to/cities.json>` and commit the JSON. See `src/swiss-postcodes.md`.
 */
const fs = require('node:fs');
const path = require('node:path');

const source = process.argv[2] ?? path.resolve(__dirname, '../../../../shared/data/swiss-zipcodes.json');
const target = path.resolve(__dirname, '../src/swiss-postcodes.json');

const rows = JSON.parse(fs.readFileSync(source, 'utf8'));
if (!Array.isArray(rows)) throw new Error(`${source}: expected an array of { city, zipcode, canton }`);
const byZip = new Map();
for (const row of rows) {
  const zip = String(row.zipcode);
  const city = String(row.city).trim();
  if (!/^[1-9]\d{3}$/.test(zip) || !city) throw new Error(`${source}: unexpected row ${JSON.stringify(row)}`);
  const cities = byZip.get(zip) ?? new Set();
  cities.add(city);
  byZip.set(zip, cities);
}
const compact = {};
for (const zip of [...byZip.keys()].sort()) compact[zip] = [...byZip.get(zip)].sort((a, b) => a.localeCompare(b, 'de'));
// One postcode per line: a refresh shows as a readable diff.
const text = `{\n${Object.entries(compact)
  .map(([zip, cities]) => `${JSON.stringify(zip)}:${JSON.stringify(cities)}`)
  .join(',\n')}\n}\n`;
fs.writeFileSync(target, text);
console.log(`${target}: ${byZip.size} postcodes from ${rows.length} rows`);
