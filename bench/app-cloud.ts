// App Cloud (ADR 0006) with 100,000 records in one collection of one app's preview, on PGlite and
// again on PostgreSQL (BENCH_DATABASE_URL, else the machine's, in a scratch database dropped
// afterwards; skipped when none answers). Over HTTP on the app's host, one keep-alive client in
// this process, sequential and 10 concurrent, each row against a bare Hono JSON handler on the
// same node server package in the same run:
//   (a) a page of 50 with an equality filter (done = true), newest first, as the owning device;
//   (b) a page of 50 with a range filter on a data field (minutes >= 60), sorted by that field;
//   (c) adding one record.
// Then live changes: 100 SSE subscribers on one public collection, 20 writes one after another,
// the time from sending each write to each subscriber's `created` event. Plus the query plans.
import { serve } from '@hono/node-server';
import { desc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { cloudRecords } from '../src/server/db/schema';
import type { RunningServer } from '../src/server/server';
import { scratchDatabase } from '../tests/support/scratch-postgres';
import { benchServer } from './support/bench-server';
import { type BenchCloudApp, benchCloudApp, explainList, rowsOf, seedRecords } from './support/cloud-app';
import { HostClient, keepAliveAgent, type LoadOptions, type LoadResult, load, percentile } from './support/http-load';
import { ChangeWatcher } from './support/sse-watcher';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const WATCHERS = 100;
const WRITES = 20;
type Budget = Omit<LoadOptions, 'status'>;
// Rows without a device run for a fixed time. Pro allows 1,200 requests a minute per device, so
// each device's row stops at 10 + 100 sequential and 10 + 300 concurrent: never rate-limited.
const open: [Budget, Budget] = [
  { concurrency: 1, maxRequests: 100_000, maxMs: 2_000, warmup: 200 },
  { concurrency: 10, maxRequests: 100_000, maxMs: 3_000, warmup: 200 },
];
const perDevice: [Budget, Budget] = [
  { concurrency: 1, maxRequests: 100, maxMs: 3_000, warmup: 10 },
  { concurrency: 10, maxRequests: 300, maxMs: 4_000, warmup: 10 },
];

const filtered = { where: [{ field: 'done', op: 'eq', value: true }], sort: 'createdAt', order: 'desc', limit: 50 };
const ranged = { where: [{ field: 'minutes', op: 'gte', value: 60 }], sort: 'minutes', order: 'asc', limit: 50 };

// The baseline: a JSON body in, JSON out, on @hono/node-server like the real server, no middleware.
const bare = new Hono().post('/', async (c) => c.json({ items: [], query: await c.req.json() }));
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => bareServer.once('listening', resolve));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}`;

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const num = (n: number) => Math.round(n).toLocaleString('en-US');
const ratio = (n: number) => (n < 0.1 ? n.toFixed(3) : n.toFixed(2));

async function pass(label: string, server: RunningServer) {
  const [version] = rowsOf(await server.deps.db.execute(sql`select version() as v`));
  const app = await benchCloudApp(server, 'pro', { collections: { feed: { read: 'public' } } });
  const [owner, writer, probe] = [await app.device(), await app.device(), await app.device()];
  const scope = { projectId: app.projectId, collection: 'tasks', ownerId: owner.id };
  const seedStart = performance.now();
  await seedRecords(server.deps.db, scope, RECORDS);
  const seedMs = performance.now() - seedStart;

  const agents = [keepAliveAgent(1), keepAliveAgent(10)] as const;
  const clients = agents.map((agent) => ({
    bare: new HostClient(bareUrl, new URL(bareUrl).host, agent),
    main: new HostClient(server.url, new URL(server.url).host, agent),
    app: new HostClient(server.url, app.host, agent),
  }));
  type Client = (typeof clients)[number];
  const as = (device: { token: string }) => ({ authorization: `Bearer ${device.token}` });
  const query = (c: Client, body: unknown) => c.app.send('POST', '/_cloud/v1/collections/tasks/query', body, as(owner));
  await checkPages(clients[0] as Client, query);

  const record = { name: 'New', done: false, minutes: 15, tag: 'tag1' };
  const rows: Array<[string, (c: Client) => ReturnType<HostClient['send']>, number, [Budget, Budget]]> = [
    ['bare Hono JSON handler, POST (baseline)', (c) => c.bare.send('POST', '/', filtered), 200, open],
    ['GET /healthz, main host (`select 1`)', (c) => c.main.send('GET', '/healthz'), 200, open],
    [
      'GET /_cloud/v1/identity (host, plan, token; no records)',
      (c) => c.app.send('GET', '/_cloud/v1/identity', undefined, as(probe)),
      200,
      perDevice,
    ],
    ['(a) query `done eq true`, newest first, 50 of 100k', (c) => query(c, filtered), 200, perDevice],
    ['(b) query `minutes gte 60`, sort `minutes`, 50 of 100k', (c) => query(c, ranged), 200, perDevice],
    [
      '(c) add one record',
      (c) => c.app.send('POST', '/_cloud/v1/collections/tasks/records', record, as(writer)),
      201,
      perDevice,
    ],
  ];
  const results: Array<[string, LoadResult, LoadResult]> = [];
  for (const [name, call, status, [one, ten]] of rows) {
    const sequential = await load(name, () => call(clients[0] as Client), { ...one, status });
    const concurrent = await load(name, () => call(clients[1] as Client), { ...ten, status });
    results.push([name, sequential, concurrent]);
  }
  for (const agent of agents) agent.destroy();

  console.log(`\n### ${label}: ${String(version?.v).split(' on ')[0]}`);
  console.log(`${num(RECORDS)} records seeded in one statement in ${ms(seedMs / 1000)} s, then ANALYZE.`);
  console.log('Rows without a device: 2 s / 3 s after 200 warm-up requests; per device: 100 / 300 requests.\n');
  console.log('| request | 1 conn req/s | p50 / p99 ms | vs baseline | 10 conns req/s | p50 / p99 ms | vs baseline |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const [, base1, base10] = results[0] as [string, LoadResult, LoadResult];
  for (const [name, one, ten] of results)
    console.log(
      `| ${name} | ${num(one.rps)} | ${ms(one.p50)} / ${ms(one.p99)} | ${ratio(one.rps / base1.rps)}x | ${num(ten.rps)} | ${ms(ten.p50)} / ${ms(ten.p99)} | ${ratio(ten.rps / base10.rps)}x |`,
    );

  for (const [name, body] of [
    ['(a)', filtered],
    ['(b)', ranged],
  ] as const) {
    const plan = await explainList(server.deps.db, scope, body);
    console.log(`\nplan ${name} on ${label}:\n${plan.map((line) => `    ${line}`).join('\n')}`);
  }
  // The indexes hold created_at DESC NULLS LAST; ORDER BY … DESC means NULLS FIRST.
  const matching = [sql`${cloudRecords.createdAt} desc nulls last`, desc(cloudRecords.id)];
  const whatIf = await explainList(server.deps.db, scope, filtered, matching);
  const shown = whatIf.filter((line) => /Scan|Sort|Execution Time/.test(line)).map((line) => line.trim());
  console.log(`\nplan (a) ordered \`created_at desc nulls last\` (as indexed): ${shown.join(' | ')}`);

  await fanOut(label, server, app);
}

