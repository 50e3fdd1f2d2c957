// Git sync (issue: two-way Git sync): on loopback against git http-backend,
// 1. pushing a 50-file version (fetch the branch, write the commit, push) through the sync job,
// 2. importing a commit that changes 50 files (fetch, read the tree, admit, new version),
// each against the git CLI doing the same over the same server in this run (clone/fetch + commit
// + push), the cost a developer pays by hand.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { projectFiles } from '../src/server/db/schema';
import { snapshotProject } from '../src/server/features/versions/versions.service';
import { startGitBenchWorld } from './support/git-bench-world';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const exec = promisify(execFile);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
async function timed(work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const { git, db, projectId, connect, sync, close } = await startGitBenchWorld('git-sync');
const fileContent = (i: number, round: number) =>
  `export function Part${i}() {\n  return <section className="p-4">Part ${i}, round ${round}</section>;\n}\n`.repeat(8);

async function writeVersion(round: number) {
  for (let i = 0; i < 50; i++) {
    await db
      .insert(projectFiles)
      .values({ projectId, filePath: `src/parts/Part${i}.tsx`, content: fileContent(i, round), fileType: 'tsx' })
      .onConflictDoUpdate({
        target: [projectFiles.projectId, projectFiles.filePath],
        set: { content: fileContent(i, round) },
      });
  }
  await snapshotProject(db, projectId, { summary: `Round ${round}` });
}

await git.createRepository('bench');
await writeVersion(0);
await connect('bench');

const pushes: number[] = [];
const imports: number[] = [];
for (let round = 1; round <= RUNS; round++) {
  await writeVersion(round * 2 - 1);
  pushes.push(await timed(() => sync()));
  const changes = Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => [`src/parts/Part${i}.tsx`, fileContent(i, round * 2)]),
  );
  await git.commit('bench', { message: `Remote round ${round}`, write: changes });
  imports.push(await timed(() => sync()));
}
const [row] = await db.select().from(projectFiles).where(eq(projectFiles.filePath, 'src/parts/Part0.tsx'));
if (!row?.content.includes(`round ${RUNS * 2}`)) throw new Error('the last import did not land');

// Baseline: the git CLI over the same server, one clone kept, a 50-file commit pushed and fetched.
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-git-'));
const remote = git.url('bench').replace('http://', `http://git-user:${git.token}@`);
const cli = (args: string[], cwd = work) =>
  exec('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd,
    env: { ...process.env, HOME: work },
  });
await cli(['clone', '--depth', '1', remote, 'a']);
await cli(['clone', '--depth', '1', remote, 'b']);
const cliPushes: number[] = [];
const cliFetches: number[] = [];
for (let round = 1; round <= RUNS; round++) {
  for (let i = 0; i < 50; i++)
    await writeFile(path.join(work, 'a', `src/parts/Part${i}.tsx`), fileContent(i, 1000 + round));
  cliPushes.push(
    await timed(async () => {
      await cli(['add', '-A'], path.join(work, 'a'));
      await cli(['commit', '-qm', `cli ${round}`], path.join(work, 'a'));
      await cli(['push', '-q', 'origin', 'HEAD:main'], path.join(work, 'a'));
    }),
  );
  cliFetches.push(await timed(() => cli(['pull', '-q', '--ff-only', 'origin', 'main'], path.join(work, 'b'))));
}
await rm(work, { recursive: true, force: true });

const pushMs = median(pushes);
const importMs = median(imports);
const rows = [
  ['git CLI: add, commit and push 50 files (baseline)', median(cliPushes), 1],
  ['sync job: push a 50-file version', pushMs, pushMs / median(cliPushes)],
  ['git CLI: pull a 50-file commit (baseline)', median(cliFetches), 1],
  ['sync job: import a 50-file commit as a version', importMs, importMs / median(cliFetches)],
] as const;
console.log(`Git sync, ${RUNS} runs each, median ms (bar: each sync ≤ 1000 ms)`);
console.log('| operation | ms | vs git CLI |\n|---|---:|---:|');
for (const [name, ms, ratio] of rows) console.log(`| ${name} | ${ms.toFixed(0)} | ${ratio.toFixed(2)}x |`);
if (pushMs > 1000 || importMs > 1000) console.log('OVER THE 1 s BAR');
await close();
