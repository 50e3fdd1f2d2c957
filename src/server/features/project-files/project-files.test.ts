import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { projectFiles } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** Generation writes files later; here they are seeded straight into the table. */
async function projectWithFiles(visibility: 'public' | 'private' = 'public') {
  const owner = await signedInBrowser(server);
  const project = await (await owner.browser.post('/api/projects', { prompt: 'A todo app', name: 'Todo App' })).json();
  await setVisibility(server, owner, project.id, visibility);
  const files = await server.deps.db
    .insert(projectFiles)
    .values([
      { projectId: project.id, filePath: 'src/main.tsx', content: 'render(<App />);', fileType: 'tsx' },
      { projectId: project.id, filePath: 'index.html', content: '<div id="root"></div>', fileType: 'html' },
    ])
    .returning();
  return { ...owner, project, files };
}

describe('project files', () => {
  it('lists files by path and freezes one, then all, for the owner', async () => {
    const { browser, project, files } = await projectWithFiles();
    const list = await (await browser.get(`/api/projects/${project.id}/files`)).json();
    expect(list.files.map((f: { filePath: string }) => f.filePath)).toEqual(['index.html', 'src/main.tsx']);

    const main = files.find((f) => f.filePath === 'src/main.tsx');
    const one = await browser.patch(`/api/projects/${project.id}/files/${main?.id}`, { isFrozen: true });
    expect(await one.json()).toMatchObject({ filePath: 'src/main.tsx', isFrozen: true });

    const all = await browser.post(`/api/projects/${project.id}/files/freeze`, { isFrozen: true });
    expect((await all.json()).files.every((f: { isFrozen: boolean }) => f.isFrozen)).toBe(true);
    const none = await browser.post(`/api/projects/${project.id}/files/freeze`, { isFrozen: false });
    expect((await none.json()).files.some((f: { isFrozen: boolean }) => f.isFrozen)).toBe(false);
  });

  it('downloads one file and the whole project as attachments', async () => {
    const { browser, project, files } = await projectWithFiles();
    const html = files.find((f) => f.filePath === 'index.html');
    const one = await browser.get(`/api/projects/${project.id}/files/${html?.id}/download`);
    expect(one.headers.get('content-disposition')).toMatch(/^attachment; filename="index.html"/);
    expect(one.headers.get('x-content-type-options')).toBe('nosniff');
    expect(one.headers.get('content-security-policy')).toBe('sandbox');
    expect(await one.text()).toBe('<div id="root"></div>');

    const zip = await browser.get(`/api/projects/${project.id}/download`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/filename="todo-app.zip"/);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    // The project's own files as they are, inside a project Vite runs (see apps/export).
    expect(Object.keys(entries).sort()).toEqual([
      'todo-app/.gitignore',
      'todo-app/README.md',
      'todo-app/index.html',
      'todo-app/package.json',
      'todo-app/src/main.tsx',
      'todo-app/tsconfig.json',
      'todo-app/vite.config.ts',
    ]);
    expect(strFromU8(entries['todo-app/src/main.tsx'] as Uint8Array)).toBe('render(<App />);');
    expect(strFromU8(entries['todo-app/index.html'] as Uint8Array)).toBe('<div id="root"></div>');
    expect(JSON.parse(strFromU8(entries['todo-app/package.json'] as Uint8Array))).toMatchObject({
      name: 'todo-app',
      scripts: { dev: 'vite', build: 'vite build' },
    });
  });

  it('lets a viewer of a public project read but not freeze', async () => {
    const { project, files } = await projectWithFiles();
    const other = await signedInBrowser(server);
    expect((await other.browser.get(`/api/projects/${project.id}/files`)).status).toBe(200);
    const freeze = await other.browser.patch(`/api/projects/${project.id}/files/${files[0]?.id}`, { isFrozen: true });
    expect(freeze.status).toBe(403);
  });

  it("answers 404 on every route for another user's private project", async () => {
    const { project, files } = await projectWithFiles('private');
    const other = await signedInBrowser(server);
    const fileId = files[0]?.id;
    const attempts = [
      other.browser.get(`/api/projects/${project.id}`),
      other.browser.patch(`/api/projects/${project.id}`, { name: 'Mine now' }),
      other.browser.patch(`/api/projects/${project.id}`, { visibility: 'public' }),
      other.browser.get(`/api/projects/${project.id}/files`),
      other.browser.patch(`/api/projects/${project.id}/files/${fileId}`, { isFrozen: true }),
      other.browser.post(`/api/projects/${project.id}/files/freeze`, { isFrozen: true }),
      other.browser.get(`/api/projects/${project.id}/files/${fileId}/download`),
      other.browser.get(`/api/projects/${project.id}/download`),
      other.browser.get(`/api/projects/${project.id}/messages`),
      other.browser.post(`/api/projects/${project.id}/messages`, { content: 'x' }),
      other.browser.get(`/api/projects/${project.id}/knowledge`),
      new AuthSession(server).get(`/api/projects/${project.id}/files`),
    ];
    expect((await Promise.all(attempts)).map((r) => r.status)).toEqual(Array(attempts.length).fill(404));
  });

  it('answers 404 for a file id from another project or a malformed one', async () => {
    const first = await projectWithFiles();
    const second = await projectWithFiles();
    const foreign = second.files[0]?.id;
    expect(
      (await first.browser.patch(`/api/projects/${first.project.id}/files/${foreign}`, { isFrozen: true })).status,
    ).toBe(404);
    expect((await first.browser.get(`/api/projects/${first.project.id}/files/not-a-uuid/download`)).status).toBe(404);
  });
});
