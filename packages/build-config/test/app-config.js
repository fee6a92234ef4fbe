// Prints what createAppConfig gives a host and a remote for antd, as JSON (antd-shared.test.ts runs it: jest on
// Node 20 cannot load rspack 2, an ES module, which rspack-app.js requires).
const { createAppConfig } = require('../rspack-app');

const describe = (kind) => {
  const config = createAppConfig({ dir: __dirname, name: `test_${kind}`, kind, exposes: { './app': './app.js' } })(
    {},
    { mode: 'production' },
  );
  const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return {
    shared: federation._options.shared,
    splitChunks: config.optimization.splitChunks ?? null,
    plugins: config.plugins.map((p) => p.constructor.name),
  };
};

const regExpAsText = (_key, value) => (value instanceof RegExp ? String(value) : value);
process.stdout.write(JSON.stringify({ host: describe('host'), remote: describe('remote') }, regExpAsText));
