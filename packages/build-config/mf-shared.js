// The one Module Federation `shared` map every app (shell and micro-frontends) builds with, so all React roots
// on a page use the same instances of what must be single: React and its DOM renderer (two copies break hooks),
// the query client cache, the i18n instance and the @cadeau/ui stores (theme, toasts, error queue, socket).
//
// Deliberately NOT shared (DESIGN section 6, measured): react-router. A shared module is bundled whole (no tree
// shaking): react-router shared costs ~61 KB gzip. Each app bundles and tree-shakes its own copy instead; single-spa's
// patched History API keeps the separate routers in step.
//
// antd is shared per component, provided by the shell only: see antd-shared.js (a host and a remote differ there,
// so rspack-app.js adds it to this map).
//
// @cadeau/ui is shared per subpath (each its own small chunk). Left out on purpose, so every app bundles its own
// copy: `@cadeau/ui/antd` and `@cadeau/ui/cockpit` (and the other building blocks) import react-router or hand an
// app's antd kit to the shared theme, and stay small; `@cadeau/ui/testing` is for tests only.

const singleton = { singleton: true };

const uiSubpaths = ['api', 'i18n', 'theme', 'toast', 'errors', 'socket', 'navigation', 'format', 'dates', 'lifecycles'];

const shared = {
  react: singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  'react/jsx-runtime': singleton,
  // Development builds compile JSX to jsx-dev-runtime; without this each app would carry its own copy.
  'react/jsx-dev-runtime': singleton,
  '@tanstack/react-query': singleton,
  i18next: singleton,
  'react-i18next': singleton,
  'single-spa-react': singleton,
  // The date library of antd's DatePicker and TimePicker (issue 23): the shell's pickers and the micro-frontends'
  // date fields (@cadeau/ui/dates) must compute with one instance, the one whose German locale is registered and
  // which follows the page's language; a second copy would leave the pickers' calendar in English.
  dayjs: singleton,
  '@cadeau/ui': { singleton: true, requiredVersion: false },
  ...Object.fromEntries(uiSubpaths.map((p) => [`@cadeau/ui/${p}`, { singleton: true, requiredVersion: false }])),
};

// `loaded-first`: a consumer takes whatever instance is already loaded. The default `version-first` fetches every
// remoteEntry at start-up to compare versions, and one hanging remote blanked the whole shell (DESIGN section 6).
const shareStrategy = 'loaded-first';

// What the shell itself renders every page with, eager in the host only: bundled into the shell's main.js instead
// of one chunk per shared module. Each chunk was a request of its own at start-up, ~0.8 KiB of response headers on
// the wire besides its code: 12 of them cost the public page (issue 12: 200 KiB gzip) ~10 KiB. Micro-frontends keep
// them lazy (an eager module would sit in every remoteEntry.js) and take the shell's copies through the share scope.
const hostEager = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  ...['api', 'i18n', 'theme', 'toast', 'errors', 'navigation'].map((p) => `@cadeau/ui/${p}`),
]);

/** The `shared` map of one app: the host provides its start-up modules eagerly (hostEager above). */
function sharedFor(kind) {
  if (kind !== 'host') return shared;
  return Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, hostEager.has(k) ? { ...v, eager: true } : v]));
}

module.exports = { shared, sharedFor, shareStrategy, uiSubpaths };
