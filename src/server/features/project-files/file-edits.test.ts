import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost } from '../../../../tests/support/app-host';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { fileEditTexts } from '../../../shared/file-edits/hand-edits';
import { generationRuns, projectFiles, projects } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

type FileRow = { id: string; filePath: string; content: string; updatedAt: string };

/** Files seeded straight into the table, as a reply would have written them. */
async function projectWithFiles(visibility: 'public' | 'private' = 'public') {
  const owner = await signedInBrowser(server);
  const project = await (await owner.browser.post('/api/projects', { prompt: 'A todo app' })).json();
  await setVisibility(server, owner, project.id, visibility);
  await server.deps.db.insert(projectFiles).values([
    { projectId: project.id, filePath: 'src/App.tsx', content: 'export default 1;\n', fileType: 'tsx' },
    { projectId: project.id, filePath: 'src/index.css', content: 'body {}\n', fileType: 'css', isFrozen: true },
  ]);
  const { files } = (await (await owner.browser.get(`/api/projects/${project.id}/files`)).json()) as {
    files: FileRow[];
  };
  const byPath = (path: string) => files.find((f) => f.filePath === path) as FileRow;
  const base = `/api/projects/${project.id}/files`;
  return { ...owner, project, base, app: byPath('src/App.tsx'), css: byPath('src/index.css') };
}

const paths = async (projectId: string) =>
  (await server.deps.db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId)))
    .map((f) => f.filePath)
    .sort();

const latestSummary = async (browser: { get(path: string): Promise<Response> }, projectId: string) =>
  (await (await browser.get(`/api/projects/${projectId}/versions`)).json()).versions[0]?.summary;

