#!/usr/bin/env bash
# npm test: typecheck, lint, unit + integration tests, browser journeys, then one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_dependencies || exit 1
ensure_chromium || exit 1
ensure_git || exit 1
ensure_bubblewrap
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright.json

failed_steps=()
step_times=()
# Each step's time goes in the summary: the suite must stay under 30 minutes on 2 cores.
step() {
  local name=$1 started=$SECONDS
  shift
  echo
  echo "==> $name"
  if ! "$@"; then failed_steps+=("$name"); fi
  step_times+=("$name $((SECONDS - started))s")
}

step typecheck npx tsc --noEmit -p .
step structure node scripts/check-structure.mjs
step lint npx biome check .
step vitest npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
step build-web npm run --silent build:web
step web-budget node scripts/check-web-budget.mjs
step playwright env PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json

echo
echo "step times: $(IFS=,; echo "${step_times[*]}" | sed 's/,/, /g'), total ${SECONDS}s"
node scripts/test-summary.mjs "${failed_steps[@]}"
