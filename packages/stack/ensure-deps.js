#!/usr/bin/env node
// Runs before `npm start` and `npm test` so the quick start is two commands on a fresh clone:
// installs the locked dependencies when node_modules is missing or older than the lockfile.
// Plain Node on purpose: nothing else is installed when it runs.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const lock = path.join(root, 'package-lock.json');
const marker = path.join(root, 'node_modules', '.package-lock.json');

const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs;
if (stale) {
  console.log('Installing the locked dependencies…');
  const result = spawnSync('bash', [path.join(__dirname, 'install-deps.sh')], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
