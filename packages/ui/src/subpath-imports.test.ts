import fs from 'node:fs';
import path from 'node:path';

// Each folder under src is its own subpath (`@cadeau/ui/<folder>`), most of them Module Federation singletons.
// Importing another folder by a relative path would bundle a second copy of its state (a second query client,
// i18n instance, toast bus...). Only stateless helpers in util/ may be imported relatively.
describe('@cadeau/ui module boundaries', () => {
  const root = __dirname;
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) files.push(p);
    }
  };
  walk(root);

  it('no file imports another subpath relatively', () => {
    const offenders: string[] = [];
    for (const file of files) {
      const folder = path.relative(root, file).split(path.sep)[0];
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/from\s+'(\.{1,2}\/[^']*)'/g)) {
        const target = path.relative(root, path.resolve(path.dirname(file), m[1])).split(path.sep)[0];
        if (target !== folder && target !== 'util') offenders.push(`${path.relative(root, file)} -> ${m[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("no subpath the shell loads eagerly imports a shared subpath it does not (Module Federation's loadShareSync)", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own share map, plain CommonJS
    const { sharedFor } = require('../../build-config/mf-shared') as {
      sharedFor: (kind: string) => Record<string, { eager?: boolean }>;
    };
    const host = sharedFor('host');
    const eager = (p: string) => host[`@cadeau/ui/${p}`]?.eager === true;
    const shared = (p: string) => `@cadeau/ui/${p}` in host;
    const offenders: string[] = [];
    for (const file of files) {
      const folder = path.relative(root, file).split(path.sep)[0]!;
      if (!eager(folder)) continue;
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/^import (?!type )[^;]*from\s+'@cadeau\/ui\/([a-z-]+)'/gm))
        if (shared(m[1]!) && !eager(m[1]!)) offenders.push(`${path.relative(root, file)} -> @cadeau/ui/${m[1]}`);
    }
    // The public pages went blank when i18n (eager) imported format (shared, lazy): the fresh-clone e2e of 59e340c.
    expect(offenders).toEqual([]);
  });
});
