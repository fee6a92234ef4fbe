import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The phone rule (libphonenumber-js with its `min` metadata, about 28 KiB gzip, issue 23) would double the
 * campaign page's own code: the recipients' list and dialog take it through `usePhoneRule`, which loads it in a
 * chunk of its own once they render, never by a static import.
 */
describe('the phone rule in the campaigns app', () => {
  it('is never imported statically; the recipients list and dialog load it lazily', () => {
    const sources = sourcesUnder(SRC);
    const staticImporters = sources
      .filter((path) => /^import .* from '@cadeau\/contracts\/phone';$/m.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(staticImporters).toEqual([]);
    const users = sources
      .filter((path) => readFileSync(path, 'utf8').includes('usePhoneRule()'))
      .map((path) => relative(SRC, path))
      .sort();
    expect(users).toEqual(['recipients/RecipientDialog.tsx', 'recipients/RecipientList.tsx']);
  });
});
