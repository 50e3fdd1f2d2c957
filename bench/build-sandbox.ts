// The build sandbox's cost (issue 29): its worker's cold start, a warm one-file rebuild through
// the sandbox against the same rebuild in this process, and Enter on the dashboard to the
// generated app's first paint with BUILD_SANDBOX on against off. Each pair runs interleaved in
// one process, so the machine's noise falls on both.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { firstAppFiles } from '../src/server/ai/builtin-engine/first-app';
import { SAMPLE_PROMPTS } from '../src/server/ai/builtin-engine/understand/sample-prompts';
import { builtinStarter } from '../src/server/ai/starter/builtin-starter';
import { BuildPool } from '../src/server/apps/build/build-pool';
import type { BuildRunner } from '../src/server/apps/build/build-runner';
import { sandboxAvailability, workerScript } from '../src/server/apps/build/sandbox/sandbox-runtime';
import { SandboxedBuildPool } from '../src/server/apps/build/sandbox/sandboxed-build-pool';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { benchServer, signedInUser } from './support/bench-server';
import { promptFromDashboard } from './support/dashboard-prompt';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PAINTS = Number(process.env.BENCH_PAINTS ?? 8);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (n: number) => n.toFixed(0);
async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  const result = (await work()) as { ok?: boolean; problems?: unknown };
  if (result && result.ok === false) throw new Error(JSON.stringify(result.problems));
  return performance.now() - started;
}

// --- 1. cold start --------------------------------------------------------------------------
const scriptMs = await timed(() => workerScript());
const probeMs = await timed(() => sandboxAvailability([]));
const trivial = new Map([['src/main.tsx', 'document.title = "x";\n']]);
const cold = new SandboxedBuildPool({ readOnly: [], warm: false });
const firstAnswerMs = await timed(() => cold.build('cold', trivial));
const secondAnswerMs = await timed(() => cold.build('cold', new Map([['src/main.tsx', 'document.title = "y";\n']])));
await cold.close();
console.log('Sandbox worker cold start');
console.log(`  bundling the worker script (once per process): ${ms(scriptMs)} ms`);
console.log(`  probing bubblewrap (once per process): ${ms(probeMs)} ms`);
console.log(
  `  a new worker's first answer (a one-line app): ${ms(firstAnswerMs)} ms; the next: ${ms(secondAnswerMs)} ms`,
);

// --- 2. warm rebuild ------------------------------------------------------------------------
const prompts = Object.values(SAMPLE_PROMPTS);
const app = firstAppFiles(SAMPLE_PROMPTS.store, builtinStarter());
const runners: Array<[string, BuildRunner]> = [
  ['in process', new BuildPool(undefined, undefined, null)],
  ['sandbox', new SandboxedBuildPool({ readOnly: [], warm: false })],
];
const rebuilds = new Map<string, number[]>(runners.map(([name]) => [name, []]));
for (const [, runner] of runners) await runner.build('bench', app);
for (let i = 0; i < RUNS; i++) {
  const changed = new Map(app);
  changed.set('src/App.tsx', `${app.get('src/App.tsx')}\n// change ${i}\n`);
  for (const [name, runner] of i % 2 ? [...runners].reverse() : runners)
    rebuilds.get(name)?.push(await timed(() => runner.build('bench', changed)));
}
for (const [, runner] of runners) await runner.close();
const inProcess = median(rebuilds.get('in process') ?? []);
const sandboxed = median(rebuilds.get('sandbox') ?? []);
console.log(`\nWarm one-file rebuild of the engine's first app (${app.size} files), ${RUNS} runs each, interleaved`);
console.log(`  in process (baseline): median ${ms(inProcess)} ms`);
console.log(`  sandbox: median ${ms(sandboxed)} ms (${(sandboxed / inProcess).toFixed(2)}x)`);

// --- 3. Enter to first paint ----------------------------------------------------------------
const browser = await chromium.launch(chromiumLaunchOptions);
const paints = new Map<string, number[]>();
const servers = await Promise.all(
  (['off', 'on'] as const).map(async (setting) => {
    const server = await benchServer({
      WEB_DIST_DIR: path.resolve('dist/web'),
      NODE_ENV: 'production',
      BUILD_SANDBOX: setting,
    });
    const { cookie } = await signedInUser(server, `sandbox-${setting}`);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: server.url };
      }),
    );
    paints.set(setting, []);
    return { setting, server, page: await context.newPage() };
  }),
);
// Free plans keep 5 projects: each prompt makes one, so both accounts stay under it by deleting.
for (let i = 0; i < PAINTS; i++) {
  const prompt = prompts[i % prompts.length] ?? SAMPLE_PROMPTS.store;
  for (const { setting, server, page } of i % 2 ? [...servers].reverse() : servers) {
    const { paintMs, projectId } = await promptFromDashboard(page, server.url, prompt);
    paints.get(setting)?.push(paintMs);
    await page.request.delete(`${server.url}/api/projects/${projectId}`, { headers: { origin: server.url } });
  }
}
await browser.close();
for (const { server } of servers) await server.close();
const paintOff = median(paints.get('off') ?? []);
const paintOn = median(paints.get('on') ?? []);
console.log(`\nEnter on the dashboard to the generated app's first paint, ${PAINTS} prompts each, interleaved`);
console.log(`  BUILD_SANDBOX=off (baseline): median ${ms(paintOff)} ms`);
console.log(`  sandbox: median ${ms(paintOn)} ms (${(paintOn / paintOff).toFixed(2)}x)`);
