// Builds the rspack configuration of one front-end app (the shell host or a micro-frontend remote), so every
// app compiles, splits, names and federates its code the same way. Each app's rspack.config.js is a few lines.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedFor, shareStrategy } = require('./mf-shared');
const { antdShared, antdCoreChunk, AntdImportGuardPlugin } = require('./antd-shared');

// react-router 7's package exports only name its development build; the production build (no dev warnings,
// smaller) sits next to it. Production bundles use it.
const reactRouterDir = path.resolve(path.dirname(require.resolve('react-router')), '../..');
const reactRouterProduction = path.join(reactRouterDir, 'dist/production/index.mjs');

// The federation plugin imports its runtime packages by their CommonJS paths, which cannot be tree-shaken:
// every remoteEntry.js then carried all of @module-federation/sdk (Node script loading, manifest snapshots)
// whether used or not. Their ES module builds sit next to them; pointing the CommonJS files there lets
// rspack drop what browsers never call (about 5 KiB gzip per remote entry and the same in the shell).
const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/rspack'));
const federationEsmAliases = Object.fromEntries(
  [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/runtime-core',
    '@module-federation/sdk',
    '@module-federation/error-codes',
  ].flatMap((pkg) => {
    let cjs;
    try {
      cjs = require.resolve(pkg, { paths: [enhancedDir] });
    } catch {
      return [];
    }
    const esm = cjs.replace(/\.cjs$/, '.js');
    return cjs.endsWith('.cjs') && fs.existsSync(esm) ? [[`${cjs}$`, esm]] : [];
  }),
);

/**
 * @param {object} o
 * @param {string} o.dir            the app's folder (its rspack.config.js passes __dirname)
 * @param {string} o.name           federation container name: 'shell', 'mfe_public', 'mfe_orgs', ...
 * @param {'host'|'remote'} o.kind  the shell is the host, every micro-frontend a remote
 * @param {Record<string,string>} [o.exposes]  remote only, e.g. { './app': './src/app.tsx' }
 * @param {string} [o.template]     host only: index.html template (HtmlRspackPlugin)
 * @param {Record<string,unknown>} [o.define]  compile-time constants (values are JSON-stringified here)
 * @param {object[]} [o.plugins]    extra plugins (the shell adds its build-info and favicon emitters)
 */
function createAppConfig(o) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const isHost = o.kind === 'host';
    const define = Object.fromEntries(Object.entries(o.define || {}).map(([k, v]) => [k, JSON.stringify(v)]));

    return {
      mode,
      context: o.dir,
      // The host's entry is an async boundary: index.ts only does `import('./bootstrap')`, so the federation
      // runtime can load the shared singletons before any app code that imports them runs. A remote has no page
      // of its own: its only entry is remoteEntry.js, whose exposed modules load their shared imports first.
      entry: isHost ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(o.dir, 'dist'),
        // The shell must use '/': with 'auto' a deep link such as /cockpit/my-profile resolves chunks relative to
        // the path and gets index.html back. Remotes use 'auto' so they work from whatever URL the manifest names.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: o.name,
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
        alias: dev ? {} : { 'react-router$': reactRouterProduction, ...federationEsmAliases },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: dev } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      // No source maps in what users download (production). Development maps are separate files: eval-based
      // ones would be blocked by the gateway's Content-Security-Policy (no 'unsafe-eval').
      devtool: dev ? 'cheap-module-source-map' : false,
      optimization: {
        minimize: !dev,
        moduleIds: dev ? 'named' : 'deterministic',
        chunkIds: dev ? 'named' : 'deterministic',
        // The shell's antd components: what most of them share in one chunk (antd-shared.js).
        ...(isHost ? { splitChunks: { cacheGroups: { antdCore: antdCoreChunk } } } : {}),
      },
      performance: { hints: false },
      plugins: [
        new rspack.DefinePlugin(define),
        new ModuleFederationPlugin({
          name: o.name,
          ...(isHost
            ? // Remote URLs are not known at build time: the shell registers them from /mfe-manifest.json.
              { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: o.exposes }),
          // antd: the shell provides each component once, the micro-frontends bundle none (antd-shared.js).
          shared: { ...sharedFor(o.kind), ...antdShared(o.kind) },
          shareStrategy,
          // No type generation/consumption (types come from the workspace) and no mf-manifest: the runtime
          // manifest of remote URLs is /mfe-manifest.json, served by the gateway.
          dts: false,
          manifest: false,
          experiments: {
            // The federation runtime is ~30 KB gzip: the shell provides it once and remotes use that copy.
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Remotes are plain remoteEntry URLs (no mf-manifest snapshots) and everything runs in browsers.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        ...(isHost && o.template
          ? [
              new rspack.HtmlRspackPlugin({
                template: path.join(o.dir, o.template),
                inject: 'body',
                scriptLoading: 'defer',
                minify: !dev,
              }),
            ]
          : []),
        new AntdImportGuardPlugin(),
        ...(o.plugins || []),
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig };
