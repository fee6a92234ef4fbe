/**
 * One voice (issue 9): one German word per role and per field, as the product spec names them. This scans the
 * text sources of every workspace (the de resources of the shell and the micro-frontends, the mail
 * templates, the notification texts, the legal pages) rather than importing them, so a new resource file or
 * mail text is covered without being registered here. Tests are left out: they may quote what is banned.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '../../../..');

/**
 * A banned word and the one the spec uses instead. German words are looked for in every source (no code
 * comment is German); English ones only in the en resources, as code comments may say "zip code"; words that
 * are German and English alike ("Start") only in the de resources.
 */
const banned: { word: RegExp; use: string; enOnly?: boolean; deOnly?: boolean }[] = [
  { word: /Verkäufer/, use: 'Anbieter (seller, spec section 1)' },
  { word: /Verkaufende/, use: 'Anbieter (seller, spec section 1)' },
  { word: /Schenkende/, use: 'Schenker (giver, spec section 1)' },
  { word: /Unterhaltung/, use: 'Konversation (as every page says)' },
  { word: /E-Mail-Anbieter|beim Anbieter/, use: 'Versanddienst (Anbieter is the seller role)' },
  { word: /Zip code/i, use: 'Postcode', enOnly: true },
  { word: /Name in Cadeau/, use: 'Name auf Cadeau / Name on Cadeau (as at sign-up)' },
  // Issue 23: "freigeben" meant both submitting for review and approving. A campaign's or product's release
  // (spec section 4: "released for review") is "zur Prüfung einreichen", the platform's decision "genehmigen".
  {
    word: /[Ff]reig(?:abe|eben|egeben|ibt)/,
    use: 'zur Prüfung einreichen / eingereicht (release for review) or genehmigen / Genehmigt (approve)',
  },
  // A product was also "zur Prüfung veröffentlicht"; the imprint's "veröffentlichten Informationen" are the website's.
  { word: /[Vv]eröffentlich(?!ten Informationen)/, use: 'zur Prüfung einreichen (a product is released for review)' },
  // An organisation waiting for the platform's review is "In Prüfung", as a campaign and a product are.
  { word: /pending: '[Aa]usstehend', approved/, use: 'In Prüfung (an organisation under review)' },
  // The first day of a campaign: "Beginn und Ende", as its errors and the reports say.
  { word: /Startdatum|\b(?:den|dem|zum|vom|beim) Start\b/, use: "Beginn (a campaign's first day)" },
  { word: /\bStart\b/, use: "Beginn (a campaign's first day)", deOnly: true },
  // Recipients are "Empfänger" everywhere, not "Empfängerinnen und Empfänger" on some pages.
  { word: /Empfängerin/, use: 'Empfänger (one form on every page)' },
  // What is edited, saved and copied is the greeting design; "Grusstext" is its text field (spec section 3).
  {
    word: /Grusstext speichern|Der Grusstext (?:wurde gespeichert|kann geändert)/,
    use: 'Grussdesign (the greeting design; Grusstext is its text)',
  },
];

/** The same field is worded the same at sign-up, in the cockpit and in the admin settings. */
const fieldWords: { key: RegExp; de: string; en: string }[] = [
  { key: /^\s*houseNumber:\s*'([^']*)'/im, de: 'Hausnummer', en: 'House number' },
  { key: /^\s*zip:\s*'([^']*)'/im, de: 'PLZ', en: 'Postcode' },
  // The campaign section, the template's element and the editor's title (issue 23).
  { key: /^\s*greetingDesign:\s*'([^']*)'/im, de: 'Grussdesign', en: 'Greeting design' },
];

function workspaces(): string[] {
  const list: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  return list.flatMap((w) =>
    w.endsWith('/*')
      ? readdirSync(join(root, w.slice(0, -2))).map((d) => join(root, w.slice(0, -2), d))
      : [join(root, w)],
  );
}

function sources(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = workspaces().flatMap((w) => sources(join(w, 'src')));
// de.ts and the parts it merges (workspace.de.ts, orders.de.ts, …).
const deResources = files.filter((f) => /[\\/]i18n[\\/](resources[\\/])?([\w-]+\.)?de\.ts$/.test(f));
const enResources = files.filter((f) => /[\\/]i18n[\\/](resources[\\/])?([\w-]+\.)?en\.ts$/.test(f));

describe('one voice: the words of the spec', () => {
  it('finds the texts it checks', () => {
    // The shared kit's and every micro-frontend's resources, and the mail and notification texts.
    expect(deResources.length).toBeGreaterThanOrEqual(5);
    expect(files.some((f) => f.includes('svc-mail'))).toBe(true);
    expect(files.some((f) => f.includes('notification-texts'))).toBe(true);
  });

  it('uses no banned synonym in any text source', () => {
    const found = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return banned
        .filter(
          (b) => (!b.enOnly || enResources.includes(f)) && (!b.deOnly || deResources.includes(f)) && b.word.test(text),
        )
        .map((b) => `${relative(root, f)}: ${b.word.source} → ${b.use}`);
    });
    expect(found).toEqual([]);
  });

  it('words house number, postcode and greeting design the same in every resource', () => {
    const differing = [...deResources.map((f) => ['de', f]), ...enResources.map((f) => ['en', f])].flatMap(
      ([lang, f]) => {
        const lines = readFileSync(f, 'utf8').split('\n');
        return fieldWords.flatMap((w) =>
          lines
            .map((l) => w.key.exec(l)?.[1])
            .filter((v): v is string => v !== undefined && v !== w[lang as 'de' | 'en'])
            .map((v) => `${relative(root, f)}: "${v}" instead of "${w[lang as 'de' | 'en']}"`),
        );
      },
    );
    expect(differing).toEqual([]);
  });
});
