import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, projectFiles } from '../../src/server/db/schema';
import { getOnHost } from '../support/app-host';
import { sendAndWait } from '../support/run-events';
import { member, team } from '../support/team-members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('a removed member loses the app hosts at once', () => {
  it("a private project's preview grant and live cookie stop working the moment they are removed", {
    timeout: 120_000,
  }, async () => {
    const t = await team(server);
    const editor = await member(server, t, 'editor');
    const made = await (
      await t.owner.browser.post('/api/projects', { prompt: 'A habit tracker', workspaceId: t.workspaceId })
    ).json();
    await sendAndWait(t.owner.browser, made.id, { content: 'A habit tracker' });
    expect((await t.owner.browser.patch(`/api/projects/${made.id}`, { visibility: 'private' })).status).toBe(200);
    expect((await t.owner.browser.post(`/api/projects/${made.id}/deployments`)).status).toBe(201);

    // What the editor holds: the builder's preview grant, and the live app's cookie from its private link.
    const preview = await (await editor.browser.get(`/api/projects/${made.id}/preview`)).json();
    const openPreview = () => getOnHost(server.url, preview.origin, `/?token=${encodeURIComponent(preview.token)}`);
    const { url, openUrl } = await (await editor.browser.get(`/api/projects/${made.id}/deployments`)).json();
    const handshake = await getOnHost(server.url, url, new URL(openUrl).pathname + new URL(openUrl).search);
    const cookie = String(handshake.headers['set-cookie']).split(';')[0] as string;
    expect((await openPreview()).status).toBe(200);
    expect((await getOnHost(server.url, url, '/', cookie)).status).toBe(200);

    expect((await t.owner.browser.delete(`${t.path}/members/${editor.userId}`)).status).toBe(204);
    expect((await openPreview()).status).toBe(404);
    expect((await getOnHost(server.url, url, '/', cookie)).status).toBe(404);

    // The owner's own grant still opens it.
    const own = await (await t.owner.browser.get(`/api/projects/${made.id}/preview`)).json();
    expect((await getOnHost(server.url, own.origin, `/?token=${encodeURIComponent(own.token)}`)).status).toBe(200);
  });
});

describe("a workspace's private source stays in the workspace", () => {
  it('a viewer cannot remix it out; an editor can, into a private copy, and the workspace logs it', {
    timeout: 60_000,
  }, async () => {
    const t = await team(server);
    const viewer = await member(server, t, 'viewer');
    const editor = await member(server, t, 'editor');
    const made = await (
      await t.owner.browser.post('/api/projects', { prompt: 'A ledger', workspaceId: t.workspaceId })
    ).json();
    expect((await t.owner.browser.patch(`/api/projects/${made.id}`, { visibility: 'private' })).status).toBe(200);
    const key = 'sk_live_planted_0123456789';
    await server.deps.db
      .insert(projectFiles)
      .values({ projectId: made.id, filePath: 'src/keys.ts', content: `export const key = '${key}';`, fileType: 'ts' });

    const refused = await viewer.browser.post(`/api/projects/${made.id}/remix`);
    expect(refused.status).toBe(403);
    const copied = await editor.browser.post(`/api/projects/${made.id}/remix`);
    expect(copied.status).toBe(201);
    const copy = await copied.json();
    expect(copy.visibility).toBe('private');
    const outsider = await server.request(`/api/projects/${copy.id}/files`);
    expect(outsider.status).toBe(404);
    expect(await outsider.text()).not.toContain(key);
    const logged = await server.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.workspaceId, t.workspaceId), eq(auditEvents.action, 'project.remixed_out')));
    expect(logged.map((e) => e.actorEmail)).toEqual([editor.email]);
  });
});
