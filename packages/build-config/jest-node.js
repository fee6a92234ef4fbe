// Shared jest preset for Node code (services, gateway, packages). @swc/jest compiles TypeScript on the fly,
// which is several times faster than ts-jest; type errors are caught by the separate `typecheck` task.
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Integration tests share the machine's 2 cores with turbo's other tasks.
  maxWorkers: 1,
  testTimeout: 30000,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  setupFiles: [path.join(__dirname, 'jest-setup-node.js')],
});
