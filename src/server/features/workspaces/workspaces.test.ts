import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteTo, member, person, type Team, team } from '../../../../tests/support/team-members';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { WorkspaceSummary, WorkspaceView } from '../../../shared/workspaces';
import { workspaceTexts } from '../../../shared/workspaces';
import { personalWorkspaceId } from '../../access/workspaces';
import { auditEvents, projects, subscriptions, workspaceMembers, workspaces } from '../../db/schema';

// Sign-ups hash passwords: tests that make accounts take a while on a busy machine.
const slow = { timeout: 120_000 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
}, 120_000);
afterAll(() => server.close());

const auditOf = (workspaceId: string, action: string) =>
  server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, workspaceId), eq(auditEvents.action, action)));

/** The Team plan stops paying for the workspace (cancelled and over). */
const cancelTeamPlan = (t: Team) =>
  server.deps.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.workspaceId, t.workspaceId));

describe('listing and reading workspaces', () => {
  it('lists the personal workspace first, then teams by name, with role, plan and member count', slow, async () => {
    const fresh = await person(server);
    const alone = (await (await fresh.browser.get('/api/workspaces')).json()).workspaces as WorkspaceSummary[];
    expect(alone).toEqual([
      { id: expect.any(String), name: 'Personal', kind: 'personal', role: 'owner', planName: 'Free', memberCount: 1 },
    ]);

    const t = await team(server);
    const editor = await member(server, t, 'editor');
    await t.owner.browser.patch(t.path, { name: 'Zebra studio' });
    const other = await team(server);
    await other.owner.browser.patch(other.path, { name: 'Acme' });
    const token = await inviteTo(other, server, editor.email, 'viewer');
    expect((await editor.browser.post(`/api/invitations/${token}/accept`)).status).toBe(200);

    const res = await editor.browser.get('/api/workspaces');
    expect(res.status).toBe(200);
    const list = (await res.json()).workspaces as WorkspaceSummary[];
    expect(list.map((w) => [w.name, w.kind, w.role, w.planName, w.memberCount])).toEqual([
      ['Personal', 'personal', 'owner', 'Free', 1],
      ['Acme', 'team', 'viewer', 'Team', 2],
      ['Zebra studio', 'team', 'editor', 'Team', 2],
    ]);
    expect(list[0]?.id).toBe(await personalWorkspaceId(server.deps.db, editor.userId));
  });

  it(
    'shows any member the workspace with its members; invitations only to those who manage members',
    slow,
    async () => {
      const t = await team(server);
      const viewer = await member(server, t, 'viewer');
      const admin = await member(server, t, 'admin');
      const invited = await t.owner.browser.post(`${t.path}/invitations`, {
        email: 'later@example.com',
        role: 'editor',
      });
      expect(invited.status).toBe(201);

      const view = (await (await t.owner.browser.get(t.path)).json()) as WorkspaceView;
      expect(view).toMatchObject({
        id: t.workspaceId,
        kind: 'team',
        role: 'owner',
        planName: 'Team',
        tier: 'team',
        seats: expect.any(Number),
        ownerId: t.owner.userId,
      });
      expect(view.members.map((m) => [m.email, m.role])).toEqual([
        [t.owner.email, 'owner'],
        [admin.email, 'admin'],
        [viewer.email, 'viewer'],
      ]);
      expect(view.members[0]).toMatchObject({ userId: t.owner.userId, name: expect.any(String) });
      expect(Date.parse(view.members[0]?.joinedAt ?? '')).not.toBeNaN();
      expect(view.invitations).toEqual([
        {
          id: expect.any(String),
          email: 'later@example.com',
          role: 'editor',
          status: 'pending',
          expiresAt: expect.any(String),
          createdAt: expect.any(String),
          invitedByEmail: t.owner.email,
        },
      ]);

      const asAdmin = (await (await admin.browser.get(t.path)).json()) as WorkspaceView;
      expect(asAdmin.invitations).toHaveLength(1);
      const asViewer = (await (await viewer.browser.get(t.path)).json()) as WorkspaceView;
      expect(asViewer.role).toBe('viewer');
      expect(asViewer.members).toHaveLength(3);
      expect(asViewer.invitations).toEqual([]);
    },
  );
});

