const { createAppConfig } = require('@cadeau/build-config/rspack-app');
const { ShellAssetsPlugin, newBuildId } = require('@cadeau/build-config/shell-assets-plugin');

const timestamp = Date.now();
const buildId = newBuildId(timestamp);

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  template: 'src/index.html',
  define: { __BUILD_ID__: buildId },
  plugins: [new ShellAssetsPlugin({ buildId, timestamp })],
});
