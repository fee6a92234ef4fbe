import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { BuildOptions, Metafile } from 'esbuild';
import { copiesFrom, imageInstructions, instructionsOf, lastOf } from './dockerfile';
import { serviceEntry, serviceFolders, workspaceFolders } from './platform';
import { containersOf, K8S_DIR, render, REPO_ROOT } from './render';

/**
 * The Node images (ADR 0001, issue 21): each runs its process compiled to JavaScript (packages/build-config/
 * server-bundle.js) with node, never tsx, on the production dependencies of that process alone, as uid 1000.
 */

interface ServerBundle {
  serverBundleOptions(workspaceDir: string, entries: string[]): BuildOptions;
  compiledEntry(entry: string): string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own options, plain CommonJS
const bundler = require('../../packages/build-config/server-bundle') as ServerBundle;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- esbuild's API; a static import would load it for every test
const esbuild = require('esbuild') as typeof import('esbuild');

const nodeTargets = ['gateway', ...serviceFolders];
/** The overlays, and the same with the first platform administrator's Job (k8s/first-admin). */
const overlays = ['overlays/staging', 'overlays/production', 'first-admin/staging', 'first-admin/production'].map(
  (dir) => path.join(K8S_DIR, dir),
);
const BUILD_SCRIPT = 'node ../packages/build-config/server-bundle.js ';
/** What only builds and tests need: none of it may reach an image (the root's devDependencies but type packages). */
const rootPackage = readJson<{ devDependencies: Record<string, string> }>(path.join(REPO_ROOT, 'package.json'));
const TOOLS = Object.keys(rootPackage.devDependencies).filter((name) => !name.startsWith('@types/'));

interface PackageJson {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

const packageJsonOf = (folder: string) => readJson<PackageJson>(path.join(REPO_ROOT, folder, 'package.json'));
const folderOfWorkspace = new Map(workspaceFolders().map((folder) => [packageJsonOf(folder).name, folder]));

/** The entries a workspace compiles (`build:server`: `node ../packages/build-config/server-bundle.js src/….ts …`). */
function compiledEntries(folder: string): string[] {
  const script = packageJsonOf(folder).scripts?.['build:server'] ?? '';
  return script.startsWith(BUILD_SCRIPT) ? script.slice(BUILD_SCRIPT.length).split(/\s+/) : [];
}

/** The package a bare import names (`swissqrbill/pdf` → swissqrbill, `@koa/router` → @koa/router). */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The package names a workspace declares for production: its `dependencies` and those of the workspaces it uses. */
function declaredDependencies(folder: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(folder)) return names;
  seen.add(folder);
  for (const name of Object.keys(packageJsonOf(folder).dependencies ?? {})) {
    const workspace = folderOfWorkspace.get(name);
    if (workspace) for (const n of declaredDependencies(workspace, seen)) names.add(n);
    names.add(name);
  }
  return names;
}

interface LockEntry {
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const lock = readJson<{ packages: Record<string, LockEntry> }>(path.join(REPO_ROOT, 'package-lock.json')).packages;

/** Where Node (and npm) finds `name` from the lockfile location `from`: its node_modules, then each one above. */
function resolveInLock(from: string, name: string): string | undefined {
  for (let dir = from; ;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock[candidate]) return candidate;
    if (!dir) return undefined;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up >= 0 ? dir.slice(0, up) : '';
  }
}

/**
 * What `npm ci --omit=dev --workspace <it>` installs, as lockfile locations: the workspace's dependencies (never its
 * devDependencies) and theirs, through the workspace links, with the peers npm installs; optional packages of other
 * platforms the lockfile leaves out are skipped.
 */
function productionInstall(folder: string): Set<string> {
  const installed = new Set<string>();
  const visit = (location: string) => {
    if (installed.has(location)) return;
    installed.add(location);
    const entry = lock[location];
    if (entry.link) return visit(entry.resolved!);
    // Optional peers too, when the lockfile holds them: npm installs TypeScript for cosmiconfig (mjml) and swissqrbill.
    const optional = (name: string) =>
      name in (entry.optionalDependencies ?? {}) || entry.peerDependenciesMeta?.[name]?.optional === true;
    const needed = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys(needed)) {
      const found = resolveInLock(location, name);
      if (found) visit(found);
      else if (!optional(name)) throw new Error(`${location} needs ${name}, which the lockfile does not hold`);
    }
  };
  visit(folder);
  return installed;
}

const installedName = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 13);

/** The one RUN of an image's dependency stage that installs packages (its npm ci, with what it removes after). */
function installCommand(target: string): string {
  const installs = imageInstructions(`${target}-deps`).filter(
    (i) => i.keyword === 'RUN' && /install-deps\.sh|npm (ci|install)(?! --global npm@)/.test(i.args),
  );
  expect(installs).toHaveLength(1);
  return installs[0].args;
}

/** What an image's node_modules holds: the production install, less the folders its RUN removes after. */
function imageNodeModules(target: string): Set<string> {
  const removed = (/&& rm -rf ((?:node_modules\/\S+ ?)+)$/.exec(installCommand(target))?.[1] ?? '').split(' ');
  const kept = [...productionInstall(target)].filter(
    (location) => !removed.some((r) => r && (location === r || location.startsWith(`${r}/`))),
  );
  return new Set(kept);
}

/** The bundle esbuild makes of a workspace's entries, in memory: what it requires at run time and what it took in. */
async function bundleOf(folder: string): Promise<Metafile> {
  const options = bundler.serverBundleOptions(path.join(REPO_ROOT, folder), compiledEntries(folder));
  const result = await esbuild.build({ ...options, write: false, metafile: true, logLevel: 'silent' });
  return result.metafile;
}

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

