// App Functions (issue 32): a warm call's time through our path (the jailed workerd, our entry
// module, the call's context and logs) against a bare workerd serving the same hello world over
// the same kind of socket, interleaved in one process; a cold call (a new process); and calls per
// second with 16 in flight.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { FunctionProcess } from '../src/server/apps/functions/function-process';
import { functionsCompatibilityDate } from '../src/server/apps/functions/workerd-jail';
import { functionLimits } from '../src/shared/functions/limits';

const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const hello = 'export default { async fetch() { return Response.json({ hello: "world" }); } };';
const ourHello = 'export default async function () { return Response.json({ hello: "world" }); }';
const limits = { ...functionLimits.pro, wallMs: 10_000 };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (n: number) => n.toFixed(2);

/** workerd with nothing of ours: the hello world as its only worker, on a Unix socket. */
async function bareWorkerd() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-workerd-'));
  const socket = path.join(dir, 'http.sock');
  await writeFile(path.join(dir, 'hello.js'), hello);
  await writeFile(
    path.join(dir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "hello", worker = (modules = [ (name = "hello.js", esModule = embed "hello.js") ], compatibilityDate = "${functionsCompatibilityDate}")) ],
  sockets = [ (name = "http", address = "unix:${socket}", http = (), service = "hello") ],
);
`,
  );
  const binary = (createRequire(import.meta.url)('workerd') as { default: string }).default;
  const child = spawn(binary, ['serve', path.join(dir, 'config.capnp')], { stdio: 'ignore' });
  for (let i = 0; i < 500 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 100));
  const agent = new http.Agent({ keepAlive: true });
  const call = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.request({ socketPath: socket, path: '/', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve());
      });
      request.on('error', reject);
      request.end();
    });
  return {
    call,
    stop: async () => {
      child.kill('SIGKILL');
      agent.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const modules = new Map([['hello', ourHello]]);
const request = { method: 'POST', url: 'https://app.example/_cloud/v1/functions/hello', headers: {}, body: undefined };
const context = { caller: null, env: 'preview' as const, secrets: { KEY: 'value' } };

// --- 1. cold: a new process and its first call ---------------------------------------------
const coldStarted = performance.now();
const cold = await FunctionProcess.start({ modules, memoryMb: limits.memoryMb }, limits);
const coldFirst = await cold.call('hello', request, context);
const coldMs = performance.now() - coldStarted;
if (coldFirst.outcome !== 'ok') throw new Error(`cold call: ${coldFirst.outcome}`);
await cold.stop();

// --- 2. warm, interleaved with bare workerd ------------------------------------------------
const ours = await FunctionProcess.start({ modules, memoryMb: limits.memoryMb }, limits);
const bare = await bareWorkerd();
const oursMs: number[] = [];
const bareMs: number[] = [];
for (let i = 0; i < 20; i++) {
  await ours.call('hello', request, context);
  await bare.call();
}
for (let i = 0; i < RUNS; i++) {
  let started = performance.now();
  const result = await ours.call('hello', request, context);
  oursMs.push(performance.now() - started);
  if (result.outcome !== 'ok') throw new Error(`warm call: ${result.outcome}`);
  started = performance.now();
  await bare.call();
  bareMs.push(performance.now() - started);
}

// --- 3. throughput: 16 calls in flight for a few seconds ------------------------------------
async function throughput(call: () => Promise<unknown>) {
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (performance.now() < until) {
        await call();
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}
const oursPerSecond = await throughput(() => ours.call('hello', request, context));
const barePerSecond = await throughput(() => bare.call());
await ours.stop();
await bare.stop();

const [p50, p99, bare50, bare99] = [
  percentile(oursMs, 0.5),
  percentile(oursMs, 0.99),
  percentile(bareMs, 0.5),
  percentile(bareMs, 0.99),
];
console.log(`App Functions, hello world, ${RUNS} warm calls each, interleaved`);
console.log(`  bare workerd (baseline): p50 ${ms(bare50)} ms, p99 ${ms(bare99)} ms`);
console.log(`  our call (jail, entry, context, logs): p50 ${ms(p50)} ms, p99 ${ms(p99)} ms`);
console.log(`  added at p50: ${ms(p50 - bare50)} ms (goal ≤ 5 ms); ratio ${(p50 / bare50).toFixed(2)}x`);
console.log(`  cold call (new jailed process, first answer): ${coldMs.toFixed(0)} ms`);
console.log(
  `  calls per second, 16 in flight: ours ${oursPerSecond.toFixed(0)}, bare ${barePerSecond.toFixed(0)} (${(oursPerSecond / barePerSecond).toFixed(2)}x)`,
);
