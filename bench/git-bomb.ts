// Git bomb (issue 48, part 4): the server's memory while a small repository's commit comes in that
// inflates to far more, each through the sync job against git http-backend on loopback:
// 1. one 20 MB block of zeros named 50 times (1 GB inflated, about 20 kB packed): every name is
//    refused by the size in its object's header, and nothing of it is inflated but by the fetch;
// 2. one 2 MB − 1 byte file named 30 times: under the file limit, so the 50 MB budget per import
//    takes 25 of them and refuses the rest.
// Figure: peak resident memory (VmHWM, reset just before) minus resident memory before. Goal < 300 MB.
import { readFileSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { gitConnections } from '../src/server/db/schema';
import { startGitBenchWorld } from './support/git-bench-world';

const mb = 1024 * 1024;
const statusKb = (field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
/** Linux: writing 5 to clear_refs resets the peak resident size to the current one. */
const resetPeak = () => writeFileSync('/proc/self/clear_refs', '5');
const collect = () => (globalThis as { gc?: () => void }).gc?.();

const world = await startGitBenchWorld('git-bomb');
await world.git.createRepository('bomb', { files: { 'src/App.tsx': 'export default () => null;\n' } });
await world.connect('bomb');

const names = (count: number, content: string | Buffer) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`many/${i}.txt`, content]));
const cases = [
  { label: '20 MB of zeros named 50 times', files: names(50, Buffer.alloc(20 * mb)) },
  { label: '2 MB − 1 byte of text named 30 times', files: names(30, 'a'.repeat(2 * mb - 1)) },
];

console.log('Git bomb import, server memory (goal: growth < 300 MB)');
console.log('| commit | ms | RSS before MB | peak MB | growth MB | refused |\n|---|---:|---:|---:|---:|---:|');
for (const { label, files } of cases) {
  const sha = await world.git.commitTree('bomb', {
    message: label,
    files: { ...files, 'src/App.tsx': `export default () => ${JSON.stringify(label)};\n` },
  });
  collect();
  resetPeak();
  const before = statusKb('VmRSS');
  const start = performance.now();
  await world.sync();
  const ms = performance.now() - start;
  const peak = statusKb('VmHWM');
  const [row] = await world.db.select().from(gitConnections).where(eq(gitConnections.projectId, world.projectId));
  if (row?.lastSyncedCommit !== sha) throw new Error(`the commit did not come in: ${row?.lastError}`);
  const refused = (row.refused as unknown[]).length;
  const cells = [label, ms, before / 1024, peak / 1024, (peak - before) / 1024, refused];
  console.log(`| ${cells.map((c) => (typeof c === 'number' ? c.toFixed(0) : c)).join(' | ')} |`);
}
await world.close();
