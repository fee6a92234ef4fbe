// antd, delivered once for the whole cockpit (ADR 0004). The shell provides each antd component the cockpit uses as
// its own Module Federation singleton, built from the shell's one copy of antd; the micro-frontends bundle no antd at
// all and take every component from the shell (`import: false`). So:
// - one antd on the page: one ConfigProvider context, one CSS-in-JS cache, one theme, whichever app renders;
// - each component is its own lazy chunk of the shell (its shared internals in common chunks), downloaded the first
//   time a page uses it and never again: not the whole library (a single shared module is not tree-shaken: all of
//   antd is 445 KB gzip), and not one bundle of every listed component either (about 290 KB gzip, measured), which
//   the first cockpit page could not afford. Public pages that use no antd (/login) download none of it.
// Apps import components per module from antd's ES build, as before: `import Table from 'antd/es/table'`.
const path = require('node:path');

/** The antd components the cockpit may use (folders of `antd/es`). A new one is added here, then used. */
const ANTD_COMPONENTS = [
  'alert',
  'badge',
  'button',
  'card',
  'checkbox',
  'config-provider',
  'date-picker',
  'descriptions',
  'divider',
  'drawer',
  'dropdown',
  'empty',
  'form',
  'input',
  'input-number',
  'modal',
  'pagination',
  'popconfirm',
  'popover',
  'progress',
  'radio',
  'result',
  'segmented',
  'select',
  'skeleton',
  'space',
  'spin',
  'steps',
  'switch',
  'table',
  'tabs',
  'tag',
  'theme',
  'time-picker',
  'tooltip',
  'typography',
  'upload',
];

/** Everything an app may import from antd: the components above and the two locales the platform speaks. */
const ANTD_MODULES = [...ANTD_COMPONENTS.map((c) => `antd/es/${c}`), 'antd/es/locale/de_DE', 'antd/es/locale/en_US'];

const antdVersion = require('antd/package.json').version;

/**
 * The `shared` entries for antd. The host (shell) provides every listed module from its own build, even those it
 * does not use itself: a provided package request is only included where the host imports it, an absolute path
 * always. A remote only consumes them: `import: false` leaves antd out of its build, so it can never fall back to
 * a second copy whose contexts the shell's ConfigProvider would not reach.
 * @param {'host'|'remote'} kind
 */
function antdShared(kind) {
  return Object.fromEntries(
    ANTD_MODULES.map((m) => [
      m,
      kind === 'host'
        ? { singleton: true, import: require.resolve(m), shareKey: m, version: antdVersion }
        : { singleton: true, import: false },
    ]),
  );
}

/**
 * The shell's split of its antd chunks. Left to rspack's defaults, a module several components share but too small
 * for a chunk of its own is copied into each of them, and the rest is cut into many small chunks. What four or more
 * of the shell's lazy chunks share goes into one `antd-core` chunk instead: antd's ConfigProvider, theme, CSS-in-JS
 * engine, Trigger, Select, Form's core and the small helper packages they all import (the shell's lazy chunks are
 * its antd components, apart from a few of its own). The first cockpit page then downloads 38 KiB more, and a list
 * and form page after it 102 KiB less (measured with other thresholds in ADR 0004).
 */
const antdCoreChunk = {
  test: /[\\/]node_modules[\\/]/,
  chunks: 'async',
  minChunks: 4,
  minSize: 0,
  priority: 20,
  name: 'antd-core',
  enforce: true,
};

const ANTD_REQUEST = /^antd(\/|$)/;

/**
 * Fails the build where app code (anything outside node_modules) imports antd other than through the list: the
 * whole library (`antd`), its CommonJS build (`antd/lib/...`) or a module that is not shared would each put a
 * second antd on the page. Type-only imports never reach the bundler, so `import type ... from 'antd/es/x/y'` stays
 * free.
 */
class AntdImportGuardPlugin {
  apply(compiler) {
    const allowed = new Set(ANTD_MODULES);
    compiler.hooks.normalModuleFactory.tap('AntdImportGuardPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('AntdImportGuardPlugin', (data) => {
        const issuer = data.contextInfo && data.contextInfo.issuer;
        if (!ANTD_REQUEST.test(data.request) || allowed.has(data.request)) return;
        if (!issuer || issuer.split(path.sep).includes('node_modules')) return;
        const error = new Error(
          `${path.relative(process.cwd(), issuer)} imports '${data.request}': the cockpit's antd comes from the shell, ` +
            `one shared module per component (packages/build-config/antd-shared.js, ADR 0004). Import a listed ` +
            `component from 'antd/es/<component>', or add the component to ANTD_COMPONENTS.`,
        );
        // The message says where and what to do; this plugin's stack frames would only bury it.
        error.stack = error.message;
        throw error;
      });
    });
  }
}

module.exports = { ANTD_COMPONENTS, ANTD_MODULES, antdShared, antdCoreChunk, AntdImportGuardPlugin };
