// Previews and live links (issue: live preview and deployment):
// 1. Building a 15-file generated app: cold (new esbuild context) and after a one-file change,
//    median and p95, each against a bare esbuild build of the same files in this same run.
// 2. Deploy click to the live link answering 200 (target under 1 s).
// 3. Prompt to preview ready with the built-in engine (target under 2 s).
import { build, context } from 'esbuild';
import { firstAppFiles } from '../src/server/ai/builtin-engine/first-app';
import { SAMPLE_PROMPTS } from '../src/server/ai/builtin-engine/understand/sample-prompts';
import { builtinStarter } from '../src/server/ai/starter/builtin-starter';
import { ProjectBundler } from '../src/server/apps/build/bundle';
import { getOnHost } from '../tests/support/app-host';
import { benchServer, signedInUser } from './support/bench-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
};
const ms = (n: number) => n.toFixed(1);
async function timed(work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

// --- 1. builds -----------------------------------------------------------------------------
/** The store app plus small extra components until it has 15 files, all imported. */
function fifteenFileApp() {
  const files = firstAppFiles(SAMPLE_PROMPTS.store, builtinStarter());
  let n = 0;
  while (files.size < 15) {
    n += 1;
    files.set(
      `src/components/Extra${n}.tsx`,
      `export function Extra${n}() {\n  return <p className="mt-${n} text-sm text-slate-500">Extra ${n}</p>;\n}\n`,
    );
  }
  const imports = Array.from({ length: n }, (_, i) => `import { Extra${i + 1} } from './components/Extra${i + 1}';`);
  const main = files.get('src/main.tsx') ?? '';
  files.set(
    'src/main.tsx',
    `${imports.join('\n')}\n${main}\nconsole.debug(${Array.from({ length: n }, (_, i) => `Extra${i + 1}`).join(', ')});\n`,
  );
  return files;
}

/** The baseline: esbuild alone over the same files from memory (no Tailwind, no checks). */
function bareOptions(files: Map<string, string>) {
  return {
    entryPoints: ['/src/main.tsx'],
    bundle: true,
    write: false,
    outdir: '/out',
    format: 'esm' as const,
    jsx: 'automatic' as const,
    minify: true,
    logLevel: 'silent' as const,
    plugins: [
      {
        name: 'memory',
        setup(b: import('esbuild').PluginBuild) {
          b.onResolve({ filter: /^[./]/ }, (args) => {
            const base = args.path.startsWith('/')
              ? args.path
              : new URL(args.path, `file://${args.importer || '/'}`).pathname;
            const found = ['', '.tsx', '.ts', '.css'].map((e) => base + e).find((p) => files.has(p.slice(1)));
            return found ? { path: found, namespace: 'memory' } : undefined;
          });
          b.onLoad({ filter: /.*/, namespace: 'memory' }, (args) => ({
            contents: args.path.endsWith('.css') ? '' : files.get(args.path.slice(1)),
            loader: args.path.endsWith('.css') ? 'css' : args.path.endsWith('.ts') ? 'ts' : 'tsx',
            resolveDir: process.cwd(),
          }));
        },
      },
    ],
  };
}

const files = fifteenFileApp();
const changed = (i: number) => {
  const next = new Map(files);
  next.set('src/App.tsx', `${files.get('src/App.tsx')}\n// change ${i}\n`);
  return next;
};
const results = {
  cold: [] as number[],
  bareCold: [] as number[],
  rebuild: [] as number[],
  bareRebuild: [] as number[],
};
for (let i = 0; i < RUNS; i++) {
  const bundler = new ProjectBundler();
  results.cold.push(await timed(() => bundler.bundle(files)));
  results.rebuild.push(await timed(() => bundler.bundle(changed(i))));
  await bundler.dispose();
  results.bareCold.push(await timed(() => build(bareOptions(files))));
  const ctx = await context(bareOptions(files));
  await ctx.rebuild();
  files.set('src/App.tsx', `${files.get('src/App.tsx')}\n// bare ${i}\n`);
  results.bareRebuild.push(await timed(() => ctx.rebuild()));
  await ctx.dispose();
}
console.log(`15-file app (${files.size} files), ${RUNS} runs each`);
console.log('| build | median ms | p95 ms | vs bare esbuild (median) |');
console.log('|---|---:|---:|---:|');
for (const [label, ours, bare] of [
  ['cold', results.cold, results.bareCold],
  ['one-file rebuild', results.rebuild, results.bareRebuild],
] as const) {
  console.log(
    `| bare esbuild, ${label} (baseline) | ${ms(percentile(bare, 0.5))} | ${ms(percentile(bare, 0.95))} | 1.00x |`,
  );
  console.log(
    `| ours (esbuild + Tailwind v4 + checks), ${label} | ${ms(percentile(ours, 0.5))} | ${ms(percentile(ours, 0.95))} | ${(percentile(ours, 0.5) / percentile(bare, 0.5)).toFixed(2)}x |`,
  );
}

// --- 2 and 3. through the running server ----------------------------------------------------
const server = await benchServer();
const { cookie } = await signedInUser(server, 'previews');
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { cookie, origin: server.url, 'content-type': 'application/json', ...init.headers },
  });

/** Reads the generation stream to its end: the reply is written and its preview built. */
async function untilDone(projectId: string) {
  const body = (await api(`/api/projects/${projectId}/generation/events`)).body;
  const decoder = new TextDecoder();
  let seen = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    seen += decoder.decode(chunk, { stream: true });
    if (seen.includes('event: done')) return;
  }
}

const promptToPreview: number[] = [];
const deployToLive: number[] = [];
let liveChecks = 0;
for (const prompt of Object.values(SAMPLE_PROMPTS)) {
  const project = (await (await api('/api/projects', { method: 'POST', body: JSON.stringify({ prompt }) })).json()) as {
    id: string;
  };
  promptToPreview.push(
    await timed(async () => {
      await api(`/api/projects/${project.id}/messages`, { method: 'POST', body: JSON.stringify({ content: prompt }) });
      await untilDone(project.id);
      const preview = (await (await api(`/api/projects/${project.id}/preview`)).json()) as { origin: string };
      const page = await getOnHost(server.url, preview.origin, '/');
      const script = /src="(\/__app\/[^"]+)"/.exec(page.text)?.[1] ?? '';
      if ((await getOnHost(server.url, preview.origin, script)).status !== 200) throw new Error('preview not ready');
    }),
  );
  deployToLive.push(
    await timed(async () => {
      const { url } = (await (await api(`/api/projects/${project.id}/deployments`, { method: 'POST' })).json()) as {
        url: string;
      };
      liveChecks += 1;
      if ((await getOnHost(server.url, url, '/')).status !== 200) throw new Error('live link not answering');
    }),
  );
  // Free plan: three live apps; take this one down so the next kind can deploy.
  await api(`/api/projects/${project.id}/deployments`, { method: 'DELETE' });
}
await server.close();
console.log(`\nThrough the server, one project per kind of app (${promptToPreview.length} kinds)`);
console.log('| step | median ms | p95 ms | target |');
console.log('|---|---:|---:|---:|');
console.log(
  `| prompt to preview ready (reply written, app built, page and script served) | ${ms(percentile(promptToPreview, 0.5))} | ${ms(percentile(promptToPreview, 0.95))} | 2000 |`,
);
console.log(
  `| deploy click to live link answering 200 (${liveChecks} deploys) | ${ms(percentile(deployToLive, 0.5))} | ${ms(percentile(deployToLive, 0.95))} | 1000 |`,
);
process.exit(0);
