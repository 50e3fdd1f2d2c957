// Agent mode (issue 31): the type-check an agent runs after each change, cold and warm, in this
// process and through the sandboxed worker, on a generated app of some forty files; the page check
// (the app's pages opened in the jailed headless browser); then each scripted agent scenario
// through each provider's protocol: its steps, tokens and wall time.
import { firstAppFiles } from '../src/server/ai/builtin-engine/first-app';
import { SAMPLE_PROMPTS } from '../src/server/ai/builtin-engine/understand/sample-prompts';
import { builtinStarter } from '../src/server/ai/starter/builtin-starter';
import { SandboxedBuildPool } from '../src/server/apps/build/sandbox/sandboxed-build-pool';
import { TypeChecker } from '../src/server/apps/build/type-check';
import { agentScenario } from '../tests/support/agent-scenarios';
import { type ProtocolName, providerChoices, providersEnv, startFakeProviders } from '../tests/support/fake-providers';
import { benchServer, signedInUser } from './support/bench-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (n: number) => n.toFixed(0);

// --- 1. type-check --------------------------------------------------------------------------
const app = firstAppFiles(SAMPLE_PROMPTS.store, builtinStarter());
// The shop has some thirty TypeScript files; a dozen small components of the kind an agent adds
// bring it past the forty the issue names, each importing the app's own UI like real ones do.
for (let i = 1; i <= 12; i += 1) {
  app.set(
    `src/components/extra/Panel${i}.tsx`,
    `import { useState } from 'react';\nimport { Button } from '@/components/ui/button';\n\nexport function Panel${i}({ title }: { title: string }) {\n  const [open, setOpen] = useState(false);\n  return (\n    <section>\n      <h2>{title}</h2>\n      <Button onClick={() => setOpen(!open)}>{open ? 'Hide' : 'Show'}</Button>\n    </section>\n  );\n}\n`,
  );
}
const checked = [...app.keys()].filter((p) => p.startsWith('src/') && /\.tsx?$/.test(p));
const edited = (i: number) => {
  const files = new Map(app);
  // One file changed, as an agent's edit does: a new line in the app's entry.
  files.set('src/App.tsx', `${app.get('src/App.tsx')}\nexport const edit${i} = ${i};\n`);
  return files;
};
async function timeChecks(check: (files: Map<string, string>) => Promise<{ ok: boolean; problems: unknown[] }>) {
  let started = performance.now();
  const first = await check(app);
  if (!first.ok) throw new Error(JSON.stringify(first.problems));
  const coldMs = performance.now() - started;
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    started = performance.now();
    await check(edited(i));
    warm.push(performance.now() - started);
  }
  return { coldMs, warmMs: median(warm) };
}
const inProcess = new TypeChecker();
const here = await timeChecks(async (files) => inProcess.check('bench', files));
const pool = new SandboxedBuildPool({ readOnly: [], warm: false });
const sandboxed = await timeChecks((files) => pool.typeCheck('bench', files));
await pool.close();
console.log(`Type-check of a generated app (${app.size} files, ${checked.length} checked), median of ${RUNS} warm`);
console.log(`  in process: cold ${ms(here.coldMs)} ms, warm after a one-file edit ${ms(here.warmMs)} ms`);
console.log(
  `  sandboxed worker: cold ${ms(sandboxed.coldMs)} ms (TypeScript starting), warm ${ms(sandboxed.warmMs)} ms (target ≤ 1500)`,
);
console.log(`  warm / cold in process: ${(here.warmMs / here.coldMs).toFixed(2)}`);

