import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import { type FakeRegistry, startFakeRegistry } from '../../../../tests/support/fake-npm-registry';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { fileTypeOf } from '../../../shared/file-edits/paths';
import { firstAppFiles } from '../../ai/builtin-engine/first-app';
import { SAMPLE_PROMPTS } from '../../ai/builtin-engine/understand/sample-prompts';
import { builtinStarter } from '../../ai/starter/builtin-starter';
import { projectFiles, workspaces } from '../../db/schema';
import { productVersion } from '../packages/curated';
import { loadTemplate } from '../template/project-template';
import { mapLimit, run, unzipped, writeTree } from './test-utils';

// Every export must run on its own: one app of each kind the built-in engine makes, one drawing
// a chart with recharts and one using a package from the registry, each downloaded through the
// zip route, then installed, built and type-checked with npm as their owner would. All of them
// sit in one npm workspace, so a single install (from npm's cache where it can) serves them all.
// This is about the files an export holds, not the database, so it runs on PGlite only.
const onPostgres = inject('testDatabaseUrl') !== '';

const minute = 60_000;

const rechartsApp = `import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { visits } from '@/lib/visits';

export default function App() {
  return (
    <main className="min-h-screen bg-slate-50 p-8">
      <h1 className="text-2xl font-bold">Visits</h1>
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={visits}>
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip />
            <Line type="monotone" dataKey="count" stroke="#6366f1" />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </main>
  );
}
`;

const greetApp = `import { greet } from '@fixtures/greet';

export default function App() {
  return (
    <main className="min-h-screen p-8">
      <h1 className="text-3xl font-bold">{greet('export')}</h1>
    </main>
  );
}
`;

/** A package outside the curated set, served by the fake registry; the app asks for ^1.0.0. */
const greetVersions = ['1.0.0', '1.2.0'].map((version) => ({
  name: '@fixtures/greet',
  version,
  manifest: { type: 'module', main: 'index.js', types: 'index.d.ts' },
  files: {
    'index.js': `export const greet = (name) => 'Hello from greet ${version}, ' + name;\n`,
    'index.d.ts': 'export declare function greet(name: string): string;\n',
  },
}));

interface Case {
  name: string;
  files: Record<string, string>;
  /** Checks of the built page's script, beyond that it built. */
  bundleContains?: string;
}

const cases: Case[] = [
  ...Object.entries(SAMPLE_PROMPTS).map(([kind, prompt]) => ({
    name: `Export ${kind}`,
    files: Object.fromEntries(firstAppFiles(prompt, builtinStarter())),
  })),
  {
    // Server functions: the export carries them and a Vite plugin that runs them in dev.
    name: 'Export functions',
    files: Object.fromEntries(
      firstAppFiles('A wedding website with an RSVP form. Notify us when guests reply.', builtinStarter()),
    ),
  },
  {
    name: 'Export recharts',
    files: {
      ...loadTemplate(),
      'src/App.tsx': rechartsApp,
      'src/lib/visits.ts': "export const visits = [\n  { day: 'Mon', count: 3 },\n  { day: 'Tue', count: 7 },\n];\n",
    },
  },
  {
    name: 'Export on-demand package',
    files: {
      ...loadTemplate(),
      'src/App.tsx': greetApp,
      'package.json': `${JSON.stringify({ name: 'my-app', private: true, dependencies: { react: '19.3.1', 'react-dom': '19.3.1', '@fixtures/greet': '^1.0.0' } }, null, 2)}\n`,
    },
    bundleContains: 'Hello from greet 1.2.0',
  },
];

let server: TestServer;
let registry: FakeRegistry;
let root: string;
/** Each case's folder in the workspace, by case name. */
const folders = new Map<string, string>();
/** The App Cloud address each exported SDK was pointed at, by case name (apps that use it). */
const sdkBases = new Map<string, string>();

beforeAll(async () => {
  if (onPostgres) return;
  registry = await startFakeRegistry(greetVersions);
  server = await startTestServer({ NPM_REGISTRY_URL: registry.url });
  root = await mkdtemp(path.join(os.tmpdir(), 'shipwright-exports-'));
});

