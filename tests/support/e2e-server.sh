#!/usr/bin/env bash
# The server the browser journeys run against: the built web app over a fresh database each run.
set -euo pipefail
cd "$(dirname "$0")/../.."
export DATA_DIR=".tmp/e2e-data-${PORT:-3100}"
rm -rf "$DATA_DIR"
exec npx tsx src/server/index.ts
