import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const SRC = join(__dirname, '../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The phone rule (`@cadeau/contracts/phone`: libphonenumber-js and its `min` metadata, issue 23) weighs about
 * 28 KiB gzip: the redemption page (bench goal 200 KiB of initial JavaScript) loads it with the address form, in
 * a chunk of its own, as it loads the postcodes; only the contact page, a chunk of its own, imports it.
 */
describe('the phone rule in the public app', () => {
  it('is imported statically by the contact page only, and loaded lazily by the delivery address form', () => {
    const importers = sourcesUnder(SRC)
      .filter((path) => /^import .* from '@cadeau\/contracts\/phone';$/m.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(importers).toEqual(['pages/ContactPage.tsx']);
    const form = readFileSync(join(__dirname, 'DetailsForm.tsx'), 'utf8');
    expect(form).toContain(`import(/* webpackChunkName: "phone" */ '@cadeau/contracts/phone')`);
  });

  it('carries the small `min` metadata (under 20 KiB gzip), not the `max` one', () => {
    const rule = readFileSync(require.resolve('@cadeau/contracts/phone'), 'utf8');
    expect(rule).toContain("from 'libphonenumber-js/min'");
    const metadata = readFileSync(require.resolve('libphonenumber-js/metadata.min.json'));
    expect(gzipSync(metadata, { level: 9 }).length).toBeLessThan(20 * 1024);
  });
});
