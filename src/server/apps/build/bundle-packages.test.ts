import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRegistry, fixturePackages, startFakeRegistry } from '../../../../tests/support/fake-npm-registry';
import { notInstalledMessage } from '../../../shared/app-template';
import { PackageStore } from '../packages/package-store';
import { preparePackages } from '../packages/project-packages';
import { inProcessUnpacker } from '../packages/tarball';
import { loadTemplate } from '../template/project-template';
import { ProjectBundler } from './bundle';

let registry: FakeRegistry;
let store: PackageStore;
const bundlers: ProjectBundler[] = [];
beforeAll(async () => {
  registry = await startFakeRegistry(fixturePackages);
  store = new PackageStore({
    cacheDir: await mkdtemp(path.join(os.tmpdir(), 'shipwright-packages-')),
    registryUrl: registry.url,
    unpack: inProcessUnpacker,
  });
});
afterAll(async () => {
  await Promise.all(bundlers.map((b) => b.dispose()));
  await registry.close();
});

/** The starter with this App.tsx and these package.json dependencies, built the way previews are. */
async function build(app: string, dependencies: Record<string, string> = {}) {
  const files = new Map(Object.entries(loadTemplate()));
  const manifest = JSON.parse(files.get('package.json') ?? '{}');
  files.set(
    'package.json',
    JSON.stringify({ ...manifest, dependencies: { ...manifest.dependencies, ...dependencies } }, null, 2),
  );
  files.set('src/App.tsx', app);
  const prepared = await preparePackages(store, files);
  if (!prepared.ok) return prepared;
  const bundler = new ProjectBundler();
  bundlers.push(bundler);
  return bundler.bundle(files, prepared.roots);
}

describe('bundling packages', () => {
  it('bundles curated packages from the product with no registry at all', async () => {
    const result = await build(
      "import { format } from 'date-fns';\nimport { LineChart, Line } from 'recharts';\nimport { Button } from '@/components/ui/button';\n" +
        'export default function App() { return <div><Button>{format(new Date(2026, 0, 2), \'PPP\')}</Button><LineChart width={300} height={100} data={[{ v: 1 }]}><Line dataKey="v" /></LineChart></div>; }\n',
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.js).toContain('recharts');
  });

  it('installs a package package.json names, with its own dependency, and bundles it', async () => {
    const result = await build(
      "import { greet } from '@fixtures/greet';\nexport default function App() { return <p>{greet('you')}</p>; }\n",
      { '@fixtures/greet': '^1.0.0' },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.js).toContain('Hello from fixtures, ');
  });

  it('gives an added React component the app’s own React (peers are never installed twice)', async () => {
    const result = await build(
      'import { Badge } from \'@fixtures/badge\';\nexport default function App() { return <Badge label="new" />; }\n',
      { '@fixtures/badge': '2.0.1' },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    // One copy of React: a second would bring its own copy of React's error decoder.
    const plain = await build('export default function App() { return <span>new</span>; }\n');
    const decoders = (js: string) => js.split('https://react.dev/errors/').length;
    if (!plain.ok) throw new Error(JSON.stringify(plain.problems));
    expect(decoders(result.js)).toBe(decoders(plain.js));
  });

  it('names a package that only runs in Node.js', async () => {
    const result = await build(
      "import { read } from 'node-only-fs';\nexport default function App() { return <p>{read('x')}</p>; }\n",
      { 'node-only-fs': '0.3.0' },
    );
    expect(result).toMatchObject({
      ok: false,
      problems: [
        {
          message:
            '"node-only-fs" runs only in Node.js (it imports "fs"), so it cannot run in the browser. Remove it from package.json or use a browser package instead.',
          file: 'package.json',
        },
      ],
    });
  });

  it('refuses an import package.json does not name, and names a package the registry lacks', async () => {
    const unlisted = await build("import { greet } from '@fixtures/greet';\nexport default () => greet('x');\n");
    expect(unlisted).toMatchObject({
      ok: false,
      problems: [{ message: notInstalledMessage('@fixtures/greet'), file: 'src/App.tsx', line: 1 }],
    });
    const missing = await build('export default () => null;\n', { 'left-padding-x': '^1.0.0' });
    expect(missing).toMatchObject({
      ok: false,
      retryable: false,
      problems: [
        {
          message: 'Package "left-padding-x" was not found on the npm registry.',
          file: 'package.json',
          line: expect.any(Number),
        },
      ],
    });
  });
});
