#!/usr/bin/env bash
# Installs the locked dependencies. `npm ci` first; npm 11.19 (the version on these machines) writes
# lockfiles without the other platforms' optional binaries (@swc/core-darwin-*, @rspack/binding-win32-*…)
# and its own `npm ci` then refuses that lockfile as "out of sync" (npm/cli#8320, #7961). In that case
# `npm install` installs the same locked versions and leaves package-lock.json as it is.
# Arguments go to both (the images' production installs: `--omit=dev --workspace @cadeau/<process>`).
set -uo pipefail
cd "$(dirname "$0")/../.."
if npm ci --no-audit --no-fund "$@" 2>/tmp/cadeau-npm-ci.err; then
  exit 0
fi
if grep -q "can only install packages when your package.json and package-lock.json" /tmp/cadeau-npm-ci.err; then
  echo "npm ci refused the lockfile (missing other platforms' optional binaries); installing it with npm install"
  cp package-lock.json /tmp/cadeau-package-lock.json
  npm install --no-audit --no-fund "$@" || exit 1
  # Keep the committed lockfile byte for byte: the install must not leave a changed working tree.
  cp /tmp/cadeau-package-lock.json package-lock.json
  # ensure-deps.js compares this marker with the lockfile's age.
  touch node_modules/.package-lock.json
  exit 0
fi
cat /tmp/cadeau-npm-ci.err >&2
exit 1