describe('renaming', () => {
  it('lets admins rename, logs it, and refuses editors and blank names', slow, async () => {
    const t = await team(server);
    const admin = await member(server, t, 'admin');
    const editor = await member(server, t, 'editor');
    const res = await admin.browser.patch(t.path, { name: '  Design team  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: t.workspaceId, name: 'Design team', role: 'admin' });
    const [logged] = await auditOf(t.workspaceId, 'workspace.renamed');
    expect(logged).toMatchObject({ actorEmail: admin.email, target: 'Design team' });

    const denied = await editor.browser.patch(t.path, { name: 'Mine now' });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toEqual({ code: 'access_denied', message: workspaceTexts.renameDenied });
    const blank = await admin.browser.patch(t.path, { name: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.code).toBe('invalid_input');
  });
});

describe('deleting', () => {
  it('refuses the personal workspace and one a Team plan still pays for', slow, async () => {
    const t = await team(server);
    const personal = await personalWorkspaceId(server.deps.db, t.owner.userId);
    const own = await t.owner.browser.delete(`/api/workspaces/${personal}`);
    expect(own.status).toBe(409);
    expect((await own.json()).error.code).toBe('personal_workspace');

    const paid = await t.owner.browser.delete(t.path);
    expect(paid.status).toBe(409);
    const { error } = await paid.json();
    expect(error.code).toBe('subscription_active');
    expect(error.message).toContain('Cancel the Team plan');
  });

  it('lets only the owner delete an unpaid team workspace, with its projects', slow, async () => {
    const t = await team(server);
    const admin = await member(server, t, 'admin');
    const made = await t.owner.browser.post('/api/projects', { prompt: 'A team wiki', workspaceId: t.workspaceId });
    expect(made.status).toBe(201);
    const project = await made.json();
    await cancelTeamPlan(t);

    const byAdmin = await admin.browser.delete(t.path);
    expect(byAdmin.status).toBe(403);
    expect((await byAdmin.json()).error.message).toBe('Only the workspace owner can delete it.');

    expect((await t.owner.browser.delete(t.path)).status).toBe(204);
    expect(await server.deps.db.select().from(workspaces).where(eq(workspaces.id, t.workspaceId))).toEqual([]);
    expect(await server.deps.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    expect((await t.owner.browser.get(t.path)).status).toBe(404);
    expect((await admin.browser.get(`/api/projects/${project.id}`)).status).toBe(404);
    const left = (await (await admin.browser.get('/api/workspaces')).json()).workspaces as WorkspaceSummary[];
    expect(left.map((w) => w.kind)).toEqual(['personal']);
  });
});

describe('handing a workspace over', () => {
  it('makes the member the owner and the previous owner an admin', slow, async () => {
    const t = await team(server);
    const next = await member(server, t, 'editor');
    const res = await t.owner.browser.post(`${t.path}/transfer`, { userId: next.userId });
    expect(res.status).toBe(200);
    const view = (await res.json()) as WorkspaceView;
    expect(view).toMatchObject({ ownerId: next.userId, role: 'admin' });
    expect(view.members.map((m) => [m.userId, m.role])).toEqual([
      [next.userId, 'owner'],
      [t.owner.userId, 'admin'],
    ]);
    const [row] = await server.deps.db.select().from(workspaces).where(eq(workspaces.id, t.workspaceId));
    expect(row?.ownerId).toBe(next.userId);
    const [logged] = await auditOf(t.workspaceId, 'workspace.transferred');
    expect(logged).toMatchObject({ actorEmail: t.owner.email, target: next.email });

    // The previous owner, now an admin, can no longer hand it over or delete it.
    const again = await t.owner.browser.post(`${t.path}/transfer`, { userId: t.owner.userId });
    expect(again.status).toBe(403);
    const owners = await server.deps.db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, t.workspaceId), eq(workspaceMembers.role, 'owner')));
    expect(owners.map((o) => o.userId)).toEqual([next.userId]);
  });

  it('refuses a non-member and the personal workspace', slow, async () => {
    const t = await team(server);
    const stranger = await person(server);
    const res = await t.owner.browser.post(`${t.path}/transfer`, { userId: stranger.userId });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(workspaceTexts.memberNotFound);
    const personal = await personalWorkspaceId(server.deps.db, t.owner.userId);
    const own = await t.owner.browser.post(`/api/workspaces/${personal}/transfer`, { userId: stranger.userId });
    expect(own.status).toBe(409);
    expect((await own.json()).error.code).toBe('personal_workspace');
  });
});