describe('editing files by hand', () => {
  it('saves a file as a new version, and records nothing for an unchanged save', async () => {
    const { browser, project, base, app } = await projectWithFiles();
    const res = await browser.put(`${base}/${app.id}`, {
      content: 'export default 2;\n',
      baseUpdatedAt: app.updatedAt,
    });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved.file).toMatchObject({ filePath: 'src/App.tsx', content: 'export default 2;\n' });
    expect(saved.version).toMatchObject({ number: 1, summary: 'Edited src/App.tsx' });

    const again = await (await browser.put(`${base}/${app.id}`, { content: 'export default 2;\n' })).json();
    expect(again.version).toBeNull();
    expect(await latestSummary(browser, project.id)).toBe('Edited src/App.tsx');
  });

  it('refuses to overwrite a file changed since the editor loaded it', async () => {
    const { browser, base, app } = await projectWithFiles();
    await browser.put(`${base}/${app.id}`, { content: 'from another tab' });
    const res = await browser.put(`${base}/${app.id}`, { content: 'mine', baseUpdatedAt: app.updatedAt });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'file_changed', message: fileEditTexts.changedMeanwhile('src/App.tsx') },
    });
  });

  it('adds, renames and deletes files, each as a version', async () => {
    const { browser, project, base, app } = await projectWithFiles();
    const added = await browser.post(base, { filePath: './src/components/Card.tsx' });
    expect(added.status).toBe(201);
    const { file: card } = await added.json();
    expect(card).toMatchObject({ filePath: 'src/components/Card.tsx', content: '', fileType: 'tsx', isFrozen: false });
    expect(await latestSummary(browser, project.id)).toBe('Added src/components/Card.tsx');

    const renamed = await browser.post(`${base}/${card.id}/rename`, { filePath: 'src/Card.jsx' });
    expect((await renamed.json()).file).toMatchObject({ id: card.id, filePath: 'src/Card.jsx', fileType: 'jsx' });
    expect(await latestSummary(browser, project.id)).toBe('Renamed src/components/Card.tsx to src/Card.jsx');

    const deleted = await browser.delete(`${base}/${app.id}`);
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).version).toMatchObject({ summary: 'Deleted src/App.tsx' });
    expect(await paths(project.id)).toEqual(['src/Card.jsx', 'src/index.css']);
  });

  it('refuses a taken path and a path outside the project with a clear message', async () => {
    const { browser, base, app } = await projectWithFiles();
    const taken = await browser.post(base, { filePath: 'src/index.css' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toEqual({ code: 'file_exists', message: fileEditTexts.exists('src/index.css') });
    const onto = await browser.post(`${base}/${app.id}/rename`, { filePath: 'src/index.css' });
    expect(onto.status).toBe(409);
    for (const filePath of ['../secrets.txt', '/etc/passwd', 'src//a.ts', '']) {
      const res = await browser.post(base, { filePath });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_input');
    }
    const tooLarge = await browser.put(`${base}/${app.id}`, { content: 'x'.repeat(500_001) });
    expect(tooLarge.status).toBe(400);
  });

  it('refuses every change to a frozen file with the frozen message, and changes nothing', async () => {
    const { browser, project, base, css } = await projectWithFiles();
    const attempts = [
      browser.put(`${base}/${css.id}`, { content: 'body { color: red }' }),
      browser.post(`${base}/${css.id}/rename`, { filePath: 'src/main.css' }),
      browser.delete(`${base}/${css.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: { code: 'file_frozen', message: fileEditTexts.frozen('src/index.css') },
      });
    }
    expect(await paths(project.id)).toEqual(['src/App.tsx', 'src/index.css']);
    expect(await latestSummary(browser, project.id)).toBeUndefined();
  });

  it('refuses changes while a reply is changing the files', async () => {
    const { browser, project, base, app } = await projectWithFiles();
    const [row] = await server.deps.db.select().from(projects).where(eq(projects.id, project.id));
    await server.deps.db.insert(generationRuns).values({ projectId: project.id, userId: row?.userId ?? '' });
    const res = await browser.put(`${base}/${app.id}`, { content: 'later' });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('generation_running');
  });

  it('lets only the owner edit: a viewer gets 403, a stranger to a private project 404, signed out 401', async () => {
    const pub = await projectWithFiles();
    const other = await signedInBrowser(server);
    const asViewer = [
      other.browser.put(`${pub.base}/${pub.app.id}`, { content: 'mine' }),
      other.browser.post(pub.base, { filePath: 'src/x.ts' }),
      other.browser.post(`${pub.base}/${pub.app.id}/rename`, { filePath: 'src/y.tsx' }),
      other.browser.delete(`${pub.base}/${pub.app.id}`),
    ];
    for (const res of await Promise.all(asViewer)) {
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(fileEditTexts.ownerOnly);
    }
    const priv = await projectWithFiles('private');
    expect((await other.browser.put(`${priv.base}/${priv.app.id}`, { content: 'x' })).status).toBe(404);
    expect((await other.browser.delete(`${priv.base}/${priv.app.id}`)).status).toBe(404);
    const foreign = await pub.browser.delete(`${pub.base}/${priv.app.id}`);
    expect(foreign.status).toBe(404);
    expect((await pub.browser.delete(`${pub.base}/not-a-uuid`)).status).toBe(404);
    const signedOut = await new AuthSession(server).delete(`${pub.base}/${pub.app.id}`);
    expect(signedOut.status).toBe(401);
    const rows = await server.deps.db
      .select()
      .from(projectFiles)
      .where(and(eq(projectFiles.projectId, pub.project.id), eq(projectFiles.filePath, 'src/App.tsx')));
    expect(rows[0]?.content).toBe('export default 1;\n');
  });

  it('rebuilds the preview from the saved file and points a build error at its line', async () => {
    const owner = await signedInBrowser(server);
    const project = await (await owner.browser.post('/api/projects', { prompt: 'A habit tracker' })).json();
    await sendAndWait(owner.browser, project.id, { content: 'A habit tracker' });
    const { files } = (await (await owner.browser.get(`/api/projects/${project.id}/files`)).json()) as {
      files: FileRow[];
    };
    const app = files.find((f) => f.filePath === 'src/App.tsx') as FileRow;
    const broken = `${app.content}\nconst oops = ;\n`;
    await owner.browser.put(`/api/projects/${project.id}/files/${app.id}`, { content: broken });
    const preview = await (await owner.browser.get(`/api/projects/${project.id}/preview`)).json();
    expect(preview.build.status).toBe('failed');
    expect(preview.build.problems[0]).toMatchObject({ file: 'src/App.tsx', line: broken.split('\n').length - 1 });
  });

  it('serves the restored version’s build again after a hand edit is undone by a restore', async () => {
    const owner = await signedInBrowser(server);
    const project = await (await owner.browser.post('/api/projects', { prompt: 'A habit tracker' })).json();
    await sendAndWait(owner.browser, project.id, { content: 'A habit tracker' });
    const preview = async () => (await owner.browser.get(`/api/projects/${project.id}/preview`)).json();
    const first = await preview();
    const { files } = (await (await owner.browser.get(`/api/projects/${project.id}/files`)).json()) as {
      files: FileRow[];
    };
    const app = files.find((f) => f.filePath === 'src/App.tsx') as FileRow;
    await owner.browser.put(`/api/projects/${project.id}/files/${app.id}`, { content: `${app.content}\n// by hand\n` });
    const edited = await preview();
    expect(edited.shownBuildId).not.toBe(first.shownBuildId);
    const { versions } = await (await owner.browser.get(`/api/projects/${project.id}/versions`)).json();
    const reply = versions.find((v: { number: number }) => v.number === 1);
    await owner.browser.post(`/api/projects/${project.id}/versions/${reply.id}/restore`);
    expect((await preview()).shownBuildId).toBe(first.shownBuildId);
    const page = await getOnHost(server.url, first.origin, '/');
    expect(page.text).toContain(`/__app/${first.shownBuildId}/app.js`);
  });
});
