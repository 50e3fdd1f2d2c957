#!/usr/bin/env bash
# npm run dev: the API on :3001 (restarts on change) and Vite with hot reload on :3000 proxying to it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_dependencies
ensure_bubblewrap
export API_PORT="${API_PORT:-3001}"
PORT="$API_PORT" npx tsx watch src/server/index.ts &
api_pid=$!
trap 'kill $api_pid 2>/dev/null' EXIT
npx vite
