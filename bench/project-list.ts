// The dashboard's project list (GET /api/projects?page=N) for a user with 10,000 projects, in a
// table that also holds 10,000 rows of other users: the first page and a deep page (1,500), each
// as a ratio against listing the 6 projects of a table that holds only those 6. Measured over
// HTTP (what the dashboard waits for) and as the bare service call (what the rows themselves
// cost), with the query plans that explain the difference.

import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { personalWorkspaceId } from '../src/server/access/workspaces';
import { projects } from '../src/server/db/schema';
import { listProjects } from '../src/server/features/projects/projects.service';
import type { RunningServer } from '../src/server/server';
import { benchServer, signedInUser } from './support/bench-server';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
const ownRows = 10_000;
const otherUsers = 4;
const otherRowsEach = 2_500;

/** Projects with distinct, spread-out access times, inserted in batches. */
async function seed(server: RunningServer, userId: string, count: number) {
  const workspaceId = await personalWorkspaceId(server.deps.db, userId);
  const start = Date.now() - count * 60_000;
  for (let offset = 0; offset < count; offset += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, count - offset) }, (_, i) => {
      const n = offset + i;
      const at = new Date(start + n * 60_000);
      return {
        userId,
        workspaceId,
        name: `New Project - ${at.toLocaleDateString()}`,
        description: `Project ${n}: a booking site with a calendar, a pricing table and a contact form. `.repeat(3),
        status: n % 5 === 0 ? 'completed' : 'building',
        createdAt: at,
        updatedAt: at,
        lastAccessedAt: at,
      };
    });
    await server.deps.db.insert(projects).values(batch);
  }
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
}

const median = (list: Sample[]): Sample =>
  [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)] as Sample;

async function measure(url: string, cookie: string): Promise<Sample> {
  const result = await autocannon({ url, connections, duration, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function check(url: string, cookie: string, expected: { rows: number; total: number }) {
  const body = (await (await fetch(url, { headers: { cookie } })).json()) as { projects: unknown[]; total: number };
  if (body.projects.length !== expected.rows || body.total !== expected.total)
    throw new Error(`${url}: ${body.projects.length} rows of ${body.total}, expected ${JSON.stringify(expected)}`);
}

const small = await benchServer();
const smallUser = await signedInUser(small, 'baseline');
await seed(small, smallUser.id, 6);

const big = await benchServer();
const bigUser = await signedInUser(big, 'heavy');
await seed(big, bigUser.id, ownRows);
for (let i = 0; i < otherUsers; i++) await seed(big, (await signedInUser(big, `other${i}`)).id, otherRowsEach);
await big.deps.db.execute(sql`analyze projects`);

const baselineUrl = `${small.url}/api/projects?page=1`;
const firstUrl = `${big.url}/api/projects?page=1`;
const deepUrl = `${big.url}/api/projects?page=1500`;
await check(baselineUrl, smallUser.cookie, { rows: 6, total: 6 });
await check(firstUrl, bigUser.cookie, { rows: 6, total: ownRows });
await check(deepUrl, bigUser.cookie, { rows: 6, total: ownRows });

// Interleaved rounds, median per row: a busy machine then slows every row alike.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const samples = { baseline: [] as Sample[], first: [] as Sample[], deep: [] as Sample[] };
for (let round = 0; round < rounds; round++) {
  samples.baseline.push(await measure(baselineUrl, smallUser.cookie));
  samples.first.push(await measure(firstUrl, bigUser.cookie));
  samples.deep.push(await measure(deepUrl, bigUser.cookie));
}
const baseline = median(samples.baseline);
const http = [
  ['6 projects in the table, page 1 (baseline)', baseline],
  [`${ownRows} own + ${otherUsers * otherRowsEach} others', page 1`, median(samples.first)],
  [`${ownRows} own + ${otherUsers * otherRowsEach} others', page 1500`, median(samples.deep)],
] as const;
console.log(
  `\nGET /api/projects, ${connections} connections, ${rounds} x ${duration}s each, median (requests/s, vs baseline, latency p50/p99 ms)`,
);
for (const [name, r] of http)
  console.log(
    `${name.padEnd(46)} ${r.rps.toFixed(0).padStart(6)}  ${(r.rps / baseline.rps).toFixed(2)}x  ${r.p50}/${r.p99}`,
  );

// The same service call without HTTP and the session lookup: what the 10,000 rows themselves cost.
const calls = Number(process.env.BENCH_CALLS ?? 200);
async function timeService(server: RunningServer, userId: string, page: number) {
  for (let i = 0; i < 10; i++) await listProjects(server.deps.db, userId, { page, q: '', sort: 'opened' });
  const started = performance.now();
  for (let i = 0; i < calls; i++) await listProjects(server.deps.db, userId, { page, q: '', sort: 'opened' });
  return (performance.now() - started) / calls;
}
const serviceBaseline = await timeService(small, smallUser.id, 1);
const service = [
  ['6 projects in the table, page 1 (baseline)', serviceBaseline],
  ['10,000 own rows, page 1', await timeService(big, bigUser.id, 1)],
  ['10,000 own rows, page 1500', await timeService(big, bigUser.id, 1500)],
] as const;
console.log(`\nlistProjects() in process, ${calls} calls each (ms per call, vs baseline)`);
for (const [name, ms] of service)
  console.log(`${name.padEnd(46)} ${ms.toFixed(2).padStart(6)}  ${(ms / serviceBaseline).toFixed(1)}x`);

// The plans behind the figures: which scan, which sort, how long inside the database.
const plans = [
  ['page 1', sql`select * from projects where user_id = ${bigUser.id} order by last_accessed_at desc, id desc limit 6`],
  [
    'page 1500',
    sql`select * from projects where user_id = ${bigUser.id} order by last_accessed_at desc, id desc limit 6 offset 8994`,
  ],
  ['count', sql`select count(*) from projects where user_id = ${bigUser.id}`],
] as const;
for (const [label, query] of plans) {
  const plan = (await big.deps.db.execute(sql`explain analyze ${query}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  const lines = plan.rows.map((row) => String(Object.values(row)[0]));
  const shown = lines.filter((line) => /Scan|Sort Method|Execution Time/.test(line)).map((line) => line.trim());
  console.log(`plan, ${label}: ${shown.join(' | ')}`);
}

await small.close();
await big.close();