/** The pages hold what the filters ask for, so the figures are of real answers. */
async function checkPages<C>(client: C, query: (c: C, body: unknown) => ReturnType<HostClient['send']>) {
  const page = async (body: unknown) =>
    JSON.parse((await query(client, body)).text) as { items: Array<Record<string, unknown>>; hasMore: boolean };
  const a = await page(filtered);
  if (
    a.items.length !== 50 ||
    !a.hasMore ||
    !a.items.every((r) => r.done === true) ||
    a.items[0]?.name !== 'Task 100000'
  )
    throw new Error(`(a) gave ${JSON.stringify(a).slice(0, 300)}`);
  const b = await page(ranged);
  if (b.items.length !== 50 || !b.hasMore || !b.items.every((r) => r.minutes === 60))
    throw new Error(`(b) gave ${JSON.stringify(b).slice(0, 300)}`);
}

/** 100 subscribers on a public collection; 20 writes one at a time; send-to-event per subscriber. */
async function fanOut(label: string, server: RunningServer, app: BenchCloudApp) {
  const watchers: ChangeWatcher[] = [];
  try {
    for (let i = 0; i < WATCHERS; i++) {
      const device = await app.device();
      watchers.push(new ChangeWatcher(server.url, app.host, '/_cloud/v1/collections/feed/changes', device.token));
    }
    await Promise.all(watchers.map((w) => w.ready));
    const writer = await app.device();
    const agent = keepAliveAgent(1);
    const client = new HostClient(server.url, app.host, agent);
    const delays: number[] = [];
    const lastPerWrite: number[] = [];
    const answers: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const mark = `write-${i}`;
      const sent = performance.now();
      const res = await client.send(
        'POST',
        '/_cloud/v1/collections/feed/records',
        { mark, text: 'hello' },
        { authorization: `Bearer ${writer.token}` },
      );
      if (res.status !== 201) throw new Error(`feed write answered ${res.status}: ${res.text}`);
      answers.push(performance.now() - sent);
      const arrived = await Promise.all(watchers.map((w) => w.created(mark)));
      const these = arrived.map((at) => at - sent);
      delays.push(...these);
      lastPerWrite.push(Math.max(...these));
    }
    agent.destroy();
    console.log(
      `\nlive changes on ${label}: ${WATCHERS} SSE subscribers, ${WRITES} writes, ${delays.length} deliveries (ms from sending the write)\n`,
    );
    console.log('| measure | p50 | p99 | max |');
    console.log('|---|---:|---:|---:|');
    for (const [name, values] of [
      ['write answered (201)', answers],
      ['`created` event at a subscriber', delays],
      ['last of the 100 subscribers, per write', lastPerWrite],
    ] as const)
      console.log(
        `| ${name} | ${ms(percentile(values, 0.5))} | ${ms(percentile(values, 0.99))} | ${ms(Math.max(...values))} |`,
      );
  } finally {
    for (const w of watchers) w.close();
  }
}

const started = performance.now();
const pglite = await benchServer();
try {
  await pass('PGlite', pglite);
} finally {
  await pglite.close();
}

const scratch = await scratchDatabase();
if ('skipped' in scratch) console.log(`\nPostgreSQL skipped: ${scratch.skipped}`);
else {
  try {
    const server = await benchServer({ DATABASE_URL: scratch.url });
    try {
      await pass('PostgreSQL', server);
    } finally {
      await server.close();
    }
  } finally {
    await scratch.drop();
  }
}
bareServer.close();
console.log(`\napp-cloud bench done in ${ms((performance.now() - started) / 1000)} s`);
process.exit(0);
