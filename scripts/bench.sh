#!/usr/bin/env bash
# npm run bench: prints every benchmark's figures; record them in bench/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_dependencies
for bench in bench/*.ts; do
  echo "==> $bench"
  npx tsx "$bench"
done
