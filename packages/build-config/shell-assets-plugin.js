// Emits what the shell's index.html and its update polling rely on, next to the bundles:
// - builds/latest.json = { id, timestamp } (polled; a different id means a newer build is deployed),
// - builds/meta/<id>.json (the build's own description, fetched by id),
// - favicon-32x32.png and favicon-192x192.png.
// The build id is also compiled into the shell (DefinePlugin) so the running code knows which build it is.
const { rspack } = require('@rspack/core');
const { giftPng } = require('./favicon');

class ShellAssetsPlugin {
  constructor({ buildId, timestamp }) {
    this.buildId = buildId;
    this.timestamp = timestamp;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const info = { id: this.buildId, timestamp: this.timestamp };
        const json = (v) => new rspack.sources.RawSource(JSON.stringify(v));
        compilation.emitAsset('builds/latest.json', json(info));
        compilation.emitAsset(`builds/meta/${this.buildId}.json`, json({ ...info, app: 'shell' }));
        for (const size of [32, 192]) {
          compilation.emitAsset(`favicon-${size}x${size}.png`, new rspack.sources.RawSource(giftPng(size)));
        }
      });
    });
  }
}

/** A fresh id per build: time plus randomness, URL-safe. */
function newBuildId(now = Date.now()) {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

module.exports = { ShellAssetsPlugin, newBuildId };
