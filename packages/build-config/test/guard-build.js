// Builds <dir>/src/index.js with the antd import guard and prints the build's error messages as JSON
// (antd-shared.test.ts runs it: jest on Node 20 cannot load rspack 2, an ES module).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { AntdImportGuardPlugin } = require('../antd-shared');

const dir = process.argv[2];
rspack(
  {
    mode: 'development',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    // antd itself stays out: the guard decides before anything is resolved.
    externals: [/^antd/],
    plugins: [new AntdImportGuardPlugin()],
  },
  (err, stats) => {
    if (err) throw err;
    process.stdout.write(JSON.stringify(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message)));
  },
);