describe('the Node images run compiled JavaScript', () => {
  it.each(nodeTargets.map((t) => [t]))('%s: `node dist/main.js` in its folder as uid 1000, no tsx', (target) => {
    expect(lastOf(target, 'CMD')).toBe('["node", "--enable-source-maps", "dist/main.js"]');
    expect(lastOf(target, 'ENTRYPOINT')).toBeUndefined();
    expect(lastOf(target, 'WORKDIR')).toBe(`/app/${target}`);
    expect(lastOf(target, 'USER')).toBe('1000:1000');
    expect(imageInstructions(target).filter((i) => /\btsx\b/.test(i.args))).toEqual([]);
  });

  it.each(nodeTargets.map((t) => [t]))(
    '%s: its node_modules from its own production install, from the build only what it compiled and reads',
    (target) => {
      const allowed = [`/app/${target}/dist`, ...(target === 'gateway' ? ['/app/shell/dist'] : [])];
      if (target === 'svc-billing') allowed.push('/app/svc-billing/assets');
      for (const copy of copiesFrom(target)) {
        if (copy.stage === 'build') expect(copy.sources.filter((s) => !allowed.includes(s))).toEqual([]);
        else expect(copy).toEqual({ stage: `${target}-deps`, sources: ['/app'], destination: './' });
      }
      expect(installCommand(target)).toMatch(
        new RegExp(`^bash packages/stack/install-deps\\.sh --omit=dev --workspace @cadeau/${target}( &&|$)`),
      );
      // The install reads the manifests alone: no source, nothing built.
      expect(copiesFrom(`${target}-deps`)).toEqual([{ stage: 'manifests', sources: ['/app'], destination: './' }]);
    },
  );

  it('the build stage compiles every Node workspace', () => {
    expect(instructionsOf('build')).toContainEqual({
      keyword: 'RUN',
      args: 'npm run build:server --workspaces --if-present',
    });
    const compiling = workspaceFolders().filter((f) => packageJsonOf(f).scripts?.['build:server']);
    expect(compiling.sort()).toEqual([...nodeTargets].sort());
  });

  it.each(nodeTargets.map((t) => [t]))('%s compiles src/main.ts and its registry migrate entry', (target) => {
    const entries = compiledEntries(target);
    expect(entries[0]).toBe('src/main.ts');
    if (target !== 'gateway' && serviceEntry(target).migrate) expect(entries).toContain(serviceEntry(target).migrate);
    for (const entry of entries) expect(fs.existsSync(path.join(REPO_ROOT, target, entry))).toBe(true);
  });

  it.each(overlays.map((o) => [path.relative(K8S_DIR, o), o]))(
    'no container in %s runs tsx; a command of a Node image runs one of its compiled entries',
    (_, overlay) => {
      for (const o of render(overlay).objects) {
        for (const c of containersOf(o)) {
          const where = `${o.kind}/${o.metadata.name} ${c.name}`;
          expect({ where, run: JSON.stringify([c.command, c.args]) }).not.toEqual({
            where,
            run: expect.stringMatching(/\btsx\b/),
          });
          const target = nodeTargets.find((t) => new RegExp(`(^|/)cadeau/${t}(:|$)`).test(c.image));
          if (!target || !c.command) continue;
          const entries = compiledEntries(target).map(bundler.compiledEntry);
          const [node, flag, entry] = c.command as string[];
          expect({ where, command: [node, flag] }).toEqual({ where, command: ['node', '--enable-source-maps'] });
          expect(entries).toContain(entry);
          expect(c.workingDir).toBe(`/app/${target}`);
        }
      }
    },
  );
});

describe('the production install of each Node process', () => {
  it.each(nodeTargets.map((t) => [t]))('%s leaves out every compiler, bundler, linter and test tool', (target) => {
    const names = [...imageNodeModules(target)].filter((l) => l.includes('node_modules/')).map(installedName);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => TOOLS.includes(name))).toEqual([]);
  });

  it.each(nodeTargets.map((t) => [t]))(
    '%s: every package its bundle requires is declared for production and installed where the bundle finds it',
    async (target) => {
      const metafile = await bundleOf(target);
      const declared = declaredDependencies(target);
      const installed = imageNodeModules(target);
      const required = new Set(
        Object.values(metafile.outputs)
          .flatMap((output) => output.imports)
          .filter((i) => i.external && !isBuiltin(i.path))
          .map((i) => packageName(i.path)),
      );
      expect(required.size).toBeGreaterThan(0);
      for (const name of required) {
        const found = [`${target}/node_modules/${name}`, `node_modules/${name}`].find((l) => installed.has(l));
        expect({ name, declared: declared.has(name), installed: !!found }).toEqual({
          name,
          declared: true,
          installed: true,
        });
      }
      // The workspace packages compiled in are production dependencies too: npm installs their dependencies then.
      const workspacesIn = new Set(
        Object.keys(metafile.inputs)
          .map((input) => path.relative(REPO_ROOT, path.resolve(REPO_ROOT, target, input)))
          .map((file) => workspaceFolders().find((f) => file.startsWith(`${f}/`)))
          .filter((f): f is string => !!f && f !== target),
      );
      for (const folder of workspacesIn)
        expect([folder, declared.has(packageJsonOf(folder).name)]).toEqual([folder, true]);
    },
  );
});
