import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { fileBlobs, projectFiles } from '../../db/schema';
import { snapshotProject } from './versions.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** Generation writes files and snapshots them; here both are done straight through the service. */
async function projectWithTwoVersions(visibility: 'public' | 'private' = 'public') {
  const owner = await signedInBrowser(server);
  const project = await (await owner.browser.post('/api/projects', { prompt: 'A todo app' })).json();
  await setVisibility(server, owner, project.id, visibility);
  const db = server.deps.db;
  await db.insert(projectFiles).values([
    { projectId: project.id, filePath: 'src/App.tsx', content: 'v1 app', fileType: 'tsx' },
    { projectId: project.id, filePath: 'src/index.css', content: 'body {}', fileType: 'css' },
  ]);
  const first = await snapshotProject(db, project.id, { summary: 'First app' });
  await db
    .update(projectFiles)
    .set({ content: 'v2 app' })
    .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'src/App.tsx')));
  await db.insert(projectFiles).values({ projectId: project.id, filePath: 'src/Extra.tsx', content: 'extra' });
  const second = await snapshotProject(db, project.id, { summary: 'Added Extra' });
  return { ...owner, project, first, second };
}

const currentFiles = async (projectId: string) =>
  Object.fromEntries(
    (await server.deps.db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId))).map((f) => [
      f.filePath,
      { content: f.content, isFrozen: f.isFrozen },
    ]),
  );

describe('versions', () => {
  it('lists versions newest first, shows a version’s code, and stores unchanged contents once', async () => {
    const { browser, project, first } = await projectWithTwoVersions();
    const { versions } = await (await browser.get(`/api/projects/${project.id}/versions`)).json();
    expect(versions.map((v: { number: number; fileCount: number }) => [v.number, v.fileCount])).toEqual([
      [2, 3],
      [1, 2],
    ]);
    const view = await (await browser.get(`/api/projects/${project.id}/versions/${first.id}`)).json();
    expect(view.files.map((f: { filePath: string; content: string }) => [f.filePath, f.content])).toEqual([
      ['src/App.tsx', 'v1 app'],
      ['src/index.css', 'body {}'],
    ]);
    const cssBlobs = await server.deps.db.select().from(fileBlobs).where(eq(fileBlobs.content, 'body {}'));
    expect(cssBlobs).toHaveLength(1);
  });

  it('restores a version as a new version, keeping frozen flags', async () => {
    const { browser, project, first } = await projectWithTwoVersions();
    await server.deps.db
      .update(projectFiles)
      .set({ isFrozen: true })
      .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'src/index.css')));
    const res = await browser.post(`/api/projects/${project.id}/versions/${first.id}/restore`);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ number: 3, restoredFromId: first.id, summary: 'Restored version 1' });
    expect(await currentFiles(project.id)).toEqual({
      'src/App.tsx': { content: 'v1 app', isFrozen: false },
      'src/index.css': { content: 'body {}', isFrozen: true },
    });
  });

  it('lets a viewer of a public project look but not restore', async () => {
    const { project, first } = await projectWithTwoVersions();
    const other = await signedInBrowser(server);
    expect((await other.browser.get(`/api/projects/${project.id}/versions`)).status).toBe(200);
    expect((await other.browser.post(`/api/projects/${project.id}/versions/${first.id}/restore`)).status).toBe(403);
    expect(await currentFiles(project.id)).toMatchObject({ 'src/App.tsx': { content: 'v2 app' } });
  });

  it("answers 404 for another user's private project and for a foreign or malformed version id", async () => {
    const { project, first, browser } = await projectWithTwoVersions('private');
    const other = await signedInBrowser(server);
    const attempts = [
      other.browser.get(`/api/projects/${project.id}/versions`),
      other.browser.get(`/api/projects/${project.id}/versions/${first.id}`),
      other.browser.post(`/api/projects/${project.id}/versions/${first.id}/restore`),
    ];
    expect((await Promise.all(attempts)).map((r) => r.status)).toEqual([404, 404, 404]);
    const elsewhere = await projectWithTwoVersions();
    expect((await browser.post(`/api/projects/${project.id}/versions/${elsewhere.first.id}/restore`)).status).toBe(404);
    expect((await browser.get(`/api/projects/${project.id}/versions/not-a-uuid`)).status).toBe(404);
  });

  it('lists the files each version changed with their added and removed lines', async () => {
    const { browser, project } = await projectWithTwoVersions();
    const db = server.deps.db;
    await db
      .update(projectFiles)
      .set({ filePath: 'src/styles.css' })
      .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'src/index.css')));
    await snapshotProject(db, project.id, { summary: 'Moved the styles' });
    const { versions } = await (await browser.get(`/api/projects/${project.id}/versions`)).json();
    expect(versions.map((v: { changes: unknown }) => v.changes)).toEqual([
      [{ path: 'src/styles.css', from: 'src/index.css', status: 'renamed', added: 0, removed: 0 }],
      [
        { path: 'src/App.tsx', status: 'modified', added: 1, removed: 1 },
        { path: 'src/Extra.tsx', status: 'added', added: 1, removed: 0 },
      ],
      [
        { path: 'src/App.tsx', status: 'added', added: 1, removed: 0 },
        { path: 'src/index.css', status: 'added', added: 1, removed: 0 },
      ],
    ]);
  });

  it('shows both sides of each file a version changed, against the version before it', async () => {
    const { browser, project, first, second } = await projectWithTwoVersions();
    const diff = await (await browser.get(`/api/projects/${project.id}/versions/${second.id}/diff`)).json();
    expect(diff.previous).toEqual({ id: first.id, number: 1 });
    expect(diff.files).toEqual([
      { path: 'src/App.tsx', status: 'modified', added: 1, removed: 1, before: 'v1 app', after: 'v2 app' },
      { path: 'src/Extra.tsx', status: 'added', added: 1, removed: 0, before: null, after: 'extra' },
    ]);
    const initial = await (await browser.get(`/api/projects/${project.id}/versions/${first.id}/diff`)).json();
    expect(initial.previous).toBeNull();
    expect(initial.files.map((f: { path: string; before: null }) => [f.path, f.before])).toEqual([
      ['src/App.tsx', null],
      ['src/index.css', null],
    ]);
  });

  it('keeps a private project’s diffs from others', async () => {
    const { project, second } = await projectWithTwoVersions('private');
    const other = await signedInBrowser(server);
    expect((await other.browser.get(`/api/projects/${project.id}/versions/${second.id}/diff`)).status).toBe(404);
    expect((await new AuthSession(server).get(`/api/projects/${project.id}/versions/${second.id}/diff`)).status).toBe(
      404,
    );
  });
});
