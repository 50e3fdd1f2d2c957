import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { type FakeRegistry, startFakeRegistry } from '../../../../tests/support/fake-npm-registry';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { noRegistryMessage, packageLimits } from '../../../shared/packages';
import { productVersion } from '../../apps/packages/curated';
import { projectFiles } from '../../db/schema';

let registry: FakeRegistry;
let server: TestServer;
beforeAll(async () => {
  const file = { 'index.js': 'export default 1;\n' };
  registry = await startFakeRegistry([
    { name: 'left-pad', version: '1.2.0', files: file },
    { name: 'left-pad', version: '1.3.0', files: file },
    { name: '@acme/widgets', version: '2.0.0', files: file },
  ]);
  server = await startTestServer({ TRUST_PROXY: 'true', NPM_REGISTRY_URL: registry.url });
});
afterAll(async () => {
  await server?.close();
  await registry?.close();
});

const manifest = {
  name: 'my-app',
  private: true,
  type: 'module',
  dependencies: { react: productVersion('react'), 'react-dom': productVersion('react-dom') },
};

/** A project whose files a first reply would have written, seeded straight into the table. */
async function projectOn(
  target: TestServer,
  {
    visibility = 'public',
    packageJson = JSON.stringify(manifest, null, 2),
  }: { visibility?: string; packageJson?: string } = {},
) {
  const owner = await signedInBrowser(target);
  const project = await (await owner.browser.post('/api/projects', { prompt: 'A todo app', name: 'Todo' })).json();
  await setVisibility(target, owner, project.id, visibility as 'public' | 'private');
  await target.deps.db.insert(projectFiles).values([
    { projectId: project.id, filePath: 'package.json', content: packageJson, fileType: 'json' },
    { projectId: project.id, filePath: 'src/App.tsx', content: 'export default () => null;', fileType: 'tsx' },
  ]);
  const path = `/api/projects/${project.id}/dependencies`;
  const packageJsonNow = async () => {
    const [row] = await target.deps.db
      .select()
      .from(projectFiles)
      .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'package.json')));
    return JSON.parse(row?.content ?? 'null');
  };
  const versions = async () =>
    (await (await owner.browser.get(`/api/projects/${project.id}/versions`)).json()).versions;
  const remove = (name: string) =>
    owner.browser.send(`${path}/${encodeURIComponent(name)}`, { method: 'DELETE', headers: { origin: target.url } });
  return { ...owner, project, path, packageJsonNow, versions, remove };
}

