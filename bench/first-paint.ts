// Fast first paint and a production server (issue: fast first paint):
// 1. `npm start`'s server (the bundle in dist/server) against the same server through tsx: time
//    from starting the process to /healthz answering, on a data directory already made (the
//    second start of an installed checkout), and its RSS once idle.
// 2. In Chromium on loopback, against the real web build: bytes of JS and CSS on the wire for
//    /, /pricing, /dashboard and the builder (with what they would be uncompressed), and first
//    contentful and largest contentful paint for / and for the builder with a project open.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { freePort } from '../tests/support/free-port';
import { benchServer, signedInUser } from './support/bench-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

// --- 1. start-up ------------------------------------------------------------------------------
async function untilHealthy(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const rssKb = async (pid: number) => {
  const { readFile } = await import('node:fs/promises');
  return Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
};

/** Starts the server as a process on `dataDir`; returns ms to /healthz and RSS after `idleMs`. */
async function startOnce(command: string[], dataDir: string, idleMs = 0) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  try {
    await untilHealthy(`http://127.0.0.1:${port}`, child);
    const ms = performance.now() - started;
    if (idleMs) await new Promise((r) => setTimeout(r, idleMs));
    return { ms, rss: idleMs && child.pid ? await rssKb(child.pid) : 0 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-start-'));
const bundled = ['node', 'dist/server/index.js'];
const throughTsx = ['npx', 'tsx', 'src/server/index.ts'];
await startOnce(bundled, dataDir); // the first start makes and migrates the database
const startRuns = { bundled: [] as number[], tsx: [] as number[] };
for (let i = 0; i < RUNS; i += 1) {
  startRuns.bundled.push((await startOnce(bundled, dataDir)).ms);
  startRuns.tsx.push((await startOnce(throughTsx, dataDir)).ms);
}
const idle = await startOnce(bundled, dataDir, 15_000);
await rm(dataDir, { recursive: true, force: true });
console.log(`Start to /healthz answering (existing data directory, median of ${RUNS}):`);
console.log(
  `  npm start (dist/server bundle) ${median(startRuns.bundled).toFixed(0)} ms, through tsx ${median(startRuns.tsx).toFixed(0)} ms: ${(median(startRuns.bundled) / median(startRuns.tsx)).toFixed(2)}x`,
);
console.log(
  `  idle RSS 15 s after start (public pages prerendered, spare build context warm): ${(idle.rss / 1024).toFixed(0)} MB`,
);

// --- 2. pages in the browser --------------------------------------------------------------------
const server = await benchServer({ WEB_DIST_DIR: path.resolve('dist/web'), NODE_ENV: 'production' });
const user = await signedInUser(server, 'paint');
const api = (pathname: string, init: RequestInit = {}) =>
  fetch(`${server.url}${pathname}`, {
    ...init,
    headers: { cookie: user.cookie, origin: server.url, 'content-type': 'application/json' },
  });
const prompt = 'A habit tracker with daily check-ins, streaks and a weekly chart';
const project = (await (await api('/api/projects', { method: 'POST', body: JSON.stringify({ prompt }) })).json()) as {
  id: string;
};
await api(`/api/projects/${project.id}/messages`, { method: 'POST', body: JSON.stringify({ content: prompt }) });
while (
  ((await (await api(`/api/projects/${project.id}/generation`)).json()) as { run?: { status: string } }).run?.status ===
  'running'
)
  await new Promise((r) => setTimeout(r, 50));

const sessionCookies = user.cookie.split('; ').map((pair) => {
  const [name = '', ...value] = pair.split('=');
  return { name, value: value.join('='), url: server.url };
});

interface Visit {
  js: number;
  css: number;
  jsRaw: number;
  cssRaw: number;
  fcp: number;
  lcp: number;
  /** What the largest paint drew, for reading the figure. */
  lcpElement: string;
}

const rawSizes = new Map<string, Promise<number>>();
/** An asset's size uncompressed, as a client that takes no encoding gets it. */
const rawSize = (url: string) => {
  let size = rawSizes.get(url);
  if (!size) {
    size = fetch(url, { headers: { 'accept-encoding': 'identity' } })
      .then((r) => r.arrayBuffer())
      .then((b) => b.byteLength);
    rawSizes.set(url, size);
  }
  return size;
};

/** One visit with an empty cache: what went over the wire and when the page painted. */
async function visit(browser: Browser, pathname: string, signedIn: boolean, readyText: string): Promise<Visit> {
  const context = await browser.newContext();
  if (signedIn) await context.addCookies(sessionCookies);
  const page = await context.newPage();
  const sizes = { js: 0, css: 0, jsRaw: 0, cssRaw: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== server.url) return; // the preview frame's own app is not the product's page
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      (async () => {
        const { responseBodySize } = await response.request().sizes();
        sizes[kind] += responseBodySize;
        // Awaited first: a `+=` across an await would drop the sizes of responses handled meanwhile.
        const raw = await rawSize(response.url());
        sizes[`${kind}Raw`] += raw;
      })(),
    );
  });
  await page.goto(`${server.url}${pathname}`, { waitUntil: 'load' });
  await page.getByText(readyText).first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number; lcpElement: string }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          const element = last?.element;
          const lcpElement = element
            ? `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 40) ?? ''}`
            : '';
          resolve({ fcp, lcp: last?.startTime ?? fcp, lcpElement });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp: fcp, lcpElement: '' }), 1000);
      }),
  );
  await context.close();
  return { ...sizes, ...paints };
}

const browser = await chromium.launch(chromiumLaunchOptions);
const pages = [
  { name: '/', path: '/', signedIn: false, ready: 'How it works' },
  { name: '/pricing', path: '/pricing', signedIn: false, ready: 'Creator' },
  { name: '/dashboard', path: '/dashboard', signedIn: true, ready: 'Recent Projects' },
  { name: 'builder', path: `/app-builder/${project.id}`, signedIn: true, ready: 'Habit Tracker' },
];
console.log('\nOne visit with an empty cache (Chromium, loopback): on the wire, and uncompressed');
console.log('| page | JS | CSS | JS uncompressed | FCP | LCP | largest paint |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const p of pages) {
  const visits: Visit[] = [];
  for (let i = 0; i < RUNS; i += 1) visits.push(await visit(browser, p.path, p.signedIn, p.ready));
  const first = visits[0] as Visit;
  console.log(
    `| ${p.name} | ${kb(first.js)} | ${kb(first.css)} | ${kb(first.jsRaw)} | ${median(visits.map((v) => v.fcp)).toFixed(0)} ms | ${median(visits.map((v) => v.lcp)).toFixed(0)} ms | ${first.lcpElement.replaceAll('|', '/')} |`,
  );
}
console.log(`(FCP and LCP: medians of ${RUNS} visits; target for / and the builder: LCP at most 1000 ms)`);
await browser.close();
await server.close();
process.exit(0);
