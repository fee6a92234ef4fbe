const { createAppConfig } = require('@cadeau/build-config/rspack-app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_products',
  kind: 'remote',
  exposes: { './app': './src/app.tsx' },
});
