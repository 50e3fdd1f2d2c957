#!/usr/bin/env bash
# npm start: install if needed, build the web app and the server, migrate, serve on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_dependencies
ensure_bubblewrap
ensure_web_build
ensure_server_build
# Migrations run inside the server before it listens.
exec node --enable-source-maps dist/server/index.js
