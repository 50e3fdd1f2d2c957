import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePackage, type FakeRegistry, startFakeRegistry } from '../support/fake-npm-registry';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  attackerProject,
  type Canaries,
  canaryFolder,
  climb,
  leaked,
  plantCanaries,
  serverPaths,
} from './support/attacker-project';

/**
 * Packages are strangers' code and strangers' metadata: a package an attacker published (here
 * on a local registry) tries to read the server's files into the app, to write outside its
 * folder when unpacked, and to make the server fetch from addresses of the attacker's choosing.
 */

const dir = canaryFolder();
const json = `${climb}${dir.slice(1)}/secret.json`;
let ssrfHits = 0;
let ssrf: Server;
let ssrfUrl = '';
let registry: FakeRegistry;
let server: TestServer;
let canaries: Canaries;
let attacker: Awaited<ReturnType<typeof attackerProject>>;

const esm = (name: string, files: Record<string, string>, manifest: Record<string, unknown> = {}): FakePackage => ({
  name,
  version: '1.0.0',
  files,
  manifest: { type: 'module', main: 'index.js', ...manifest },
});
const exporting = (statement: string) => ({ 'index.js': `${statement}\nexport default value;\n` });

const escapes: FakePackage[] = [
  esm('evil-main', {}, { main: json }),
  esm('evil-browser', exporting("export const value = 'x';"), { browser: { './index.js': json } }),
  esm('evil-exports', {}, { exports: { '.': `./${json}` } }),
  esm('evil-imports', exporting("import value from '#secret';"), { imports: { '#secret': `./${json}` } }),
  esm('evil-relative', exporting(`import value from './${json}';`)),
  esm('evil-absolute', exporting("import value from '/etc/passwd' with { type: 'text' };")),
  esm('evil-glob', {
    'index.js': `const x = globalThis.q;\nconst value = await import(\`./${climb}${dir.slice(1)}/secret\${x}.json\`);\nexport default value;\n`,
  }),
  esm('evil-react-climb', exporting(`import value from 'react/${climb}etc/passwd' with { type: 'text' };`)),
  {
    ...esm('evil-dependency-climb', exporting(`import value from 'tiny-case/${json}';`)),
    dependencies: { 'tiny-case': '1.0.0' },
  },
  esm('tiny-case', { 'index.js': 'export const shout = (s) => s;\n' }),
];

const tarballs: FakePackage[] = [
  {
    ...esm('evil-symlink', { 'index.js': 'export default 1;' }),
    entries: [{ name: 'package/link.js', type: '2', linkname: '/etc/passwd' }],
  },
  {
    ...esm('evil-hardlink', { 'index.js': 'export default 1;' }),
    entries: [{ name: 'package/hard.js', type: '1', linkname: '/etc/passwd' }],
  },
  {
    ...esm('evil-climbing-entry', { 'index.js': 'export default 1;' }),
    entries: [{ name: `package/${climb}${dir.slice(1)}/written`, type: '0', content: 'x' }],
  },
  {
    ...esm('evil-absolute-entry', { 'index.js': 'export default 1;' }),
    entries: [{ name: `${dir}/written-absolute`, type: '0', content: 'x' }],
  },
];

const dependingOn = (name: string, spec: string): FakePackage => ({
  ...esm(name, { 'index.js': 'export default 1;' }),
  dependencies: { inner: spec },
});

beforeAll(async () => {
  ssrf = createServer((_req, res) => {
    ssrfHits += 1;
    res.end('nothing here');
  });
  await new Promise<void>((resolve) => ssrf.listen(0, '127.0.0.1', resolve));
  ssrfUrl = `http://127.0.0.1:${(ssrf.address() as AddressInfo).port}`;
  registry = await startFakeRegistry([
    ...escapes,
    ...tarballs,
    dependingOn('dep-url', `${ssrfUrl}/evil.tgz`),
    dependingOn('dep-git', `git+${ssrfUrl}/evil.git`),
    dependingOn('dep-file', 'file:../../../etc'),
    dependingOn('dep-link', 'link:/etc'),
    dependingOn('dep-alias', 'npm:tiny-case@1.0.0'),
    dependingOn('dep-github', 'someone/evil'),
    { ...esm('dep-deep', { 'index.js': 'export default 1;' }), dependencies: { 'dep-url': '1.0.0' } },
    { ...esm('foreign-tarball', { 'index.js': 'export default 1;' }), dist: { tarball: `${ssrfUrl}/foreign.tgz` } },
    { ...esm('bad-integrity', { 'index.js': 'export default 1;' }), dist: { integrity: `sha512-${'A'.repeat(86)}==` } },
    esm('tw-evil-plugin', {
      'index.js': `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(`${dir}/ran`)}, 'ran');\nexport default {};\n`,
    }),
  ]);
  server = await startTestServer({ NPM_REGISTRY_URL: registry.url });
  canaries = plantCanaries(server, dir);
  attacker = await attackerProject(server);
}, 60_000);
afterAll(async () => {
  await server.close();
  await registry.close();
  ssrf.close();
});

