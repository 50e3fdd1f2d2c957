// Scale out (issue 18): what a second web instance on the same PostgreSQL adds. The production
// server as its own process over a scratch database; users signed in over HTTP with a few
// projects each; then a signed-in read (GET /api/projects, the dashboard list) and GET /healthz
// at a fixed number of requests in flight, against: one instance directly, the same instance
// through a loopback round-robin balancer (bench/support/loopback-balancer.ts, its own process,
// so its cost is visible), and two instances through that balancer. Everything (servers,
// balancer, load generator, PostgreSQL) shares this machine's cores, which the table shows.
// Each setup's 15 s are split into rounds taken in turn, so other work on the machine falls on
// all three alike. BENCH_SCALE_SECONDS (default 15), BENCH_SCALE_ROUNDS (3), BENCH_SCALE_CONCURRENCY
// (32) and BENCH_SCALE_USERS (8) change the run.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port';
import { scratchDatabase } from '../tests/support/scratch-postgres';
import { cpuSeconds, type ServerProcess, signedInOverHttp, startServerProcess } from '../tests/support/server-process';
import { HostClient, keepAliveAgent, percentile, type Reply } from './support/http-load';
import { type BalancerProcess, startBalancerProcess } from './support/loopback-balancer';

const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 15);
const concurrency = Number(process.env.BENCH_SCALE_CONCURRENCY ?? 32);
const userCount = Number(process.env.BENCH_SCALE_USERS ?? 8);
const projectsPerUser = 3;
const rounds = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const routes = ['/api/projects', '/healthz'];
const warmupMs = 2_000;
// As bench/load.ts and the soak: `npm start`'s bundle when built (npm run bench builds it), else the source.
const entry = existsSync('dist/server/index.js') ? 'bundle' : 'source';

interface Reader {
  cookie: string;
  address: string;
}

interface Setup {
  label: string;
  url: string;
  host: string;
  servers: ServerProcess[];
  balancer: BalancerProcess | null;
}

interface Tally {
  latencies: number[];
  errors: Map<string, number>;
  elapsed: number;
  /** req/s of each round, for the spread. */
  rounds: number[];
  /** CPU seconds used while this setup was driven (summed over rounds). */
  cpu: { servers: number; balancer: number; client: number; postgres: number; machine: number };
}

interface Row extends Tally {
  setup: string;
  route: string;
}

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) await step().catch((error) => console.error(error));
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

