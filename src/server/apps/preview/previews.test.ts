import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost, requestOnHost } from '../../../../tests/support/app-host';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { notInstalledMessage } from '../../../shared/app-template';
import { buildArtifacts, deployments, projectFiles } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** A request to an app hostname, as a browser resolving *.localhost would send it. */
const onHost = (origin: string, pathname: string) => getOnHost(server.url, origin, pathname);

async function builtProject(prompt = 'An online store for handmade candles') {
  const owner = await signedInBrowser(server);
  const project = await (await owner.browser.post('/api/projects', { prompt })).json();
  await sendAndWait(owner.browser, project.id, { content: prompt });
  const preview = async () => (await owner.browser.get(`/api/projects/${project.id}/preview`)).json();
  return { ...owner, project, preview };
}

describe('previews', () => {
  it('serves the built app on the project’s own hostname with the isolation headers', async () => {
    const { project, preview } = await builtProject();
    const info = await preview();
    expect(info.origin).toBe(`http://p-${project.id}.${new URL(server.url).host}`);
    // The owner's grant makes them the app's user in the preview, even for a public project.
    expect(info).toMatchObject({ token: expect.any(String), build: { status: 'ok', problems: [] } });
    expect(info.shownBuildId).toBe(info.build.id);
    const page = await onHost(info.origin, '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBe(`frame-ancestors ${server.url}`);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const html = page.text;
    expect(html).toContain('<script src="/__shipwright/reporter.js"></script>');
    // The SDK keeps its device token per app: an address can later serve another app.
    expect(html).toContain(`<meta name="shipwright-app" content="${project.id}">`);
    expect(html).toContain(`/__app/${info.build.id}/app.js`);
    const js = await onHost(info.origin, `/__app/${info.build.id}/app.js`);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.text.length).toBeGreaterThan(50_000);
    const { text: css } = await onHost(info.origin, `/__app/${info.build.id}/app.css`);
    expect(css).toContain('min-h-screen');
    // Compressed once per build for browsers that take it, the same script once decoded.
    for (const encoding of ['br', 'gzip'] as const) {
      const packed = await requestOnHost(server.url, info.origin, `/__app/${info.build.id}/app.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toContain('Accept-Encoding');
      expect(packed.bytes.length).toBeLessThan(js.text.length / 2);
      const decoded = encoding === 'br' ? brotliDecompressSync(packed.bytes) : gunzipSync(packed.bytes);
      expect(decoded.toString('utf8')).toBe(js.text);
    }
    // Deep links are the app's own routes; the main app's API is not reachable here.
    expect((await onHost(info.origin, '/products/1')).status).toBe(200);
    expect((await onHost(info.origin, '/api/projects')).text).not.toContain('"projects"');
  });

  it('builds unchanged files once, and keeps showing the last good build when a change breaks it', async () => {
    const { project, preview } = await builtProject();
    const first = await preview();
    expect((await preview()).build.id).toBe(first.build.id);
    await server.deps.db
      .update(projectFiles)
      .set({ content: "import _ from 'lodash';\nexport default function App() { return <p>{_.VERSION}</p>; }\n" })
      .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'src/App.tsx')));
    const broken = await preview();
    expect(broken.build).toMatchObject({ status: 'failed' });
    expect(broken.build.problems[0]).toMatchObject({ message: notInstalledMessage('lodash'), file: 'src/App.tsx' });
    expect(broken.shownBuildId).toBe(first.build.id);
  });

  it('opens a private preview only with a fresh grant for that very project', async () => {
    const owner = await builtProject();
    const { project, preview } = owner;
    await setVisibility(server, owner, project.id, 'private');
    const info = await preview();
    expect(info.token).toMatch(/^\d+\./);
    expect((await onHost(info.origin, '/')).status).toBe(404);
    expect((await onHost(info.origin, `/?token=${info.token}`)).status).toBe(200);
    const { text: html } = await onHost(info.origin, `/?token=${info.token}`);
    expect(html).toContain(`app.js?token=${encodeURIComponent(info.token)}`);
    expect((await onHost(info.origin, `/__app/${info.build.id}/app.js`)).status).toBe(404);
    const other = await builtProject();
    await setVisibility(server, other, other.project.id, 'private');
    const otherInfo = await other.preview();
    expect((await onHost(otherInfo.origin, `/?token=${info.token}`)).status).toBe(404);
    const expired = server.deps.appAccess.sign('preview', project.id, -1000);
    expect((await onHost(info.origin, `/?token=${expired}`)).status).toBe(404);
    const stranger = await signedInBrowser(server);
    expect((await stranger.browser.get(`/api/projects/${project.id}/preview`)).status).toBe(404);
  });

  it('keeps the newest builds and every deployed one, and forgets older ones', async () => {
    const { browser, project, preview } = await builtProject();
    const setApp = (text: string) =>
      server.deps.db
        .update(projectFiles)
        .set({ content: `export default function App() { return <p>${text}</p>; }\n` })
        .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'src/App.tsx')));
    await setApp('deployed');
    await browser.post(`/api/projects/${project.id}/deployments`);
    // A deployment serves a live build of its own (no source locations), kept however old.
    const [deployment] = await server.deps.db
      .select({ artifactId: deployments.artifactId })
      .from(deployments)
      .where(eq(deployments.projectId, project.id));
    const deployedBuild = deployment?.artifactId;
    for (let i = 0; i < 12; i++) {
      await setApp(`version ${i}`);
      await preview();
    }
    const kept = await server.deps.db
      .select({ id: buildArtifacts.id })
      .from(buildArtifacts)
      .where(eq(buildArtifacts.projectId, project.id));
    expect(kept.length).toBe(11);
    expect(kept.map((k) => k.id)).toContain(deployedBuild);
  });
});
