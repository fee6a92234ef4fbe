import fs from 'node:fs';
import path from 'node:path';
import { cityMatches, localitiesOf, matchedLocality, zipExists } from './swiss-postcodes';

describe('Swiss postcodes', () => {
  it('knows the localities of a postcode, several where Swiss Post lists several', () => {
    expect(localitiesOf('8001')).toEqual(['Zürich']);
    expect(localitiesOf('8914')).toEqual(['Aeugst am Albis', 'Aeugstertal']);
    expect(localitiesOf(' 9000 ')).toEqual(['St. Gallen']);
  });

  it('knows no postcode that does not exist', () => {
    expect(zipExists('0000')).toBe(false);
    expect(zipExists('9999')).toBe(false);
    expect(zipExists('80011')).toBe(false);
    expect(localitiesOf('')).toEqual([]);
    expect(zipExists('8001')).toBe(true);
  });

  it('matches a locality whatever the case, accents or umlaut spelling', () => {
    for (const city of ['Zürich', 'zürich', 'ZURICH', 'Zuerich', ' zurich '])
      expect(cityMatches('8001', city)).toBe(true);
    expect(cityMatches('9000', 'St.Gallen')).toBe(true);
    expect(cityMatches('9000', 'st gallen')).toBe(true);
    expect(cityMatches('9000', 'Sankt Gallen')).toBe(true);
  });

  it('matches either side of a bilingual name and a name without the district or canton suffix', () => {
    expect(cityMatches('2502', 'Biel')).toBe(true);
    expect(cityMatches('2502', 'Bienne')).toBe(true);
    expect(cityMatches('2502', 'Biel/Bienne')).toBe(true);
    expect(localitiesOf('1000')).toContain('Lausanne 25');
    expect(cityMatches('1000', 'Lausanne')).toBe(true);
  });

  it('names the locality matched as Swiss Post writes it', () => {
    for (const city of ['zurich', 'ZUERICH', ' Zürich ']) expect(matchedLocality('8001', city)).toBe('Zürich');
    expect(matchedLocality('9000', 'sankt gallen')).toBe('St. Gallen');
    expect(matchedLocality('2502', 'bienne')).toBe('Bienne');
    expect(matchedLocality('2502', 'biel/bienne')).toBe('Biel/Bienne');
    expect(matchedLocality('1000', 'lausanne 26')).toBe('Lausanne 26');
    expect(matchedLocality('1000', 'lausanne')).toBe('Lausanne');
    expect(matchedLocality('8914', 'aeugstertal')).toBe('Aeugstertal');
    expect(matchedLocality('8001', 'Bern')).toBeNull();
    expect(matchedLocality('0000', 'Zürich')).toBeNull();
    expect(matchedLocality('8001', '')).toBeNull();
  });

  it('refuses a locality of another postcode, a partial name and an unknown postcode', () => {
    expect(cityMatches('8001', 'Bern')).toBe(false);
    expect(cityMatches('8001', 'Zür')).toBe(false);
    expect(cityMatches('8001', '')).toBe(false);
    expect(cityMatches('0000', 'Zürich')).toBe(false);
  });

  it('holds every Swiss postcode of the list once, each with its localities sorted', () => {
    const list = JSON.parse(fs.readFileSync(path.join(__dirname, 'swiss-postcodes.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const zips = Object.keys(list);
    expect(zips).toHaveLength(3181);
    for (const zip of zips) {
      expect(zip).toMatch(/^[1-9]\d{3}$/);
      const localities = list[zip]!;
      expect(localities.length).toBeGreaterThan(0);
      expect([...localities].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(localities);
    }
  });

  it('is the compacted Swiss Post list: every row of the source is in it', () => {
    const source = path.resolve(__dirname, '../../../../shared/data/swiss-zipcodes.json');
    // The source lives outside the repository (../shared/data); the check runs where it is present.
    if (!fs.existsSync(source)) return;
    const rows = JSON.parse(fs.readFileSync(source, 'utf8')) as { city: string; zipcode: number }[];
    for (const row of rows) expect(localitiesOf(String(row.zipcode))).toContain(row.city);
  });
});
