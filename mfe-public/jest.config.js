const base = require('@cadeau/build-config/jest-dom')(__dirname);

module.exports = {
  ...base,
  // wouter (the router, ADR 0026) ships ES modules only; jest runs CommonJS, so its files are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!wouter/)'],
};
