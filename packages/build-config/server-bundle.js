// Compiles a Node process (the gateway, a service) for its production image (ADR 0001): esbuild bundles each entry
// `src/<name>.ts` with the workspace packages it imports (@cadeau/*, TypeScript sources) into `dist/<name>.js`, and
// leaves every other package a `require()` of node_modules, which the image installs with `npm ci --omit=dev`.
// CommonJS, as tsx runs the same sources locally (ADR 0001): `__dirname` is the folder of the bundle.
//
//   node ../packages/build-config/server-bundle.js src/main.ts src/migrate.ts   (in the workspace: npm run build:server)
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE_SCOPE = '@cadeau/';
const REPO_ROOT = path.resolve(__dirname, '../..');

/** Bare imports stay external unless they name a workspace package; relative and absolute ones are bundled. */
const externalPackages = {
  name: 'cadeau-external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE_SCOPE) ? undefined : { path: args.path, external: true },
    );
  },
};

/** The oldest Node the platform supports (root package.json `engines.node`, `>=20.19`) as an esbuild target. */
function nodeTarget() {
  const { engines } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  const match = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(engines?.node ?? '');
  if (!match) throw new Error(`package.json engines.node is not ">=<version>": ${engines?.node}`);
  return `node${match[1]}`;
}

/** The esbuild options for a workspace's entries (paths relative to the workspace, each under src/). */
function serverBundleOptions(workspaceDir, entries) {
  for (const entry of entries) {
    if (!/^src\/[\w/-]+\.ts$/.test(entry)) throw new Error(`an entry is a src/*.ts file of the workspace: ${entry}`);
  }
  return {
    absWorkingDir: workspaceDir,
    entryPoints: entries,
    outbase: 'src',
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: nodeTarget(),
    // Error classes and log lines keep their names (bundling renames clashing top-level symbols).
    keepNames: true,
    sourcemap: true,
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages],
  };
}

/** Where `src/<name>.ts` lands: `dist/<name>.js`, what the images and the Kubernetes Jobs run. */
function compiledEntry(entry) {
  return entry.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');
}

async function bundleServer(workspaceDir, entries) {
  const esbuild = require('esbuild');
  fs.rmSync(path.join(workspaceDir, 'dist'), { recursive: true, force: true });
  return esbuild.build({ ...serverBundleOptions(workspaceDir, entries), metafile: true });
}

module.exports = { serverBundleOptions, compiledEntry, bundleServer, WORKSPACE_SCOPE };

if (require.main === module) {
  const entries = process.argv.slice(2);
  if (entries.length === 0) {
    console.error('usage: node server-bundle.js src/main.ts [src/<other entry>.ts …] (in the workspace)');
    process.exit(2);
  }
  const started = Date.now();
  bundleServer(process.cwd(), entries).then(
    (result) => {
      const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
      for (const [file, { bytes }] of outputs) console.log(`${file} ${(bytes / 1024).toFixed(0)} KB`);
      console.log(`compiled ${entries.length} entries in ${Date.now() - started} ms`);
    },
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
