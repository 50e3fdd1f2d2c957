import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Team, team } from '../../../../tests/support/team-members';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { WorkspaceSummary, WorkspaceView } from '../../../shared/workspaces';
import { workspaceTexts } from '../../../shared/workspaces';
import { auditEvents, workspaceMembers } from '../../db/schema';

// Sign-ups hash passwords: a test that makes several accounts takes a while on a busy machine.
const slow = { timeout: 120_000 };

let server: TestServer;
let t: Team;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  t = await team(server);
}, 120_000);
afterAll(() => server.close());

const auditOf = (action: string) =>
  server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, t.workspaceId), eq(auditEvents.action, action)));

const roleOf = async (userId: string) => {
  const [row] = await server.deps.db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, t.workspaceId), eq(workspaceMembers.userId, userId)));
  return row?.role ?? null;
};

describe('changing roles', () => {
  it('lets an admin give a member another role, and logs from and to', slow, async () => {
    const admin = await member(server, t, 'admin');
    const editor = await member(server, t, 'editor');
    const res = await admin.browser.patch(`${t.path}/members/${editor.userId}`, { role: 'viewer' });
    expect(res.status).toBe(200);
    const view = (await res.json()) as WorkspaceView;
    expect(view.members.find((m) => m.userId === editor.userId)?.role).toBe('viewer');
    expect(await roleOf(editor.userId)).toBe('viewer');
    const logged = (await auditOf('member.role_changed')).find((e) => e.target === editor.email);
    expect(logged).toMatchObject({ actorEmail: admin.email, detail: { from: 'editor', to: 'viewer' } });
    // The viewer now reads, and no longer edits.
    const asViewer = (await (await editor.browser.get(t.path)).json()) as WorkspaceView;
    expect(asViewer.role).toBe('viewer');
  });

  it("refuses to change the owner's role, and a role that is not assignable", slow, async () => {
    const res = await t.owner.browser.patch(`${t.path}/members/${t.owner.userId}`, { role: 'admin' });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({ code: 'owner_role', message: workspaceTexts.ownerRole });
    const owner = await t.owner.browser.patch(`${t.path}/members/${t.owner.userId}`, { role: 'owner' });
    expect(owner.status).toBe(400);
    expect(await roleOf(t.owner.userId)).toBe('owner');
  });

  it('answers 404 for someone who is not a member', slow, async () => {
    const res = await t.owner.browser.patch(`${t.path}/members/no-such-user`, { role: 'viewer' });
    expect(res.status).toBe(404);
  });
});

describe('removing and leaving', () => {
  it('lets an admin remove a member: their access ends and it is logged', slow, async () => {
    const admin = await member(server, t, 'admin');
    const editor = await member(server, t, 'editor');
    expect((await admin.browser.delete(`${t.path}/members/${editor.userId}`)).status).toBe(204);
    expect(await roleOf(editor.userId)).toBeNull();
    expect((await editor.browser.get(t.path)).status).toBe(404);
    const list = (await (await editor.browser.get('/api/workspaces')).json()).workspaces as WorkspaceSummary[];
    expect(list.map((w) => w.id)).not.toContain(t.workspaceId);
    const logged = (await auditOf('member.removed')).find((e) => e.target === editor.email);
    expect(logged).toMatchObject({ actorEmail: admin.email, detail: { role: 'editor' } });
  });

  it('lets any other member leave; the owner must hand the workspace over first', slow, async () => {
    const viewer = await member(server, t, 'viewer');
    expect((await viewer.browser.delete(`${t.path}/members/${viewer.userId}`)).status).toBe(204);
    expect(await roleOf(viewer.userId)).toBeNull();
    expect((await auditOf('member.left')).find((e) => e.target === viewer.email)).toMatchObject({
      actorEmail: viewer.email,
    });

    const owner = await t.owner.browser.delete(`${t.path}/members/${t.owner.userId}`);
    expect(owner.status).toBe(403);
    expect((await owner.json()).error.message).toBe('The owner cannot leave; hand the workspace over first.');
    expect(await roleOf(t.owner.userId)).toBe('owner');
  });
});
