#!/usr/bin/env bash
# The server the browser journeys run against: the built web app over a fresh database each run.
set -euo pipefail
cd "$(dirname "$0")/../.."
export DATA_DIR=".tmp/e2e-data-${PORT:-3100}"
rm -rf "$DATA_DIR"
# The server as npm start runs it: bundled, in a file of this run's own (runs may share the machine).
bundle=".tmp/e2e-server-${PORT:-3100}/index.js"
node scripts/build-server.mjs "$bundle"
exec node --enable-source-maps "$bundle"