describe('dependencies', () => {
  it("lists package.json's dependencies to anyone who may view the project", async () => {
    const { browser, path } = await projectOn(server);
    const expected = {
      dependencies: [
        {
          name: 'react',
          requested: productVersion('react'),
          version: productVersion('react'),
          source: 'curated',
          installed: true,
        },
        {
          name: 'react-dom',
          requested: productVersion('react-dom'),
          version: productVersion('react-dom'),
          source: 'curated',
          installed: true,
        },
      ],
    };
    expect(await (await browser.get(path)).json()).toEqual(expected);
    expect(await (await server.request(path)).json()).toEqual(expected);
    const stranger = await signedInBrowser(server);
    expect((await stranger.browser.get(path)).status).toBe(200);
  });

  it('adds a ready-made package at the product version, keeping the rest of package.json, as a new version', async () => {
    const { browser, path, packageJsonNow, versions } = await projectOn(server);
    const response = await browser.post(path, { name: 'date-fns', version: '^1.0.0' });
    expect(response.status).toBe(200);
    const body = await response.json();
    const version = productVersion('date-fns');
    expect(body.dependencies).toContainEqual({
      name: 'date-fns',
      requested: version,
      version,
      source: 'curated',
      installed: true,
    });
    expect(body.version).toMatchObject({ number: 1, summary: `Added dependency date-fns ${version}` });
    expect(await packageJsonNow()).toEqual({
      ...manifest,
      dependencies: { 'date-fns': version, ...manifest.dependencies },
    });
    expect((await versions())[0]).toMatchObject({ summary: `Added dependency date-fns ${version}`, fileCount: 2 });

    // The same exact version again changes nothing and records nothing.
    const again = await (await browser.post(path, { name: 'date-fns' })).json();
    expect(again.version).toBeNull();
    expect(await versions()).toHaveLength(1);
  });

  it('resolves an npm package to the exact version, then removes it (scoped names URL-encoded)', async () => {
    const { browser, path, packageJsonNow, versions, remove } = await projectOn(server);
    const added = await (await browser.post(path, { name: 'left-pad', version: '~1.2' })).json();
    expect(added.dependencies).toContainEqual({
      name: 'left-pad',
      requested: '1.2.0',
      version: '1.2.0',
      source: 'npm',
      installed: false,
    });
    expect((await browser.post(path, { name: 'left-pad' })).status).toBe(200);
    expect((await packageJsonNow()).dependencies['left-pad']).toBe('1.3.0');
    await browser.post(path, { name: '@acme/widgets' });
    expect((await packageJsonNow()).dependencies['@acme/widgets']).toBe('2.0.0');

    const removed = await remove('@acme/widgets');
    expect(removed.status).toBe(200);
    const body = await removed.json();
    expect(body.dependencies.map((d: { name: string }) => d.name)).toEqual(['left-pad', 'react', 'react-dom']);
    expect((await versions()).map((v: { summary: string }) => v.summary)).toEqual([
      'Removed dependency @acme/widgets',
      'Added dependency @acme/widgets 2.0.0',
      'Changed dependency left-pad to 1.3.0',
      'Added dependency left-pad 1.2.0',
    ]);
    const missing = await remove('@acme/widgets');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('dependency_not_found');
  });

  it('answers 404 package_not_found for a package or version the registry does not have', async () => {
    const { browser, path, versions } = await projectOn(server);
    const unknown = await browser.post(path, { name: 'no-such-package' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'package_not_found', message: 'Package "no-such-package" was not found on the npm registry.' },
    });
    const noVersion = await browser.post(path, { name: 'left-pad', version: '^9' });
    expect(noVersion.status).toBe(404);
    expect((await noVersion.json()).error.message).toBe('No version of "left-pad" matches "^9".');
    expect(await versions()).toHaveLength(0);
  });

  it('refuses a frozen package.json (409) and a package past the limit (422)', async () => {
    const { browser, path, project } = await projectOn(server, {
      packageJson: JSON.stringify({
        dependencies: Object.fromEntries(
          Array.from({ length: packageLimits.maxPerProject }, (_, i) => [`p${i}`, '1.0.0']),
        ),
      }),
    });
    const tooMany = await browser.post(path, { name: 'left-pad' });
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).error.code).toBe('too_many_packages');
    // A ready-made package does not count.
    expect((await browser.post(path, { name: 'zod' })).status).toBe(200);

    const files = (await (await browser.get(`/api/projects/${project.id}/files`)).json()).files;
    const manifestFile = files.find((f: { filePath: string }) => f.filePath === 'package.json');
    await browser.patch(`/api/projects/${project.id}/files/${manifestFile.id}`, { isFrozen: true });
    const frozen = await browser.post(path, { name: 'clsx' });
    expect(frozen.status).toBe(409);
    expect((await frozen.json()).error.code).toBe('file_frozen');
    const removeFrozen = await browser.send(`${path}/zod`, { method: 'DELETE', headers: { origin: server.url } });
    expect(removeFrozen.status).toBe(409);
  });

  it('validates names and versions, and refuses a project with no files yet', async () => {
    const { browser, path, remove } = await projectOn(server);
    for (const body of [{ name: 'Left Pad' }, { name: 'x', version: 'git+https://x/y' }, {}]) {
      const response = await browser.post(path, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_input');
    }
    expect((await remove('Not A Name')).status).toBe(400);

    const owner = await signedInBrowser(server);
    const empty = await (await owner.browser.post('/api/projects', { prompt: 'Nothing yet' })).json();
    const response = await owner.browser.post(`/api/projects/${empty.id}/dependencies`, { name: 'zod' });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('no_files');
  });

  it('lets only the owner change dependencies, and hides a private project from everyone else', async () => {
    const { path } = await projectOn(server);
    const viewer = await signedInBrowser(server);
    const denied = await viewer.browser.post(path, { name: 'zod' });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.code).toBe('access_denied');
    expect((await server.postJson(path, { name: 'zod' })).status).toBe(401);

    const secret = await projectOn(server, { visibility: 'private' });
    const attempts = [
      viewer.browser.get(secret.path),
      viewer.browser.post(secret.path, { name: 'zod' }),
      viewer.browser.send(`${secret.path}/react`, { method: 'DELETE', headers: { origin: server.url } }),
      server.request(secret.path),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect((await (await secret.browser.get(secret.path)).json()).dependencies).toHaveLength(2);
  });
});

describe('dependencies without a reachable registry', () => {
  let offline: TestServer;
  beforeAll(async () => {
    offline = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => offline?.close());

  it('answers 503 registry_unreachable for an npm package, while ready-made ones still work', async () => {
    const { browser, path } = await projectOn(offline);
    const response = await browser.post(path, { name: 'left-pad' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'registry_unreachable', message: noRegistryMessage('left-pad') },
    });
    expect((await browser.post(path, { name: 'recharts' })).status).toBe(200);
  });
});
