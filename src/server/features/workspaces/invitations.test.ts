import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../../../../tests/support/auth-session';
import { invitationToken, inviteTo, person, type Team, team } from '../../../../tests/support/team-members';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { InvitationPreview, WorkspaceSummary, WorkspaceView } from '../../../shared/workspaces';
import { workspaceLimits, workspaceTexts } from '../../../shared/workspaces';
import { personalWorkspaceId } from '../../access/workspaces';
import { sha256Hex } from '../../core/sha256';
import { auditEvents, subscriptions, workspaceInvitations, workspaceMembers } from '../../db/schema';

const slow = { timeout: 120_000 };

let server: TestServer;
let t: Team;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  t = await team(server);
  await t.owner.browser.patch(t.path, { name: 'Studio North' });
}, 120_000);
afterAll(() => server.close());

const invitationsTo = (email: string) =>
  server.deps.db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, t.workspaceId), eq(workspaceInvitations.email, email)));

const auditOf = (action: string, target: string) =>
  server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.target, target)));

describe('inviting', () => {
  it(
    'stores the invitation (its token only hashed) and e-mails the link, who, where, which role and for how long',
    slow,
    async () => {
      const res = await t.owner.browser.post(`${t.path}/invitations`, { email: 'Dana@Example.com', role: 'editor' });
      expect(res.status).toBe(201);
      const { invitation } = await res.json();
      expect(invitation).toMatchObject({
        email: 'dana@example.com',
        role: 'editor',
        status: 'pending',
        invitedByEmail: t.owner.email,
      });
      const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(workspaceLimits.invitationDays - 0.01);
      expect(days).toBeLessThanOrEqual(workspaceLimits.invitationDays);

      const mail = await latestMail(server, 'dana@example.com');
      expect(mail.subject).toContain('Studio North');
      expect(mail.subject).toContain(t.owner.email);
      expect(mail.text).toContain(`invited you to join the workspace "Studio North"`);
      expect(mail.text).toContain('as Editor');
      expect(mail.text).toContain('expires in 7 days');
      const token = await invitationToken(server, 'dana@example.com');
      expect(mail.text).toContain(`${server.url}/invite/${token}`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const [row] = await invitationsTo('dana@example.com');
      expect(row?.tokenHash).toBe(sha256Hex(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(await auditOf('member.invited', 'dana@example.com')).toHaveLength(1);
      // The token never reaches the logs, not even as a request's path.
      await t.owner.browser.get(`/api/invitations/${token}`);
      expect(JSON.stringify(server.logs)).not.toContain(token);
      expect(server.logs.some((l) => l.path === '/api/invitations/:token')).toBe(true);
    },
  );

  it('sends a pending invitation again with a new link instead of a second one', slow, async () => {
    const first = await inviteTo(t, server, 'sam@example.com', 'viewer');
    const res = await t.owner.browser.post(`${t.path}/invitations`, { email: 'sam@example.com', role: 'admin' });
    expect(res.status).toBe(201);
    const second = await invitationToken(server, 'sam@example.com');
    expect(second).not.toBe(first);
    const rows = await invitationsTo('sam@example.com');
    expect(rows.map((r) => [r.status, r.role])).toEqual([['pending', 'admin']]);
    expect((await t.owner.browser.get(`/api/invitations/${first}`)).status).toBe(404);
    expect((await t.owner.browser.get(`/api/invitations/${second}`)).status).toBe(200);
  });

  it('resends with a new link and week, and revokes', slow, async () => {
    await inviteTo(t, server, 'robin@example.com', 'editor');
    const [row] = await invitationsTo('robin@example.com');
    const old = await invitationToken(server, 'robin@example.com');
    await server.deps.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.id, row?.id ?? ''));
    const resent = await t.owner.browser.post(`${t.path}/invitations/${row?.id}/resend`);
    expect(resent.status).toBe(200);
    expect((await resent.json()).invitation).toMatchObject({ id: row?.id, status: 'pending' });
    const fresh = await invitationToken(server, 'robin@example.com');
    expect(fresh).not.toBe(old);
    expect((await t.owner.browser.get(`/api/invitations/${old}`)).status).toBe(404);
    expect(await auditOf('member.invitation_resent', 'robin@example.com')).toHaveLength(1);

    expect((await t.owner.browser.delete(`${t.path}/invitations/${row?.id}`)).status).toBe(204);
    const [revoked] = await invitationsTo('robin@example.com');
    expect(revoked?.status).toBe('revoked');
    expect(await auditOf('invitation.revoked', 'robin@example.com')).toHaveLength(1);
    const preview = (await (await t.owner.browser.get(`/api/invitations/${fresh}`)).json()) as InvitationPreview;
    expect(preview.status).toBe('revoked');
    const view = (await (await t.owner.browser.get(t.path)).json()) as WorkspaceView;
    expect(view.invitations.map((i) => i.email)).not.toContain('robin@example.com');
  });

  it('refuses an address that is already a member', slow, async () => {
    const res = await t.owner.browser.post(`${t.path}/invitations`, {
      email: t.owner.email.toUpperCase(),
      role: 'viewer',
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({ code: 'already_member', message: workspaceTexts.alreadyMember });
  });

  it(`holds at most ${workspaceLimits.pendingInvitations} pending invitations`, slow, async () => {
    const other = await team(server);
    const expiresAt = new Date(Date.now() + 86_400_000);
    await server.deps.db.insert(workspaceInvitations).values(
      Array.from({ length: workspaceLimits.pendingInvitations }, (_, i) => ({
        workspaceId: other.workspaceId,
        email: `bulk-${i}@example.com`,
        role: 'viewer',
        tokenHash: sha256Hex(`bulk-${other.workspaceId}-${i}`),
        expiresAt,
      })),
    );
    const res = await other.owner.browser.post(`${other.path}/invitations`, {
      email: 'one-more@example.com',
      role: 'viewer',
    });
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe('too_many_invitations');
    // Re-sending one of them is not a new one.
    const again = await other.owner.browser.post(`${other.path}/invitations`, {
      email: 'bulk-3@example.com',
      role: 'viewer',
    });
    expect(again.status).toBe(201);
  });

  it('is only for team workspaces on the Team plan', slow, async () => {
    const personal = await personalWorkspaceId(server.deps.db, t.owner.userId);
    const own = await t.owner.browser.post(`/api/workspaces/${personal}/invitations`, {
      email: 'a@example.com',
      role: 'viewer',
    });
    expect(own.status).toBe(409);
    expect((await own.json()).error.code).toBe('personal_workspace');

    const lapsed = await team(server);
    await server.deps.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.workspaceId, lapsed.workspaceId));
    const res = await lapsed.owner.browser.post(`${lapsed.path}/invitations`, {
      email: 'a@example.com',
      role: 'viewer',
    });
    expect(res.status).toBe(403);
    const { error } = await res.json();
    expect(error.code).toBe('plan_required');
    expect(error.message).toContain('/pricing');
  });
});

describe('answering an invitation', () => {
  it('shows the invitation, and accepting joins with its role (the address in any case)', slow, async () => {
    const joiner = await person(server, 'joiner');
    const token = await inviteTo(t, server, joiner.email.toUpperCase(), 'editor');
    const preview = await joiner.browser.get(`/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({
      workspaceName: 'Studio North',
      invitedByName: t.owner.email,
      email: joiner.email,
      role: 'editor',
      status: 'pending',
    });

    const res = await joiner.browser.post(`/api/invitations/${token}/accept`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ workspaceId: t.workspaceId });
    const [row] = await invitationsTo(joiner.email);
    expect(row?.status).toBe('accepted');
    const list = (await (await joiner.browser.get('/api/workspaces')).json()).workspaces as WorkspaceSummary[];
    expect(list.find((w) => w.id === t.workspaceId)).toMatchObject({ role: 'editor', name: 'Studio North' });
    expect(await auditOf('member.joined', joiner.email)).toHaveLength(1);
    expect(((await (await joiner.browser.get(`/api/invitations/${token}`)).json()) as InvitationPreview).status).toBe(
      'accepted',
    );
  });

  it('declining leaves the workspace as it was', slow, async () => {
    const joiner = await person(server, 'decliner');
    const token = await inviteTo(t, server, joiner.email, 'viewer');
    expect((await joiner.browser.post(`/api/invitations/${token}/decline`)).status).toBe(204);
    const [row] = await invitationsTo(joiner.email);
    expect(row?.status).toBe('declined');
    const members = await server.deps.db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, t.workspaceId), eq(workspaceMembers.userId, joiner.userId)));
    expect(members).toEqual([]);
    expect(await auditOf('invitation.declined', joiner.email)).toHaveLength(1);
    expect((await joiner.browser.get(t.path)).status).toBe(404);
  });
});
