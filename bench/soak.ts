// Soak (issue 17): `npm start`'s server (dist/server/index.js) as its own process on a fresh
// PGlite DATA_DIR, under a steady, mixed, signed-in load for BENCH_SOAK_MINUTES (default 20):
// several users listing their projects, opening one, reading its chat, and now and then one of
// them sending a chat message to the built-in engine (a generation and a preview build). Every
// BENCH_SOAK_SAMPLE_SECONDS (default 30) it samples the process from outside: RSS (VmRSS), open
// file descriptors (/proc/<pid>/fd), and the latency of /healthz at concurrency 1, which is the
// event-loop lag as a client feels it (the server exposes no lag figure of its own). Prints a
// table and the drift of the last quarter of samples against the first.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuthSession } from '../tests/support/auth-session';
import { readRunEvents } from '../tests/support/run-events';
import { openFds, rssKb, signedInOverHttp, startServerProcess } from '../tests/support/server-process';
import { percentile } from './support/http-load';

const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 20);
const sampleMs = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 30) * 1000;
const users = 4;
// Each simulated user waits this long between requests: a steady load, well under saturation,
// so a growing latency means the server got slower, not that the queue got longer.
const thinkMs = 100;
const chatEveryMs = 20_000;
const prompts = [
  'A habit tracker',
  'make it dark',
  'add a contact section',
  'rename the app to Steady',
  'add a search box',
  'make the buttons rounder',
];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-soak-'));
const server = await startServerProcess({
  dataDir,
  entry: 'bundle',
  // Per-IP limits count each simulated user on their own (AuthSession sends X-Forwarded-For).
  env: { NODE_ENV: 'production', TRUST_PROXY: 'true', WEB_DIST_DIR: 'dist/web' },
});

interface User {
  browser: AuthSession;
  projectId: string;
}

async function newUser(label: string): Promise<User> {
  const { browser } = await signedInOverHttp(server, label);
  const created = await browser.post('/api/projects', { prompt: 'A habit tracker' });
  if (created.status !== 201) throw new Error(`project not created: ${created.status} ${await created.text()}`);
  return { browser, projectId: ((await created.json()) as { id: string }).id };
}

const team: User[] = [];
for (let i = 0; i < users; i++) team.push(await newUser(`soak-${i}`));

// What happened since the last sample.
let window = { latencies: [] as number[], errors: 0, chats: 0, chatErrors: 0 };
const failures = new Map<string, number>();
const noteFailure = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
const started = performance.now();
const deadline = started + minutes * 60_000;
const running = () => performance.now() < deadline;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed(user: User, pathname: string) {
  const at = performance.now();
  const res = await user.browser.get(pathname).catch(() => null);
  window.latencies.push(performance.now() - at);
  if (res?.status !== 200) {
    window.errors += 1;
    noteFailure(`GET ${pathname.replace(/[0-9a-f-]{36}/, ':id')} ${res?.status ?? 'network error'}`);
  }
  await res?.arrayBuffer().catch(() => undefined);
}

async function reader(index: number) {
  const reads = [
    () => '/api/projects',
    (u: User) => `/api/projects/${u.projectId}`,
    (u: User) => `/api/projects/${u.projectId}/messages`,
    (u: User) => `/api/projects/${u.projectId}/versions`,
  ];
  for (let n = 0; running(); n++) {
    const user = team[index] as User;
    await timed(user, (reads[n % reads.length] as (u: User) => string)(user));
    await pause(thinkMs);
  }
}

// One chat at a time, users in turn; a user whose month of tokens is spent is replaced by a new
// sign-up, as new people keep arriving in the field.
async function chatter() {
  for (let n = 0; running(); n++) {
    await pause(chatEveryMs);
    if (!running()) return;
    const index = n % team.length;
    const user = team[index] as User;
    const content = prompts[n % prompts.length] as string;
    const sent = await user.browser.post(`/api/projects/${user.projectId}/messages`, { content });
    if (sent.status === 402) {
      team[index] = await newUser(`soak-new-${n}`);
      continue;
    }
    if (sent.status !== 202) {
      window.chatErrors += 1;
      noteFailure(`chat ${sent.status}`);
      continue;
    }
    const events = await readRunEvents(user.browser, user.projectId);
    const status = (events.at(-1)?.data.run as { status?: string } | undefined)?.status;
    if (status === 'completed') window.chats += 1;
    else {
      window.chatErrors += 1;
      noteFailure(`chat run ${status}`);
    }
  }
}

