const preset = require('@cadeau/build-config/jest-node')(__dirname);

// file-type 21 and its tokenizer packages are ESM only and export no `require` condition: jest (CommonJS
// here, like the service at run time through Node's require(esm)) maps the package to its Node entry and
// compiles these few packages with the same swc transform as the sources.
const esmOnly = ['file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit'];

module.exports = {
  ...preset,
  moduleNameMapper: { '^file-type$': require.resolve('file-type') },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
