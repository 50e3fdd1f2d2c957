// Security review (issue 36): the review a deploy runs, over a 50-file app (the starter with a
// records app's pages, padded with components to 50 files), median of 20 runs, against one
// regular-expression pass over the same files in this run (the floor any text check pays).
// The registry is a local one answering the bulk advisory endpoint (no advisories).

import { first } from '../src/server/ai/builtin-engine/test-utils';
import { PackageStore } from '../src/server/apps/packages/package-store';
import { inProcessUnpacker } from '../src/server/apps/packages/tarball';
import { reviewProject } from '../src/server/apps/review/review-project';
import { startFakeRegistry } from '../tests/support/fake-npm-registry';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

const files = new Map(Object.entries(first('A guestbook for my cafe with ratings').files));
for (let i = 0; files.size < 50; i++)
  files.set(
    `src/components/Extra${i}.tsx`,
    `export function Extra${i}() {\n  return <p className="p-2">Extra ${i}</p>;\n}\n`.repeat(10),
  );
const bytes = [...files.values()].reduce((n, c) => n + c.length, 0);

const registry = await startFakeRegistry([]);
const store = new PackageStore({ cacheDir: '/nonexistent', registryUrl: registry.url, unpack: inProcessUnpacker });
const reviews: number[] = [];
const floors: number[] = [];
let findings = 0;
let links = 0;
for (let run = 0; run < RUNS; run++) {
  let start = performance.now();
  const result = await reviewProject({ packages: store, registryUrl: registry.url }, files);
  reviews.push(performance.now() - start);
  findings = result.findings.length;
  start = performance.now();
  links = 0;
  for (const content of files.values()) links += content.match(/https?:\/\/\S+/g)?.length ?? 0;
  floors.push(performance.now() - start);
}
await registry.close();
const review = median(reviews);
const floor = median(floors);
console.log(
  `Security review, ${files.size} files (${Math.round(bytes / 1024)} kB), ${RUNS} runs, median (bar: 3000 ms)`,
);
console.log('| step | ms | vs one regex pass |\n|---|---:|---:|');
console.log(`| one regex pass over the files, ${links} links (baseline) | ${floor.toFixed(2)} | 1.00x |`);
console.log(
  `| the whole review (${findings} findings, advisories asked) | ${review.toFixed(1)} | ${(review / floor).toFixed(0)}x |`,
);
if (review > 3000) console.log('OVER THE 3 s BAR');
