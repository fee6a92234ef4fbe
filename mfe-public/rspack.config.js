const path = require('node:path');
const { createAppConfig } = require('@cadeau/build-config/rspack-app');

const appConfig = createAppConfig({
  dir: __dirname,
  name: 'mfe_public',
  kind: 'remote',
  exposes: { './app': './src/app.tsx' },
});

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  // React 19's own useSyncExternalStore for wouter instead of the pre-18 shim (src/sync-external-store.ts).
  config.resolve.alias['use-sync-external-store/shim/index.js$'] = path.join(__dirname, 'src/sync-external-store.ts');
  return config;
};