/** /healthz answered one at a time: the server's own delay before it gets to a request. */
async function healthLag() {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const at = performance.now();
    await (await server.request('/healthz')).arrayBuffer();
    times.push(performance.now() - at);
    await pause(50);
  }
  return { p50: percentile(times, 0.5), max: Math.max(...times) };
}

interface Sample {
  minute: number;
  rssMb: number;
  fds: number;
  lagP50: number;
  lagMax: number;
  rps: number;
  p99: number;
  errors: number;
  chats: number;
  chatErrors: number;
  /** The machine's 1-minute load average: lag on a shared 2-core box is often someone else's work. */
  load: number;
}
const samples: Sample[] = [];
async function sampler() {
  let last = performance.now();
  // The last sample lands on the deadline; none is taken in what little time is left after it.
  while (deadline - performance.now() > 1000) {
    await pause(Math.min(sampleMs, Math.max(0, deadline - performance.now())));
    const lag = await healthLag();
    const now = performance.now();
    const w = window;
    window = { latencies: [], errors: 0, chats: 0, chatErrors: 0 };
    samples.push({
      minute: (now - started) / 60_000,
      rssMb: (await rssKb(server.pid)) / 1024,
      fds: await openFds(server.pid),
      lagP50: lag.p50,
      lagMax: lag.max,
      rps: w.latencies.length / ((now - last) / 1000),
      p99: percentile(w.latencies, 0.99),
      errors: w.errors,
      chats: w.chats,
      chatErrors: w.chatErrors,
      load: os.loadavg()[0] ?? 0,
    });
    last = now;
    const s = samples.at(-1) as Sample;
    console.log(
      `${s.minute.toFixed(1).padStart(5)} min  RSS ${s.rssMb.toFixed(0)} MB  fds ${s.fds}  /healthz p50 ${s.lagP50.toFixed(1)} ms max ${s.lagMax.toFixed(1)} ms  ${s.rps.toFixed(0)} req/s p99 ${s.p99.toFixed(0)} ms  chats ${s.chats}  errors ${s.errors + s.chatErrors}  load ${s.load.toFixed(1)}`,
    );
  }
}

console.log(`Soak: ${minutes} min, ${users} users, a sample every ${sampleMs / 1000} s (server pid ${server.pid})`);
const baseline = { rssMb: (await rssKb(server.pid)) / 1024, fds: await openFds(server.pid) };
try {
  await Promise.all([...team.map((_, i) => reader(i)), chatter(), sampler()]);
} finally {
  await server.stop('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);
console.log(`\nAfter sign-up, before the load: RSS ${fixed(baseline.rssMb, 0)} MB, ${baseline.fds} fds`);
console.log('\n| min | RSS MB | fds | /healthz p50 ms | /healthz max ms | req/s | p99 ms | chats | errors | load |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const s of samples) {
  console.log(
    `| ${fixed(s.minute)} | ${fixed(s.rssMb, 0)} | ${s.fds} | ${fixed(s.lagP50)} | ${fixed(s.lagMax)} | ${fixed(s.rps, 0)} | ${fixed(s.p99, 0)} | ${s.chats} | ${s.errors + s.chatErrors} | ${fixed(s.load)} |`,
  );
}
const quarter = Math.max(1, Math.floor(samples.length / 4));
const mean = (rows: Sample[], key: keyof Sample) => rows.reduce((sum, s) => sum + s[key], 0) / (rows.length || 1);
const first = samples.slice(0, quarter);
const lastQuarter = samples.slice(-quarter);
console.log(`\nDrift, mean of the last ${quarter} samples against the first ${quarter}:`);
for (const [label, key] of [
  ['RSS MB', 'rssMb'],
  ['open fds', 'fds'],
  ['/healthz p50 ms', 'lagP50'],
  ['/healthz max ms', 'lagMax'],
  ['request p99 ms', 'p99'],
  ['req/s', 'rps'],
  ['load average', 'load'],
] as const) {
  const [a, b] = [mean(first, key), mean(lastQuarter, key)];
  console.log(
    `  ${label.padEnd(16)} ${fixed(a).padStart(8)} -> ${fixed(b).padStart(8)}  (${b >= a ? '+' : ''}${fixed(((b - a) / (a || 1)) * 100)}%)`,
  );
}
const chats = samples.reduce((sum, s) => sum + s.chats, 0);
console.log(
  `Chats completed: ${chats}; failures: ${failures.size ? JSON.stringify(Object.fromEntries(failures)) : 'none'}`,
);
