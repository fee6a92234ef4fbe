/**
 * Proof that a generated service and micro-frontend pass the tests as generated (issue 22), without touching this
 * repository: copies its tracked files (as they are in the working tree) to a temporary folder, links
 * node_modules (the workspace links @cadeau/* to the copy's folders), runs `new.ts service` and `new.ts mfe` there
 * for dummy names, then in the copy: the registry test, the new service's anatomy, domain and migrations tests (on
 * Postgres), its and the new micro-frontend's typecheck and text parity, and the k8s tests (`kubectl kustomize` of
 * base and overlays, and every test that enumerates the services and micro-frontends, the connection budget too).
 * `npm run proof:new -w @cadeau/platform`; a few minutes on two busy cores (three typechecks, the k8s suite), so not
 * part of `npm test` (src/generator.test.ts checks the generated files there).
 * KEEP=1 keeps the copy.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..', '..');
const SERVICE = 'proofsvc';
const MFE = 'proofapp';

function run(cwd: string, command: string, args: string[], options: ExecFileSyncOptions = {}): void {
  const started = Date.now();
  console.log(`$ (${path.relative(copyRoot, cwd) || '.'}) ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: '1' }, ...options });
  console.log(`  ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const copyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cadeau-new-'));
try {
  // The tracked and new files as they are now (so the generator under test is the working tree's).
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo })
    .toString()
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(repo, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copyRoot, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(copyRoot, file));
  }
  // node_modules: every package linked, but the workspaces' own links point into the copy.
  const modules = path.join(copyRoot, 'node_modules');
  fs.mkdirSync(path.join(modules, '@cadeau'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(repo, 'node_modules'))) {
    if (entry !== '@cadeau') fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(modules, entry));
  }
  for (const link of fs.readdirSync(path.join(repo, 'node_modules', '@cadeau'))) {
    const target = fs.readlinkSync(path.join(repo, 'node_modules', '@cadeau', link));
    fs.symlinkSync(target, path.join(modules, '@cadeau', link));
  }
  for (const workspace of fs.readdirSync(repo)) {
    const own = path.join(repo, workspace, 'node_modules');
    if (workspace !== 'node_modules' && fs.existsSync(own) && fs.existsSync(path.join(copyRoot, workspace))) {
      fs.symlinkSync(own, path.join(copyRoot, workspace, 'node_modules'));
    }
  }
  const bin = (name: string) => path.join(modules, '.bin', name);
  run(copyRoot, bin('tsx'), ['packages/platform/scripts/new.ts', 'service', SERVICE, '--port', '3199']);
  run(copyRoot, bin('tsx'), ['packages/platform/scripts/new.ts', 'mfe', MFE]);
  // What `npm install` adds: the new workspaces' links, and their entries in the copy's lockfile (which the images
  // test reads for each target's production install).
  fs.symlinkSync(`../../svc-${SERVICE}`, path.join(modules, '@cadeau', `svc-${SERVICE}`));
  fs.symlinkSync(`../../mfe-${MFE}`, path.join(modules, '@cadeau', `mfe-${MFE}`));
  run(copyRoot, 'npm', ['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund']);
  const tsc = path.join(modules, 'typescript-native', 'bin', 'tsc');
  run(copyRoot, 'node', [tsc, '--noEmit', '-p', `svc-${SERVICE}`]);
  run(copyRoot, 'node', [tsc, '--noEmit', '-p', `mfe-${MFE}`]);
  run(copyRoot, 'node', [tsc, '--noEmit', '-p', 'k8s']);
  run(copyRoot, bin('prettier'), ['--check', `svc-${SERVICE}`, `mfe-${MFE}`, 'k8s', 'packages/platform/src']);
  run(path.join(copyRoot, 'packages/platform'), bin('jest'), ['src/registry.test.ts', 'src/docs.test.ts']);
  run(path.join(copyRoot, `svc-${SERVICE}`), bin('jest'), []);
  run(path.join(copyRoot, `mfe-${MFE}`), bin('jest'), []);
  // postgres.test.ts included: the pooler has room for two services as generated, and the generator adds its own
  // to the connections docs/operations.md and ADR 0027 state (ADR 0034); that test adds a second probe service.
  run(path.join(copyRoot, 'k8s'), bin('jest'), ['--maxWorkers=2']);
  console.log(`svc-${SERVICE} and mfe-${MFE} pass as generated (${copyRoot})`);
} finally {
  if (!process.env.KEEP) fs.rmSync(copyRoot, { recursive: true, force: true });
}
