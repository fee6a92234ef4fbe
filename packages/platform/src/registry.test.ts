import fs from 'node:fs';
import path from 'node:path';
import { packageName, platform, remoteName } from '.';

const root = path.resolve(__dirname, '..', '..', '..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
const packageOf = (folder: string) => JSON.parse(read(`${folder}/package.json`)) as { name: string };

describe('the platform registry', () => {
  it('lists every service and micro-frontend of the workspaces, and nothing else', () => {
    expect(platform.services.map((s) => s.folder).sort()).toEqual(
      workspaces.filter((w) => w.startsWith('svc-')).sort(),
    );
    expect(platform.microFrontends.map((m) => m.folder).sort()).toEqual(
      workspaces.filter((w) => w.startsWith('mfe-')).sort(),
    );
    expect(workspaces).toEqual(expect.arrayContaining([platform.gateway.folder, platform.shell.folder]));
  });

  it('names each folder the way every consumer derives it: package @cadeau/<folder>, remote mfe_<name>', () => {
    for (const entry of [platform.gateway, platform.shell, ...platform.services, ...platform.microFrontends]) {
      expect(packageOf(entry.folder).name).toBe(packageName(entry));
    }
    for (const mfe of platform.microFrontends) {
      expect(mfe.folder).toBe(`mfe-${mfe.name}`);
      // The container name its build gives itself must be the one the manifest and the shell use.
      expect(read(`${mfe.folder}/rspack.config.js`)).toContain(`name: '${remoteName(mfe)}'`);
      // Texts under `<name>.*` in both languages (e2e/support/texts.ts reads them by this convention).
      for (const lang of ['en', 'de']) expect(read(`${mfe.folder}/src/i18n/${lang}.ts`)).toContain(`${mfe.name}: {`);
    }
  });

  it('points at scripts that exist and gives every process its own port and port variable', () => {
    for (const s of platform.services) {
      for (const script of [
        s.migrate,
        'seed' in s ? s.seed : undefined,
        'demo' in s ? s.demo : undefined,
        'src/main.ts',
      ]) {
        if (script) expect(fs.existsSync(path.join(root, s.folder, script))).toBe(true);
      }
    }
    const processes = [...platform.services, platform.gateway];
    expect(new Set(processes.map((p) => p.port.default)).size).toBe(processes.length);
    expect(new Set(processes.map((p) => p.port.env)).size).toBe(processes.length);
    expect(new Set(platform.services.map((s) => s.name)).size).toBe(platform.services.length);
  });

  it('gives each page one owner, cockpit access exactly under /cockpit/ and a navigation key only to cockpit pages', () => {
    const pages = platform.microFrontends.flatMap(
      (m) => m.pages as readonly { path: string; access: string; nav?: unknown }[],
    );
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const p of pages) {
      expect(p.path.startsWith('/cockpit/')).toBe(p.access !== 'public');
      if (p.nav) expect(p.access).not.toBe('public');
    }
    for (const m of platform.microFrontends) expect(m.pages.length).toBeGreaterThan(0);
  });
});
