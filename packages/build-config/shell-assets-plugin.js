// Emits what the shell's index.html and its update polling rely on, next to the bundles:
// - builds/latest.json = { id, timestamp } (polled; a different id means another build is deployed),
// - builds/meta/<id>.json = { id, timestamp, app, sourceHash } (the build's own description, fetched by id): the
//   shell compares the sourceHash of the deployed build with its own to skip a reload when a build id changed but
//   the code did not (the same sources built again, e.g. a turbo cache miss on another machine; ADR 0007),
// - favicon-32x32.png and favicon-192x192.png.
// The build id is also compiled into the shell (DefinePlugin) so the running code knows which build it is.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { giftPng } = require('./favicon');

class ShellAssetsPlugin {
  constructor({ buildId, timestamp }) {
    this.buildId = buildId;
    this.timestamp = timestamp;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const info = { id: this.buildId, timestamp: this.timestamp };
          const json = (v) => new rspack.sources.RawSource(JSON.stringify(v));
          const meta = { ...info, app: 'shell', sourceHash: sourceHash(compilation, compiler.context) };
          compilation.emitAsset('builds/latest.json', json(info));
          compilation.emitAsset(`builds/meta/${this.buildId}.json`, json(meta));
          for (const size of [32, 192]) {
            compilation.emitAsset(`favicon-${size}x${size}.png`, new rspack.sources.RawSource(giftPng(size)));
          }
        },
      );
    });
  }
}

/**
 * A fingerprint of what the shell was built from: every file the compilation read (sources, templates,
 * dependencies), by path relative to the app and content, plus the mode. The build id is a compile-time constant,
 * not a file, so two builds of the same sources share the hash while their ids differ.
 */
function sourceHash(compilation, context) {
  const hash = createHash('sha256');
  hash.update(`mode:${compilation.options.mode}\0`);
  const files = [...compilation.fileDependencies].filter((f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile());
  for (const file of files.sort()) {
    hash.update(`${path.relative(context, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

/** A fresh id per build: time plus randomness, URL-safe. */
function newBuildId(now = Date.now()) {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

module.exports = { ShellAssetsPlugin, newBuildId, sourceHash };