async function withDependency(name: string, spec: string, app: string, css = '@import "tailwindcss";\n') {
  const manifest = {
    name: 'app',
    private: true,
    type: 'module',
    dependencies: { react: '19.3.1', 'react-dom': '19.3.1', [name]: spec },
  };
  const outcome = await attacker.buildWith({
    'package.json': JSON.stringify(manifest, null, 2),
    'src/App.tsx': app,
    'src/index.css': css,
  });
  expect(leaked(outcome.all, canaries)).toEqual([]);
  for (const serverPath of serverPaths(server)) expect(JSON.stringify(outcome.problems)).not.toContain(serverPath);
  return outcome;
}
const plainApp = 'export default function App() { return <p>hi</p>; }\n';
const appUsing = (name: string) =>
  `import value from '${name}';\nexport default function App() { return <pre>{JSON.stringify(value)}</pre>; }\n`;

describe('an added package reaching out of its folder', () => {
  it.each(escapes.filter((p) => p.name !== 'tiny-case').map((p) => p.name))(
    '%s reads nothing of the server',
    async (name) => {
      const outcome = await withDependency(name, '1.0.0', appUsing(name));
      expect(outcome.status).toBe('failed');
    },
  );
});

describe('a tarball that holds more than files', () => {
  it.each(tarballs.map((p) => p.name))('%s is refused, and nothing lands outside its folder', async (name) => {
    const outcome = await withDependency(name, '1.0.0', appUsing(name));
    expect(outcome.status).toBe('failed');
    expect(outcome.problems[0]?.message).toContain(`"${name}" was refused`);
    expect(existsSync(path.join(dir, 'written'))).toBe(false);
    expect(existsSync(path.join(dir, 'written-absolute'))).toBe(false);
  });
});

describe('dependencies that are not registry versions', () => {
  const cases = [
    ['dep-url', 'inner'],
    ['dep-git', 'inner'],
    ['dep-file', 'inner'],
    ['dep-link', 'inner'],
    ['dep-alias', 'inner'],
    ['dep-github', 'inner'],
    ['dep-deep', 'inner'],
  ];
  it.each(cases)('%s refuses the install, naming the dependency, and fetches nothing', async (name, inner) => {
    const outcome = await withDependency(name, '1.0.0', appUsing(name));
    expect(outcome.status).toBe('failed');
    expect(outcome.problems[0]?.message).toMatch(
      new RegExp(`depends on "${inner}".*not a version from the npm registry`),
    );
    expect(ssrfHits).toBe(0);
  });

  it('a URL in the project’s own package.json is refused before any fetch', async () => {
    const outcome = await withDependency('evil', `${ssrfUrl}/evil.tgz`, appUsing('evil'));
    expect(outcome.status).toBe('failed');
    expect(ssrfHits).toBe(0);
  });

  it('a tarball the registry lists at another address is never fetched', async () => {
    const outcome = await withDependency('foreign-tarball', '1.0.0', appUsing('foreign-tarball'));
    expect(outcome.problems[0]?.message).toContain('lists its tarball at another address');
    expect(ssrfHits).toBe(0);
  });

  it('a tarball that does not match its integrity is refused', async () => {
    const outcome = await withDependency('bad-integrity', '1.0.0', appUsing('bad-integrity'));
    expect(outcome.problems[0]?.message).toContain("does not match the registry's integrity");
  });
});

describe('a Tailwind plugin placed through npm', () => {
  it('is never loaded, by name or by its path in the package cache', async () => {
    const byName = await withDependency(
      'tw-evil-plugin',
      '1.0.0',
      plainApp,
      '@import "tailwindcss";\n@plugin "tw-evil-plugin";\n',
    );
    expect(byName.problems[0]?.message).toContain('@plugin "tw-evil-plugin" is not allowed');
    const cache = server.deps.env.PACKAGE_CACHE_DIR;
    const folder = readdirSync(cache).find((f) => f.startsWith('tw-evil-plugin@'));
    expect(folder).toBeDefined();
    const script = path.join(cache, folder ?? '', 'node_modules/tw-evil-plugin/index.js');
    const byPath = await withDependency(
      'tw-evil-plugin',
      '1.0.0',
      plainApp,
      `@import "tailwindcss";\n@plugin "${script}";\n`,
    );
    expect(byPath.status).toBe('failed');
    expect(existsSync(path.join(dir, 'ran'))).toBe(false);
  });
});
