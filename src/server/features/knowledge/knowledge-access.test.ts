import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuthSession } from '../../../../tests/support/auth-session';
import { projects } from '../../db/schema';
import { knowledgePath, knowledgeTestServer } from './test-utils';

const kit = knowledgeTestServer();
const { owner, upload, rowsOf, storedFiles } = kit;

describe('deleting and downloading', () => {
  it('deletes the row and the stored file', async () => {
    const { browser, userId, projectId } = await owner();
    const { uploaded } = await (await upload(browser, projectId, [{ name: 'gone.txt', bytes: 'bye' }])).json();
    expect(await storedFiles(userId)).toHaveLength(1);
    const path = knowledgePath(projectId, `/${uploaded[0].id}`);
    const res = await browser.send(path, { method: 'DELETE', headers: { origin: kit.server.url } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await rowsOf(userId)).toEqual([]);
    expect(await storedFiles(userId)).toEqual([]);
    expect((await browser.send(path, { method: 'DELETE', headers: { origin: kit.server.url } })).status).toBe(404);
  });

  it('downloads the bytes as an attachment that is never rendered', async () => {
    const { browser, projectId } = await owner();
    const name = 'résumé "final".md';
    const { uploaded } = await (
      await upload(browser, projectId, [{ name, bytes: '<script>alert(1)</script>' }])
    ).json();
    const res = await browser.get(knowledgePath(projectId, `/${uploaded[0].id}/download`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(await res.text()).toBe('<script>alert(1)</script>');
  });
});

describe('who may use a project’s knowledge files', () => {
  it('shows another user nothing of a private project', async () => {
    const alice = await owner('private');
    const { uploaded } = await (await upload(alice.browser, alice.projectId, [{ name: 'a.txt', bytes: 'x' }])).json();
    const fileId = uploaded[0].id;
    await kit.server.deps.db.update(projects).set({ visibility: 'private' }).where(eq(projects.id, alice.projectId));

    const bob = await owner();
    const list = await bob.browser.get(knowledgePath(alice.projectId));
    const add = await upload(bob.browser, alice.projectId, [{ name: 'b.txt', bytes: 'y' }]);
    const remove = await bob.browser.send(knowledgePath(alice.projectId, `/${fileId}`), {
      method: 'DELETE',
      headers: { origin: kit.server.url },
    });
    const download = await bob.browser.get(knowledgePath(alice.projectId, `/${fileId}/download`));
    expect([list.status, add.status, remove.status, download.status]).toEqual([404, 404, 404, 404]);
    expect(await rowsOf(alice.userId)).toHaveLength(1);
    expect(await rowsOf(bob.userId)).toEqual([]);

    // Bob's own project does not open Alice's file either.
    const viaOwn = await bob.browser.get(knowledgePath(bob.projectId, `/${fileId}/download`));
    expect(viaOwn.status).toBe(404);
  });

  it('tells a viewer of a public project that only the owner manages its files', async () => {
    const alice = await owner('public');
    const bob = await owner();
    const res = await upload(bob.browser, alice.projectId, [{ name: 'b.txt', bytes: 'y' }]);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('access_denied');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { projectId } = await owner();
    const stranger = new AuthSession(kit.server);
    expect((await stranger.get(knowledgePath(projectId))).status).toBe(401);
    expect((await upload(stranger, projectId, [{ name: 'a.txt', bytes: 'x' }])).status).toBe(401);
  });
});