/** Busy and total jiffies of the whole machine, from /proc/stat's first line. */
async function machineTicks() {
  const fields = (await readFile('/proc/stat', 'utf8')).split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

/** CPU seconds of every PostgreSQL process on the machine (its backends serve both instances). */
async function postgresSeconds() {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const names = await Promise.all(pids.map((pid) => readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')));
  const own = pids.filter((_, i) => names[i]?.trim() === 'postgres');
  return (await Promise.all(own.map((pid) => cpuSeconds(Number(pid)).catch(() => 0)))).reduce((a, b) => a + b, 0);
}

/** `concurrency` loops, each sending its next request when its last one is answered, for `ms`. */
async function drive(setup: Setup, pathname: string, readers: Reader[], ms: number) {
  const agent = keepAliveAgent(concurrency);
  const client = new HostClient(setup.url, setup.host, agent);
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const started = performance.now();
  const end = started + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      const reader = readers[i % readers.length] as Reader;
      const headers = { cookie: reader.cookie, 'x-forwarded-for': reader.address };
      while (performance.now() < end) {
        const at = performance.now();
        const reply: Reply = await client
          .send('GET', pathname, undefined, headers)
          .catch((error: Error) => ({ status: 0, text: error.message }));
        latencies.push(performance.now() - at);
        if (reply.status !== 200) {
          const key = reply.status ? String(reply.status) : reply.text;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, errors, elapsed };
}

async function cpuNow(setup: Setup) {
  const ticks = await machineTicks();
  const usage = process.cpuUsage();
  return {
    servers: (await Promise.all(setup.servers.map((s) => cpuSeconds(s.pid)))).reduce((a, b) => a + b, 0),
    balancer: setup.balancer ? await cpuSeconds(setup.balancer.pid) : 0,
    client: (usage.user + usage.system) / 1e6,
    postgres: await postgresSeconds(),
    // In core-seconds, like the others: the share of the machine busy times its cores times the time.
    busy: ticks.busy,
    total: ticks.total,
  };
}

/**
 * Each setup in turn for `rounds` rounds (the order rotating), so that other work on this shared
 * machine falls on all of them alike rather than on whichever ran at that moment.
 */
async function measure(setups: Setup[], route: string, readers: Reader[]): Promise<Row[]> {
  const tallies = setups.map(
    (): Tally => ({
      latencies: [],
      errors: new Map(),
      elapsed: 0,
      rounds: [],
      cpu: { servers: 0, balancer: 0, client: 0, postgres: 0, machine: 0 },
    }),
  );
  for (const setup of setups) await drive(setup, route, readers, warmupMs);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < setups.length; k++) {
      const index = (round + k) % setups.length;
      const setup = setups[index] as Setup;
      const tally = tallies[index] as Tally;
      const before = await cpuNow(setup);
      const run = await drive(setup, route, readers, (seconds * 1000) / rounds);
      const after = await cpuNow(setup);
      tally.latencies.push(...run.latencies);
      for (const [what, count] of run.errors) tally.errors.set(what, (tally.errors.get(what) ?? 0) + count);
      tally.elapsed += run.elapsed;
      tally.rounds.push(run.latencies.length / run.elapsed);
      tally.cpu.servers += after.servers - before.servers;
      tally.cpu.balancer += after.balancer - before.balancer;
      tally.cpu.client += after.client - before.client;
      tally.cpu.postgres += after.postgres - before.postgres;
      tally.cpu.machine += ((after.busy - before.busy) / (after.total - before.total)) * os.cpus().length * run.elapsed;
    }
  }
  return setups.map((setup, i) => {
    const tally = tallies[i] as Tally;
    const rps = tally.latencies.length / tally.elapsed;
    console.log(`  ${setup.label}, GET ${route}: ${rps.toFixed(0)} req/s over ${tally.latencies.length} requests`);
    return { setup: setup.label, route, ...tally };
  });
}

/** Signs a user up through `front` (the balancer, the public URL) and creates their projects. */
async function prepareReader(front: ServerProcess, n: number): Promise<Reader> {
  const { browser } = await signedInOverHttp(front, `scale-${n}`);
  for (let p = 0; p < projectsPerUser; p++) {
    const created = await browser.post('/api/projects', { prompt: `A habit tracker number ${p + 1}` });
    if (created.status !== 201) throw new Error(`project not created: ${created.status} ${await created.text()}`);
  }
  return { cookie: browser.cookieHeader(), address: browser.address };
}

/** The signed-in list as `server` answers it directly: the same session works on every instance. */
async function checkShared(server: ServerProcess, reader: Reader) {
  const res = await server.request('/api/projects', { headers: { cookie: reader.cookie } });
  const body = (await res.json()) as { total?: number };
  if (res.status !== 200 || body.total !== projectsPerUser)
    throw new Error(`instance on ${server.port} answered ${res.status}, total ${body.total}, for another's session`);
}

function report(rows: Row[]) {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const rpsOf = (r: Row) => r.latencies.length / r.elapsed;
  console.log(
    '\n| setup | GET | req/s | rounds min-max | p50 | p99 | errors | CPU cores: servers / balancer / load generator / PostgreSQL / whole machine |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const errors = [...r.errors].map(([what, count]) => `${count}× ${what}`).join(', ') || '0';
    const { servers, balancer, client, postgres, machine } = r.cpu;
    const cores = [servers, balancer, client, postgres, machine].map((v) => (v / r.elapsed).toFixed(2));
    const spread = `${Math.min(...r.rounds).toFixed(0)}-${Math.max(...r.rounds).toFixed(0)}`;
    console.log(
      `| ${r.setup} | ${r.route} | ${rpsOf(r).toFixed(0)} | ${spread} | ${ms(percentile(r.latencies, 0.5))} | ${ms(percentile(r.latencies, 0.99))} | ${errors} | ${cores.join(' / ')} |`,
    );
  }
  const rps = (setup: string, route: string) => {
    const row = rows.find((r) => r.setup.startsWith(setup) && r.route === route);
    return row ? rpsOf(row) : 0;
  };
  for (const route of routes) {
    const direct = rps('1 instance, direct', route);
    const one = rps('1 instance, via', route);
    const two = rps('2 instances, via', route);
    console.log(
      `GET ${route}: 2 vs 1 instance via the balancer ${(two / one).toFixed(2)}x; 1 via the balancer vs direct ${(one / direct).toFixed(2)}x; 2 via the balancer vs 1 direct ${(two / direct).toFixed(2)}x`,
    );
  }
}

async function main() {
  const scratch = await scratchDatabase();
  if ('skipped' in scratch) return console.log(`Scale-out bench skipped: ${scratch.skipped}`);
  cleanups.push(() => scratch.drop());
  const [portOne, portTwo] = [await freePort(), await freePort()];
  const publicUrl = `http://localhost:${portTwo}`;
  // What several instances must agree on (docs/deploy.md): one database, one AUTH_SECRET and
  // ENCRYPTION_KEY, the public URL; each keeps its own DATA_DIR.
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: scratch.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    APP_URL: publicUrl,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
    ...(existsSync('dist/web') ? { WEB_DIST_DIR: path.resolve('dist/web') } : {}),
  };
  const instance = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-scale-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess({ dataDir, entry, env });
    cleanups.push(() => server.stop());
    return server;
  };
  const balancerOver = async (port: number, servers: ServerProcess[]) => {
    const balancer = await startBalancerProcess(
      port,
      servers.map((s) => s.port),
    );
    cleanups.push(() => balancer.stop());
    return balancer;
  };

  console.log(
    `Scale-out: ${entry} server on PostgreSQL ${scratch.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const one = await instance();
  const two = await instance();
  const overOne = await balancerOver(portOne, [one]);
  const overTwo = await balancerOver(portTwo, [one, two]);
  // Sign-up, the mailbox and the confirmation link through the balancer: they land on both instances.
  const front: ServerProcess = {
    ...one,
    url: publicUrl,
    request: (pathname, init) => fetch(new URL(pathname, publicUrl), init),
  };
  const readers: Reader[] = [];
  for (let n = 0; n < userCount; n++) readers.push(await prepareReader(front, n));
  for (const server of [one, two]) await checkShared(server, readers[0] as Reader);
  console.log(
    `${userCount} users signed in with ${projectsPerUser} projects each; ${concurrency} requests in flight; ${seconds} s per row in ${rounds} rounds`,
  );

  const setups: Setup[] = [
    { label: '1 instance, direct', url: one.url, host: new URL(one.url).host, servers: [one], balancer: null },
    {
      label: '1 instance, via balancer',
      url: overOne.url,
      host: `localhost:${portOne}`,
      servers: [one],
      balancer: overOne,
    },
    {
      label: '2 instances, via balancer',
      url: overTwo.url,
      host: `localhost:${portTwo}`,
      servers: [one, two],
      balancer: overTwo,
    },
  ];
  const rows: Row[] = [];
  for (const route of routes) rows.push(...(await measure(setups, route, readers)));
  report(rows);
  console.log(`load average at the end ${os.loadavg()[0]?.toFixed(1)}`);
}

try {
  await main();
} finally {
  await cleanUp();
}
