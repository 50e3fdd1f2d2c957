import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost } from '../../../../tests/support/app-host';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { type FakeRegistry, fixturePackages, startFakeRegistry } from '../../../../tests/support/fake-npm-registry';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { noRegistryMessage } from '../../../shared/packages';
import { buildArtifacts, projectFiles } from '../../db/schema';

let registry: FakeRegistry;
let server: TestServer;
beforeAll(async () => {
  registry = await startFakeRegistry(fixturePackages);
  server = await startTestServer({ NPM_REGISTRY_URL: registry.url });
});
afterAll(async () => {
  await server.close();
  await registry.close();
});

async function projectWith(dependencies: Record<string, string>, app: string) {
  const owner = await signedInBrowser(server);
  const prompt = 'A simple tasks app';
  const project = await (await owner.browser.post('/api/projects', { prompt })).json();
  await sendAndWait(owner.browser, project.id, { content: prompt });
  const write = (filePath: string, content: string) =>
    server.deps.db
      .update(projectFiles)
      .set({ content })
      .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, filePath)));
  const [manifest] = await server.deps.db
    .select({ content: projectFiles.content })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'package.json')));
  const json = JSON.parse(manifest?.content ?? '{}');
  await write(
    'package.json',
    JSON.stringify({ ...json, dependencies: { ...json.dependencies, ...dependencies } }, null, 2),
  );
  await write('src/App.tsx', app);
  const preview = async () => (await owner.browser.get(`/api/projects/${project.id}/preview`)).json();
  return { project, preview };
}

describe('previews with packages from npm', () => {
  it('installs what package.json names into the shared cache and serves the app built with it', async () => {
    const app =
      "import { greet } from '@fixtures/greet';\nexport default function App() { return <p>{greet('reader')}</p>; }\n";
    const first = await projectWith({ '@fixtures/greet': '^1.2.0' }, app);
    const info = await first.preview();
    expect(info.build).toMatchObject({ status: 'ok', problems: [] });
    const js = await getOnHost(server.url, info.origin, `/__app/${info.build.id}/app.js`);
    expect(js.text).toContain('Hello from fixtures, ');
    // A second project asking for the same version is built from the cache: no second download.
    const downloads = registry.requests.filter((r) => r.endsWith('.tgz')).length;
    const second = await projectWith({ '@fixtures/greet': '1.2.0' }, app);
    expect((await second.preview()).build.status).toBe('ok');
    expect(registry.requests.filter((r) => r.endsWith('.tgz')).length).toBe(downloads);
  });

  it('fails with the registry’s answer for a package that does not exist, pointing at package.json', async () => {
    const { preview } = await projectWith({ 'no-such-thing': '^1.0.0' }, 'export default () => null;\n');
    const info = await preview();
    expect(info.build.status).toBe('failed');
    expect(info.build.problems[0]).toMatchObject({
      message: 'Package "no-such-thing" was not found on the npm registry.',
      file: 'package.json',
    });
  });
});

describe('previews with no registry reachable', () => {
  let offline: TestServer;
  beforeAll(async () => {
    offline = await startTestServer(); // the test default: a registry address nothing answers on
  });
  afterAll(() => offline.close());

  it('says only the ready-made packages work, and tries again later instead of keeping the failure', async () => {
    const owner = await signedInBrowser(offline);
    const prompt = 'A simple tasks app';
    const project = await (await owner.browser.post('/api/projects', { prompt })).json();
    await sendAndWait(owner.browser, project.id, { content: prompt });
    await offline.deps.db
      .update(projectFiles)
      .set({ content: '{ "dependencies": { "react": "19.3.1", "left-pad": "^1.3.0" } }' })
      .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'package.json')));
    const preview = async () => (await owner.browser.get(`/api/projects/${project.id}/preview`)).json();
    const failed = await preview();
    expect(failed.build.problems[0]).toMatchObject({ message: noRegistryMessage('left-pad'), retryable: true });
    expect((await preview()).build.id).toBe(failed.build.id); // not retried at once
    await offline.deps.db
      .update(buildArtifacts)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(buildArtifacts.id, failed.build.id));
    expect((await preview()).build.id).not.toBe(failed.build.id);
  });
});
