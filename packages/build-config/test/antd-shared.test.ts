import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANTD_MODULES, antdCoreChunk, antdShared } from '../antd-shared';
import antdPackage from 'antd/package.json';

const repo = path.resolve(__dirname, '../../..');

interface AppConfigSummary {
  shared: Record<string, unknown>;
  splitChunks: unknown;
  plugins: string[];
}

/** Runs a script beside this test and parses what it prints: rspack 2 is an ES module jest on Node 20 cannot load. */
function runNode<T>(script: string, ...args: string[]): Promise<T> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [path.join(__dirname, script), ...args], (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout)),
    ),
  );
}

describe('antd delivered once by the shell (ADR 0004)', () => {
  it('the shell provides every listed module from its own antd, the micro-frontends bundle none', () => {
    const host = antdShared('host');
    const remote = antdShared('remote');
    expect(Object.keys(host)).toEqual(ANTD_MODULES);
    expect(Object.keys(remote)).toEqual(ANTD_MODULES);
    for (const m of ANTD_MODULES) {
      // An absolute import is provided whether or not the shell's own code uses the component.
      expect(host[m]).toEqual({
        singleton: true,
        import: require.resolve(m),
        shareKey: m,
        version: antdPackage.version,
      });
      expect(remote[m]).toEqual({ singleton: true, import: false });
    }
  });

  it('builds the shell as the provider and every micro-frontend as a consumer, with the guard in both', async () => {
    const { host, remote } = await runNode<Record<'host' | 'remote', AppConfigSummary>>('app-config.js');
    for (const m of ANTD_MODULES) {
      expect(host.shared[m]).toMatchObject({ singleton: true, import: require.resolve(m) });
      expect(remote.shared[m]).toEqual({ singleton: true, import: false });
    }
    // The whole library is never shared: that would be one 440 KiB chunk.
    expect(host.shared).not.toHaveProperty('antd');
    expect(remote.shared).not.toHaveProperty('antd');
    expect(host.splitChunks).toEqual({
      cacheGroups: { antdCore: { ...antdCoreChunk, test: String(antdCoreChunk.test) } },
    });
    expect(remote.splitChunks).toBeNull();
    expect(host.plugins).toContain('AntdImportGuardPlugin');
    expect(remote.plugins).toContain('AntdImportGuardPlugin');
  });

  it('lists every antd module the apps and @cadeau/ui import', () => {
    const roots = ['shell', 'mfe-public', 'mfe-orgs', 'mfe-campaigns', 'mfe-admin', 'mfe-products', 'packages/ui'].map(
      (d) => path.join(repo, d, 'src'),
    );
    const imported = new Map<string, string>();
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
          // Value imports and re-exports reach the bundler; `import type` is erased before it.
          const source = fs.readFileSync(p, 'utf8');
          for (const m of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(antd(?:\/[^']*)?)'/gms)) {
            imported.set(m[1], path.relative(repo, p));
          }
        }
      }
    };
    roots.filter((r) => fs.existsSync(r)).forEach(walk);
    expect(imported.size).toBeGreaterThan(0);
    const missing = [...imported].filter(([m]) => !ANTD_MODULES.includes(m)).map(([m, file]) => `${m} (${file})`);
    expect(missing).toEqual([]);
  });

  describe('the import guard', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-guard-'));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    const build = (files: Record<string, string>) => {
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), text);
      }
      return runNode<string[]>('guard-build.js', dir);
    };

    it('lets app code import a listed component and a library import whatever it needs', async () => {
      const errors = await build({
        'src/index.js': "import Table from 'antd/es/table'; import lib from 'lib'; console.log(Table, lib);",
        'node_modules/lib/index.js': "export { default } from 'antd/lib/alert';",
      });
      expect(errors).toEqual([]);
    });

    it.each([
      ['the whole library', 'antd'],
      ['the CommonJS build', 'antd/lib/button'],
      ['a component that is not shared', 'antd/es/tree-select'],
    ])('fails where app code imports %s', async (_what, request) => {
      const errors = await build({ 'src/index.js': `import x from '${request}'; console.log(x);` });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`src/index.js imports '${request}'`);
      expect(errors[0]).toContain('packages/build-config/antd-shared.js');
    });
  });
});
