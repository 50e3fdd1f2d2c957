import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRegistry, startFakeRegistry } from '../../../../tests/support/fake-npm-registry';
import { parseEnv } from '../../core/env';
import type { Database } from '../../db/client';
import { productVersion } from '../packages/curated';
import { PackageStore } from '../packages/package-store';
import { inProcessUnpacker } from '../packages/tarball';
import { loadTemplate } from '../template/project-template';
import { exportManifest } from './export-manifest';
import { type ExportFile, exportProject } from './export-project';
import { exportReadme } from './export-scaffold';

let registry: FakeRegistry;
let cacheDir: string;
let deps: Parameters<typeof exportProject>[0];

beforeAll(async () => {
  registry = await startFakeRegistry(
    ['2.0.0', '2.3.1'].map((version) => ({ name: 'left-pad', version, files: { 'index.js': '' } })),
  );
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'shipwright-export-'));
  // Only projects that import the App Cloud SDK read the database; none here does.
  deps = {
    db: {} as Database,
    env: parseEnv({ DATA_DIR: cacheDir }),
    packages: new PackageStore({ cacheDir, registryUrl: registry.url, unpack: inProcessUnpacker }),
  };
});

afterAll(async () => {
  await registry.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const project = { id: '00000000-0000-4000-8000-000000000000', name: 'Café Menu!' };
const asMap = (files: ExportFile[]) => Object.fromEntries(files.map((f) => [f.path, f.content]));

describe('exportProject', () => {
  it('adds the Vite scaffold around the project’s own files, which win over it', async () => {
    const { 'index.html': _dropped, ...rest } = loadTemplate();
    const own = { ...rest, 'vite.config.ts': '// mine\n', 'src/App.tsx': 'export default () => null;\n' };
    const files = asMap(
      await exportProject(
        deps,
        project,
        Object.entries(own).map(([p, content]) => ({ path: p, content })),
      ),
    );
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        '.gitignore',
        'README.md',
        'index.html',
        'package.json',
        'tsconfig.json',
        'vite.config.ts',
      ]),
    );
    expect(files['vite.config.ts']).toBe('// mine\n');
    expect(files['src/App.tsx']).toBe(own['src/App.tsx']);
    // A project that lost its index.html gets the starter's, so `vite` has a page to serve.
    expect(files['index.html']).toContain('src="/src/main.tsx"');
    expect(JSON.parse(files['tsconfig.json'] ?? '{}').compilerOptions.paths).toEqual({ '@/*': ['./src/*'] });
    expect(JSON.parse(files['package.json'] ?? '{}').name).toBe('cafe-menu');
    expect(files['README.md']).toMatch(/^# Café Menu!\n[\s\S]*npm install\nnpm run dev\n/);
  });

  it('exports nothing for a project with no files yet', async () => {
    expect(await exportProject(deps, project, [])).toEqual([]);
  });

  it('pins the project’s own ranges to the versions its builds use', async () => {
    const manifest = JSON.stringify({ dependencies: { 'left-pad': '^2.0.0', recharts: '^3' } });
    const files = asMap(
      await exportProject(deps, project, [
        { path: 'package.json', content: manifest },
        { path: 'src/main.tsx', content: "import confetti from 'canvas-confetti';\nconfetti();\n" },
      ]),
    );
    const pkg = JSON.parse(files['package.json'] ?? '{}');
    expect(pkg.dependencies).toEqual({
      'canvas-confetti': productVersion('canvas-confetti'),
      'left-pad': '2.3.1',
      react: productVersion('react'),
      'react-dom': productVersion('react-dom'),
      recharts: productVersion('recharts'),
    });
    // Packages typed by a separate @types package bring it, so `npm run typecheck` passes.
    expect(pkg.devDependencies['@types/canvas-confetti']).toBe(productVersion('@types/canvas-confetti'));
  });
});

describe('exportManifest', () => {
  it('keeps the project’s own fields, scripts and devDependencies; ours win where the scaffold needs them', () => {
    const source = JSON.stringify({
      name: 'my-app',
      version: '2.1.0',
      description: 'Menus',
      scripts: { dev: 'something else', lint: 'biome check .' },
      devDependencies: { prettier: '3.0.0', vite: '^5' },
    });
    const pkg = JSON.parse(exportManifest({ name: 'cafe-menu', source, dependencies: { zod: '4.6.7' } }));
    expect(pkg).toMatchObject({
      name: 'cafe-menu',
      private: true,
      version: '2.1.0',
      type: 'module',
      description: 'Menus',
      scripts: {
        dev: 'vite',
        build: 'vite build',
        preview: 'vite preview',
        typecheck: 'tsc --noEmit',
        lint: 'biome check .',
      },
    });
    expect(pkg.dependencies.zod).toBe('4.6.7');
    expect(pkg.devDependencies).toMatchObject({ prettier: '3.0.0', vite: productVersion('vite') });
  });

  it('starts afresh from a package.json that is not valid JSON', () => {
    const pkg = JSON.parse(exportManifest({ name: 'app', source: '{ nope', dependencies: {} }));
    expect(pkg).toMatchObject({ name: 'app', version: '0.1.0', dependencies: { react: productVersion('react') } });
  });
});

describe('exportReadme', () => {
  it('keeps the project’s README, adding how to run it only when it does not say', () => {
    expect(exportReadme('X', '# Mine\n\nRun `npm run dev`.\n', null)).toBe('# Mine\n\nRun `npm run dev`.\n');
    const added = exportReadme('X', '# Mine\n', { origin: 'https://x.example', private: false });
    expect(added).toMatch(/^# Mine\n\n## Run it\n/);
    expect(added).toContain('its own backend at https://x.example');
    expect(added).not.toContain('private');
    // A private project's backend answers only its owner (decision 0006): the README says so.
    expect(exportReadme('X', undefined, { origin: 'https://x.example', private: true })).toContain(
      'The project is private on Shipwright',
    );
  });
});
