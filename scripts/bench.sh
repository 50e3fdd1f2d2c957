#!/usr/bin/env bash
# npm run bench: prints every benchmark's figures (or those of the bench files named as arguments);
# record them in bench/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_dependencies
ensure_chromium
ensure_bubblewrap
ensure_web_build
ensure_server_build
benches=("$@")
[ ${#benches[@]} -gt 0 ] || benches=(bench/*.ts)
for bench in "${benches[@]}"; do
  echo "==> $bench"
  npx tsx "$bench"
done
