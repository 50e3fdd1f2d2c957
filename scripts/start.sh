#!/usr/bin/env bash
# npm start: install if needed, build the web app, migrate, serve on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_dependencies
ensure_web_build
# Migrations run inside the server before it listens.
exec npx tsx src/server/index.ts
