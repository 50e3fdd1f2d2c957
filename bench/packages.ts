// Packages (issue: real packages and runnable exports):
// 1. Cold build of a 15-file app importing recharts, date-fns and five template components,
//    against bare esbuild over the same files in this same run.
// 2. First use of a package from npm (resolve + install into the shared cache + build) and
//    second use by another project (cached: resolve + build), from a local npm registry.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type PluginBuild } from 'esbuild';
import { ProjectBundler } from '../src/server/apps/build/bundle';
import { sandboxedUnpacker } from '../src/server/apps/build/sandbox/unpackers';
import { PackageStore } from '../src/server/apps/packages/package-store';
import { preparePackages } from '../src/server/apps/packages/project-packages';
import { loadTemplate } from '../src/server/apps/template/project-template';
import { fixturePackages, startFakeRegistry } from '../tests/support/fake-npm-registry';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
const ms = (n: number) => n.toFixed(1);
async function timed(work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

// --- 1. a 15-file app on curated packages ---------------------------------------------------
const components = ['button', 'card', 'badge', 'tabs', 'dialog'];
function chartApp() {
  const template = loadTemplate();
  const files = new Map<string, string>();
  for (const name of ['index.html', 'package.json', 'src/main.tsx', 'src/index.css', 'src/lib/utils.ts'])
    files.set(name, template[name] ?? '');
  for (const c of components) files.set(`src/components/ui/${c}.tsx`, template[`src/components/ui/${c}.tsx`] ?? '');
  for (let i = 1; i <= 5; i++) {
    files.set(
      `src/components/Metric${i}.tsx`,
      `import { format, subDays } from 'date-fns';\nimport { Badge } from '@/components/ui/badge';\nimport { Card } from '@/components/ui/card';\n` +
        `export function Metric${i}() {\n  return <Card className="p-4"><Badge>${i}</Badge> {format(subDays(new Date(2026, 10, 23), ${i}), 'EEE d MMM')}</Card>;\n}\n`,
    );
  }
  files.set(
    'src/components/Header.tsx',
    'import { Button } from \'@/components/ui/button\';\nexport function Header() {\n  return <header className="flex justify-between p-4"><b>Metrics</b><Button variant="outline">Export</Button></header>;\n}\n',
  );
  const metrics = Array.from({ length: 5 }, (_, i) => `Metric${i + 1}`);
  files.set(
    'src/App.tsx',
    `import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';\n` +
      `import { Header } from './components/Header';\nimport { Button } from '@/components/ui/button';\nimport { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';\n` +
      `import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';\n` +
      metrics.map((m) => `import { ${m} } from './components/${m}';`).join('\n') +
      `\nconst data = [3, 5, 4, 8, 7].map((v, i) => ({ day: i, v }));\nexport default function App() {\n  return (\n    <Tabs defaultValue="chart">\n      <Header />\n      <TabsList><TabsTrigger value="chart">Chart</TabsTrigger></TabsList>\n      <TabsContent value="chart">\n        <ResponsiveContainer height={200}><AreaChart data={data}><XAxis dataKey="day" /><Tooltip /><Area dataKey="v" /></AreaChart></ResponsiveContainer>\n        ${metrics.map((m) => `<${m} />`).join('')}\n        <Dialog><DialogTrigger asChild><Button>Open</Button></DialogTrigger><DialogContent><DialogTitle>Hi</DialogTitle></DialogContent></Dialog>\n      </TabsContent>\n    </Tabs>\n  );\n}\n`,
  );
  return files;
}

/** The baseline: esbuild alone over the same files from memory, packages from node_modules. */
function bare(files: Map<string, string>) {
  return build({
    entryPoints: ['/src/main.tsx'],
    bundle: true,
    write: false,
    outdir: '/out',
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'memory',
        setup(b: PluginBuild) {
          b.onResolve({ filter: /^(\.|\/|@\/)/ }, (args) => {
            const base = args.path.startsWith('@/')
              ? `/src/${args.path.slice(2)}`
              : args.path.startsWith('/')
                ? args.path
                : path.posix.join(path.posix.dirname(args.importer), args.path);
            const found = ['', '.tsx', '.ts'].map((e) => base + e).find((p) => files.has(p.slice(1)));
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
  });
}

const files = chartApp();
const source = [...files.keys()].filter((f) => f.startsWith('src/')).length;
const ours: number[] = [];
const baseline: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const bundler = new ProjectBundler();
  ours.push(
    await timed(async () => {
      const result = await bundler.bundle(files);
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
    }),
  );
  await bundler.dispose();
  baseline.push(await timed(() => bare(files)));
}
console.log(
  `Cold build, ${source} source files (recharts, date-fns, ${components.length} template components), ${RUNS} runs`,
);
console.log('| build | median ms | vs bare esbuild |');
console.log('|---|---:|---:|');
console.log(`| bare esbuild (baseline) | ${ms(median(baseline))} | 1.00x |`);
console.log(
  `| ours (esbuild + Tailwind v4 + checks) | ${ms(median(ours))} | ${(median(ours) / median(baseline)).toFixed(2)}x |`,
);

// --- 2. a package from npm: first and second use --------------------------------------------
const registry = await startFakeRegistry(fixturePackages);
const withGreet = new Map(files);
withGreet.set('package.json', JSON.stringify({ dependencies: { react: '19.3.1', '@fixtures/greet': '^1.0.0' } }));
withGreet.set(
  'src/components/Metric1.tsx',
  "import { greet } from '@fixtures/greet';\nexport function Metric1() {\n  return <p>{greet('bench')}</p>;\n}\n",
);
const first: number[] = [];
const second: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const store = new PackageStore({
    cacheDir: await mkdtemp(path.join(os.tmpdir(), 'shipwright-bench-packages-')),
    registryUrl: registry.url,
    unpack: sandboxedUnpacker,
  });
  for (const times of [first, second]) {
    // A fresh bundler each time: the second use is another project, not a rebuild.
    const bundler = new ProjectBundler();
    times.push(
      await timed(async () => {
        const prepared = await preparePackages(store, withGreet);
        if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
        const result = await bundler.bundle(withGreet, prepared.roots);
        if (!result.ok) throw new Error(JSON.stringify(result.problems));
      }),
    );
    await bundler.dispose();
  }
  // Only the first store's registry answers are cached in-process; each run starts cold.
  registry.requests.length = 0;
}
await registry.close();
console.log(`\nA package from npm (local registry, 2 packages with its dependency), ${RUNS} runs`);
console.log('| use | median ms | vs cold build without it |');
console.log('|---|---:|---:|');
console.log(
  `| first use: resolve, install, build | ${ms(median(first))} | ${(median(first) / median(ours)).toFixed(2)}x |`,
);
console.log(
  `| second use (cached): resolve, build | ${ms(median(second))} | ${(median(second) / median(ours)).toFixed(2)}x |`,
);
process.exit(0);
