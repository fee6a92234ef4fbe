// Shared jest preset for React components (jsdom + @testing-library).
const path = require('node:path');
const node = require('./jest-node');

module.exports = (dir) => ({
  ...node(dir),
  testEnvironment: 'jsdom',
  setupFiles: [],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.js')],
  moduleNameMapper: {
    '\\.(css|svg|png)$': path.join(__dirname, 'file-stub.js'),
    // Apps import antd per component from its ES build (tree shaking); jest runs CommonJS, so tests use the
    // identical CommonJS build instead of transforming node_modules.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
});
