import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { fileEditTexts } from '../../../shared/file-edits/hand-edits';
import { tagSourceLocations } from '../../apps/build/jsx-locations';
import { projectFiles } from '../../db/schema';
import { snapshotProject } from '../versions/versions.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const app = `export default function App() {
  return (
    <main className="p-8 text-center">
      <h1 className="text-4xl font-bold text-slate-900">Habit tracker</h1>
      <p>Keep <b>going</b></p>
      <button className={active ? 'a' : 'b'}>Go</button>
    </main>
  );
}
`;
// Where each element's "<" is in the source above: line, column.
const at = { main: [3, 5], h1: [4, 7], p: [5, 7], button: [6, 7] } as const;

async function project(visibility: 'public' | 'private' = 'public') {
  const owner = await signedInBrowser(server);
  const created = await (await owner.browser.post('/api/projects', { prompt: 'A habit tracker' })).json();
  await setVisibility(server, owner, created.id, visibility);
  await server.deps.db.insert(projectFiles).values([
    { projectId: created.id, filePath: 'src/App.tsx', content: app, fileType: 'tsx' },
    { projectId: created.id, filePath: 'src/Frozen.tsx', content: app, fileType: 'tsx', isFrozen: true },
  ]);
  const url = `/api/projects/${created.id}/visual-edits`;
  const edit = (element: keyof typeof at, change: object, filePath = 'src/App.tsx', browser = owner.browser) =>
    browser.post(url, { filePath, line: at[element][0], column: at[element][1], change });
  const source = async (filePath = 'src/App.tsx') =>
    (
      await server.deps.db
        .select()
        .from(projectFiles)
        .where(and(eq(projectFiles.projectId, created.id), eq(projectFiles.filePath, filePath)))
    )[0]?.content;
  return { ...owner, projectId: created.id as string, url, edit, source };
}

describe('visual edits', () => {
  it('tags host elements with their source location in the bundler’s copy only', async () => {
    const tagged = await tagSourceLocations('src/App.tsx', app);
    expect(tagged).toContain('<h1 data-sw-loc="src/App.tsx:4:7" data-sw-component="App" className=');
    expect(tagged).toContain('<main data-sw-loc="src/App.tsx:3:5"');
    expect(tagged.match(/data-sw-loc/g)).toHaveLength(5);
  });

  it('replaces an element’s text as a new version, and Undo’s version restores it', async () => {
    const { browser, edit, source, projectId } = await project();
    await snapshotProject(server.deps.db, projectId, { summary: 'Reply' });
    const res = await edit('h1', { kind: 'text', text: 'Daily {habits}' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.version.summary).toBe('Visual edit: text of <h1> in src/App.tsx');
    expect(await source()).toContain('<h1 className="text-4xl font-bold text-slate-900">{"Daily {habits}"}</h1>');
    await edit('h1', { kind: 'text', text: 'Daily habits' });
    expect(await source()).toContain('font-bold text-slate-900">Daily habits</h1>');
    expect(body.undoVersionId).toEqual(expect.any(String));
    const undone = await browser.post(`/api/projects/${projectId}/versions/${body.undoVersionId}/restore`);
    expect(undone.status).toBe(201);
    expect(await source()).toBe(app);
  });

  it('swaps one group’s Tailwind class, adds a className where there is none, and removes one', async () => {
    const { edit, source } = await project();
    await edit('h1', { kind: 'style', group: 'textColor', value: 'text-red-600' });
    await edit('h1', { kind: 'style', group: 'fontSize', value: 'text-2xl' });
    expect(await source()).toContain('<h1 className="font-bold text-red-600 text-2xl">');
    const added = await (await edit('p', { kind: 'style', group: 'background', value: 'bg-blue-100' })).json();
    expect(added.version.summary).toBe('Visual edit: background of <p> in src/App.tsx');
    expect(await source()).toContain('<p className="bg-blue-100">Keep');
    await edit('main', { kind: 'style', group: 'padding', value: null });
    expect(await source()).toContain('<main className="text-center">');
  });

  it('deletes an element with its line', async () => {
    const { edit, source } = await project();
    const res = await edit('p', { kind: 'delete' });
    expect((await res.json()).version.summary).toBe('Visual edit: deleted <p> in src/App.tsx');
    expect(await source()).toBe(app.replace('      <p>Keep <b>going</b></p>\n', ''));
  });

  it('refuses what it cannot rewrite safely with a 4xx and changes nothing', async () => {
    const { browser, url, edit, source } = await project();
    const refusals: [Response, number, string][] = [
      [await edit('p', { kind: 'text', text: 'x' }), 422, 'text_not_plain'],
      [await edit('button', { kind: 'style', group: 'radius', value: 'rounded-lg' }), 422, 'class_not_plain'],
      [await edit('main', { kind: 'delete' }), 422, 'root_element'],
      [
        await browser.post(url, { filePath: 'src/App.tsx', line: 4, column: 8, change: { kind: 'delete' } }),
        404,
        'element_not_found',
      ],
      [await edit('h1', { kind: 'delete' }, 'src/Missing.tsx'), 404, 'not_found'],
      [await edit('h1', { kind: 'delete' }, '../etc/passwd'), 400, 'invalid_input'],
      [await edit('h1', { kind: 'style', group: 'textColor', value: 'text-[url(x)]' }), 400, 'invalid_input'],
      [
        await browser.post(url, { filePath: 'src/App.tsx', line: 0, column: 1, change: { kind: 'delete' } }),
        400,
        'invalid_input',
      ],
    ];
    for (const [res, status, code] of refusals) {
      expect(res.status).toBe(status);
      expect((await res.json()).error.code).toBe(code);
    }
    expect(await source()).toBe(app);
  });

  it('refuses frozen files with the frozen message', async () => {
    const { edit, source } = await project();
    const res = await edit('h1', { kind: 'text', text: 'x' }, 'src/Frozen.tsx');
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(fileEditTexts.frozen('src/Frozen.tsx'));
    expect(await source('src/Frozen.tsx')).toBe(app);
  });

  it('lets only the owner edit: a viewer gets 403, a stranger to a private project 404, signed out 401', async () => {
    const pub = await project();
    const other = await signedInBrowser(server);
    const viewer = await pub.edit('h1', { kind: 'text', text: 'x' }, 'src/App.tsx', other.browser);
    expect(viewer.status).toBe(403);
    expect((await viewer.json()).error.message).toBe(fileEditTexts.ownerOnly);
    const priv = await project('private');
    expect((await priv.edit('h1', { kind: 'delete' }, 'src/App.tsx', other.browser)).status).toBe(404);
    expect((await pub.edit('h1', { kind: 'delete' }, 'src/App.tsx', new AuthSession(server))).status).toBe(401);
    expect(await pub.source()).toBe(app);
  });
});
