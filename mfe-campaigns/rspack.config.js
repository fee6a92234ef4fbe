const path = require('node:path');
const { createAppConfig } = require('@cadeau/build-config/rspack-app');

const app = createAppConfig({
  dir: __dirname,
  name: 'mfe_campaigns',
  kind: 'remote',
  exposes: { './app': './src/app.tsx' },
});

/** The CSV worker's file, beside the app's chunks (src/csv/worker-client.ts loads it from the app's public path). */
const CSV_WORKER = 'csv-worker.js';

/**
 * The recipients' CSV worker, built on its own without Module Federation. Built as part of the app
 * (`new Worker(new URL(…, import.meta.url))`), the federation plugin injects its runtime into the worker's entry
 * too, where it fails at start ("Cannot read properties of undefined (reading 'setGlobalFederationConstructor')";
 * module-federation/core#4085, webpack#16173), so the worker never answered in a browser. The worker shares
 * nothing with the page: one plain script with papaparse inside.
 */
function csvWorker(argv = {}) {
  const dev = argv.mode === 'development';
  return {
    name: 'csv-worker',
    // Built after the app, whose clean-up of dist/ would otherwise remove it on a fresh build.
    dependencies: ['mfe_campaigns'],
    mode: dev ? 'development' : 'production',
    context: __dirname,
    target: 'webworker',
    entry: { main: './src/csv/csv.worker.ts' },
    output: { path: path.join(__dirname, 'dist'), filename: CSV_WORKER, publicPath: 'auto', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    devtool: dev ? 'cheap-module-source-map' : false,
    optimization: { minimize: !dev, splitChunks: false },
    performance: { hints: false },
  };
}

module.exports = (env, argv = {}) => {
  const config = app(env, argv);
  config.name = 'mfe_campaigns';
  // The app cleans its output folder before writing (also on each rebuild in watch mode); the worker's file stays.
  config.output.clean = { keep: /csv-worker\.js/ };
  return [config, csvWorker(argv)];
};
