#!/usr/bin/env bash
# npm run worker: a process that only executes jobs (AI replies and preview builds) from the
# queue in DATABASE_URL's PostgreSQL; /healthz answers on PORT. Run as many as you like.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_dependencies
ensure_bubblewrap
ensure_server_build
exec node --enable-source-maps dist/server/index.js worker