// --- the server, and the scenarios run on it ---------------------------------------------------------------------------
const providers = await startFakeProviders(agentScenario);
const { openai, anthropic, google } = providers.fakes;
const server = await benchServer({
  ...providersEnv({ openai: openai.baseUrl, anthropic: anthropic.baseUrl, google: google.baseUrl }),
  AI_AGENT: 'auto',
  AI_AGENT_MAX_STEPS: '6',
  AI_IDLE_TIMEOUT_MS: '15000',
});
// One account and one project per protocol: a Free account's projects and tokens hold these runs.
async function chatFor(protocol: ProtocolName) {
  const user = await signedInUser(server, `agent-bench-${protocol}`);
  const headers = { 'content-type': 'application/json', cookie: user.cookie, origin: server.url };
  const post = async (path: string, body: unknown) =>
    (await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
  const get = async (path: string) => (await fetch(`${server.url}${path}`, { headers })).json();
  const project = await post('/api/projects', { prompt: 'A greeting' });
  return { post, get, project };
}

async function scenario(protocol: ProtocolName, chat: Awaited<ReturnType<typeof chatFor>>, message: string) {
  const { post, get, project } = chat;
  const usedBefore = (await get('/api/usage')).used as number;
  const started = performance.now();
  await post(`/api/projects/${project.id}/messages`, { content: message, model: providerChoices[protocol].choice });
  for (;;) {
    const { run } = await get(`/api/projects/${project.id}/generation`);
    if (run?.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const wallMs = performance.now() - started;
  const listed = await get(`/api/projects/${project.id}/messages`);
  const messages = listed.messages as Array<{ steps?: string[] }> | undefined;
  if (!messages) throw new Error(`messages of ${message} (${protocol}): ${JSON.stringify(listed)}`);
  const tokens = ((await get('/api/usage')).used as number) - usedBefore;
  return { steps: messages.at(-1)?.steps?.length ?? 0, tokens, wallMs };
}

// --- page check (on that server) ----------------------------------------------------------------------------
{
  const owner = await signedInUser(server, 'agent-bench-pages');
  const headers = { 'content-type': 'application/json', cookie: owner.cookie, origin: server.url };
  const created = await fetch(`${server.url}/api/projects`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ prompt: 'A shop' }),
  });
  const { id } = (await created.json()) as { id: string };
  const open = async (files: Map<string, string>, follow: number) => {
    const started = performance.now();
    const outcome = await server.deps.renders.render(id, files, ['/'], follow);
    if (!outcome.rendered) throw new Error(`not rendered: ${outcome.reason}`);
    return { ms: performance.now() - started, pages: outcome.pages.length };
  };
  const cold = await open(app, 0);
  const home: number[] = [];
  const linked: number[] = [];
  let pages = 0;
  for (let i = 0; i < RUNS; i += 1) home.push((await open(edited(i), 0)).ms);
  for (let i = 0; i < RUNS; i += 1) {
    const run = await open(edited(100 + i), 3);
    linked.push(run.ms);
    pages = run.pages;
  }
  console.log(`\nPage check of the same app in the jailed headless browser (build included), median of ${RUNS}`);
  console.log(`  first of the process (the browser starting): ${ms(cold.ms)} ms`);
  console.log(`  home page, after a one-file edit: ${ms(median(home))} ms`);
  console.log(`  home page and the pages it links to (${pages} in all), as the loop's check: ${ms(median(linked))} ms`);
}

console.log('\nScripted agent scenarios (fake providers on loopback: the wall time is ours, not a model’s)');
console.log('  scenario       protocol   steps  tokens  wall ms');
const chats = {
  openai: await chatFor('openai'),
  anthropic: await chatFor('anthropic'),
  google: await chatFor('google'),
};
const messages = [
  'TYPE-FIX add a greeting',
  'AUTO-CHECK add a greeting',
  'PAGE-BREAK list',
  'LOOP forever',
  'BAD-ARGS edit it',
];
for (const message of messages) {
  for (const protocol of ['openai', 'anthropic', 'google'] as const) {
    const { steps, tokens, wallMs } = await scenario(protocol, chats[protocol], message);
    const name = message.split(' ')[0] ?? message;
    console.log(
      `  ${name.padEnd(14)} ${protocol.padEnd(10)} ${String(steps).padStart(5)}  ${String(tokens).padStart(6)}  ${ms(wallMs).padStart(7)}`,
    );
  }
}
await server.close();
await providers.close();
