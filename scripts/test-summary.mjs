// Prints the closing line of `npm test` from the runners' JSON reports, and fails if anything did.
import { existsSync, readFileSync } from 'node:fs';

const failedSteps = process.argv.slice(2);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitest = read('.tmp/vitest.json');
const playwright = read('.tmp/playwright.json');
let passed = 0;
let failed = 0;
let skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
// A step that failed without a failing test to show for it (typecheck, lint, build, a runner
// that crashed) still counts as one failure.
const failuresCounted = { vitest: vitest?.numFailedTests ?? 0, playwright: playwright?.stats.unexpected ?? 0 };
const stepFailures = failedSteps.filter((s) => !(failuresCounted[s] > 0)).length;
console.log(`summary: ${passed} passed, ${failed + stepFailures} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