afterAll(async () => {
  if (onPostgres) return;
  await server?.close();
  await registry?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('exported projects', () => {
  it(
    'download as Vite projects with every dependency at an exact version',
    async () => {
      const { browser, email } = await signedInBrowser(server);
      // Room for every case: Team allows 20 apps, in the team workspace it pays for.
      const ownerId = await grantPlan(server, email, 'team');
      const [team] = await server.deps.db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(and(eq(workspaces.ownerId, ownerId), eq(workspaces.kind, 'team')));
      for (const app of cases) {
        const created = await browser.post('/api/projects', {
          prompt: app.name,
          name: app.name,
          workspaceId: team?.id,
        });
        expect(created.status).toBe(201);
        const project = await created.json();
        await server.deps.db.insert(projectFiles).values(
          Object.entries(app.files).map(([filePath, content]) => ({
            projectId: project.id,
            filePath,
            content,
            fileType: fileTypeOf(filePath),
          })),
        );
        const res = await browser.get(`/api/projects/${project.id}/download`);
        expect(res.status).toBe(200);
        const { folder, files } = unzipped(await res.arrayBuffer());
        folders.set(app.name, folder);
        await writeTree(path.join(root, folder), files);

        for (const name of ['vite.config.ts', 'tsconfig.json', '.gitignore', 'index.html', 'README.md']) {
          expect(files[name], `${app.name}: ${name}`).toBeDefined();
        }
        expect(files['README.md']).toContain('npm run dev');
        const manifest = JSON.parse(files['package.json'] ?? '{}');
        expect(manifest).toMatchObject({
          name: folder,
          private: true,
          type: 'module',
          scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview', typecheck: 'tsc --noEmit' },
        });
        for (const tool of ['vite', '@vitejs/plugin-react', 'tailwindcss', '@tailwindcss/vite', 'typescript']) {
          expect(manifest.devDependencies[tool]).toBe(productVersion(tool));
        }
        for (const [dependency, version] of Object.entries(manifest.dependencies as Record<string, string>)) {
          const local = dependency === '@shipwright/cloud' && version === 'file:./shipwright-cloud';
          expect(local || semver.valid(version), `${app.name}: ${dependency}@${version}`).toBeTruthy();
        }
        const sdkBase = /export const base = '([^']+)';/.exec(files['shipwright-cloud/client.ts'] ?? '')?.[1];
        if (sdkBase) sdkBases.set(app.name, sdkBase);
      }
      // The kinds whose pages keep visitors' data in App Cloud carry the SDK, pointed at their backend.
      expect([...sdkBases.keys()].sort()).toEqual(
        [
          'admin',
          'blog',
          'booking',
          'functions',
          'generic',
          'learning',
          'music',
          'site',
          'social',
          'store',
          'tasks',
        ].map((kind) => `Export ${kind}`),
      );
      for (const base of sdkBases.values()) expect(base).toMatch(/^http:\/\/p-[\w-]+\.localhost:\d+\/_cloud\/v1$/);
      const recharts = JSON.parse(readFileSync(path.join(root, 'export-recharts/package.json'), 'utf8'));
      expect(recharts.dependencies.recharts).toBe(productVersion('recharts'));
      const greet = JSON.parse(readFileSync(path.join(root, 'export-on-demand-package/package.json'), 'utf8'));
      // ^1.0.0 pinned to what the builder would build with: the newest 1.x.
      expect(greet.dependencies['@fixtures/greet']).toBe('1.2.0');
    },
    5 * minute,
  );

  it(
    'install with npm, build with Vite and pass the TypeScript check',
    async () => {
      expect(folders.size).toBe(cases.length);
      const workspace = { name: 'exports', private: true, workspaces: [...folders.values()] };
      await writeFile(path.join(root, 'package.json'), JSON.stringify(workspace, null, 2));
      // The on-demand package comes from the fake registry; everything else from the usual one.
      await writeFile(path.join(root, '.npmrc'), `@fixtures:registry=${registry.url}/\n`);

      const install = await run(
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
        root,
        8 * minute,
      );
      expect(install.code, install.output).toBe(0);
      console.info(`exports: npm install of ${folders.size} projects took ${install.ms} ms`);
      // npm links every workspace's "file:./shipwright-cloud" to one of those folders (it takes the
      // same spelling for the same package); on its own, each export links its own. Restore that.
      for (const name of sdkBases.keys()) {
        const modules = path.join(root, folders.get(name) ?? '', 'node_modules/@shipwright');
        await mkdir(modules, { recursive: true });
        await symlink('../../shipwright-cloud', path.join(modules, 'cloud'));
      }

      const results = await mapLimit([...folders], Math.min(4, os.availableParallelism()), async ([name, folder]) => {
        const cwd = path.join(root, folder);
        const build = await run('npm', ['run', 'build'], cwd, 3 * minute);
        const typecheck = await run('npm', ['run', 'typecheck'], cwd, 3 * minute);
        return { name, cwd, build, typecheck };
      });
      for (const { name, cwd, build, typecheck } of results) {
        expect(build.code, `${name}: npm run build\n${build.output}`).toBe(0);
        expect(typecheck.code, `${name}: npm run typecheck\n${typecheck.output}`).toBe(0);
        expect(existsSync(path.join(cwd, 'dist/index.html')), name).toBe(true);
        const scripts = readdirSync(path.join(cwd, 'dist/assets')).filter((f) => f.endsWith('.js'));
        expect(scripts.length, name).toBeGreaterThan(0);
        const js = scripts.map((f) => readFileSync(path.join(cwd, 'dist/assets', f), 'utf8')).join('\n');
        const wanted = [cases.find((c) => c.name === name)?.bundleContains, sdkBases.get(name)];
        for (const text of wanted) if (text) expect(js, name).toContain(text);
        // Tailwind ran: the stylesheet has the utilities the app's classes name.
        const css = readdirSync(path.join(cwd, 'dist/assets')).find((f) => f.endsWith('.css'));
        expect(readFileSync(path.join(cwd, 'dist/assets', css ?? ''), 'utf8'), name).toContain('.min-h-screen');
      }
      console.info(
        `exports: build + typecheck per project (ms): ${results.map((r) => `${r.name.replace('Export ', '')} ${r.build.ms}+${r.typecheck.ms}`).join(', ')}`,
      );
    },
    20 * minute,
  );
});
