import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/server/core/sha256';
import { workspaceInvitations, workspaceMembers } from '../../src/server/db/schema';
import { workspaceTexts } from '../../src/shared/workspaces';
import { AuthSession } from '../support/auth-session';
import { inviteTo, member, type Person, person, type Team, team } from '../support/team-members';
import { startTestServer, type TestServer } from '../support/test-server';

// An attacker's view of workspace invitations and roles: every refusal is exact, and nothing
// about a workspace they are not in is revealed.

const slow = { timeout: 90_000 };
let server: TestServer;
let t: Team;
let admin: Person;
let editor: Person;
let viewer: Person;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  t = await team(server);
  admin = await member(server, t, 'admin');
  editor = await member(server, t, 'editor');
  viewer = await member(server, t, 'viewer');
}, 240_000);
afterAll(() => server.close());

const accept = (who: Person, token: string) => who.browser.post(`/api/invitations/${token}/accept`);
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const membershipsOf = (userId: string) =>
  server.deps.db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, t.workspaceId), eq(workspaceMembers.userId, userId)));
const invitationFor = async (email: string) => {
  const [row] = await server.deps.db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, t.workspaceId), eq(workspaceInvitations.email, email)));
  if (!row) throw new Error(`no invitation for ${email}`);
  return row;
};

describe('invitation links, from the attacker’s side', () => {
  it('a forged, unknown or malformed token is "not found", never an error; signed out is 401', slow, async () => {
    const attacker = await person(server, 'attacker');
    const real = await inviteTo(t, server, 'forge-target@example.com', 'viewer');
    const forged = [
      randomBytes(32).toString('base64url'),
      'abc',
      "x' or '1'='1",
      'A'.repeat(500),
      sha256Hex(real), // what a leaked table holds does not open the link
      `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const token of forged) {
      const path = `/api/invitations/${encodeURIComponent(token)}`;
      expect((await attacker.browser.get(path)).status).toBe(404);
      const accepted = await attacker.browser.post(`${path}/accept`);
      expect(accepted.status).toBe(404);
      expect((await errorOf(accepted)).code).toBe('not_found');
      expect((await attacker.browser.post(`${path}/decline`)).status).toBe(404);
    }
    const visitor = new AuthSession(server);
    expect((await visitor.get(`/api/invitations/${real}`)).status).toBe(401);
    expect((await visitor.post(`/api/invitations/${real}/accept`)).status).toBe(401);
    expect((await invitationFor('forge-target@example.com')).status).toBe('pending');
  });

  it('a link sent to another address is refused without naming it, and still works for its owner', slow, async () => {
    const victim = await person(server, 'victim');
    const attacker = await person(server, 'attacker');
    const token = await inviteTo(t, server, victim.email, 'admin');
    const stolen = await accept(attacker, token);
    expect(stolen.status).toBe(403);
    const error = await errorOf(stolen);
    expect(error).toEqual({ code: 'wrong_account', message: workspaceTexts.wrongAccount });
    expect(error.message).not.toContain(victim.email);
    expect((await attacker.browser.post(`/api/invitations/${token}/decline`)).status).toBe(403);
    expect(await membershipsOf(attacker.userId)).toEqual([]);
    expect((await attacker.browser.get(t.path)).status).toBe(404);
    expect((await invitationFor(victim.email)).status).toBe('pending');
    expect((await accept(victim, token)).status).toBe(200);
    expect((await membershipsOf(victim.userId)).map((m) => m.role)).toEqual(['admin']);
  });

  it('an expired link is refused (410) and joins nobody', slow, async () => {
    const late = await person(server, 'late');
    const token = await inviteTo(t, server, late.email, 'editor');
    await server.deps.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.tokenHash, sha256Hex(token)));
    expect((await (await late.browser.get(`/api/invitations/${token}`)).json()).status).toBe('expired');
    const res = await accept(late, token);
    expect(res.status).toBe(410);
    expect((await errorOf(res)).code).toBe('invitation_expired');
    expect((await late.browser.post(`/api/invitations/${token}/decline`)).status).toBe(410);
    expect(await membershipsOf(late.userId)).toEqual([]);
  });

  it('a revoked link is refused', slow, async () => {
    const target = await person(server, 'revoked');
    const token = await inviteTo(t, server, target.email, 'editor');
    const { id } = await invitationFor(target.email);
    expect((await admin.browser.delete(`${t.path}/invitations/${id}`)).status).toBe(204);
    const res = await accept(target, token);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'invitation_revoked', message: workspaceTexts.invitationRevoked });
    expect(await membershipsOf(target.userId)).toEqual([]);
  });

  it('a link works once: two accepts at once make one membership; replays are refused', slow, async () => {
    const joiner = await person(server, 'twice');
    const token = await inviteTo(t, server, joiner.email, 'viewer');
    const answers = await Promise.all([accept(joiner, token), accept(joiner, token), accept(joiner, token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((r) => r.status === 409) as Response;
    expect((await errorOf(refused)).code).toBe('invitation_used');
    expect(await membershipsOf(joiner.userId)).toHaveLength(1);
    expect((await joiner.browser.post(`/api/invitations/${token}/decline`)).status).toBe(409);

    // Removed, they cannot come back through the same link.
    expect((await t.owner.browser.delete(`${t.path}/members/${joiner.userId}`)).status).toBe(204);
    expect((await accept(joiner, token)).status).toBe(409);
    expect(await membershipsOf(joiner.userId)).toEqual([]);
  });

  it('accepting and declining at once: one answer wins', slow, async () => {
    const joiner = await person(server, 'race');
    const token = await inviteTo(t, server, joiner.email, 'viewer');
    const [accepted, declined] = await Promise.all([
      accept(joiner, token),
      joiner.browser.post(`/api/invitations/${token}/decline`),
    ]);
    expect([accepted.status, declined.status].filter((s) => s === 409)).toHaveLength(1);
    const { status } = await invitationFor(joiner.email);
    expect(await membershipsOf(joiner.userId)).toHaveLength(status === 'accepted' ? 1 : 0);
  });
});

describe('roles, from the attacker’s side', () => {
  it('viewers and editors cannot invite, resend, revoke, rename, remove or change roles', slow, async () => {
    await inviteTo(t, server, 'pending-one@example.com', 'viewer');
    const { id } = await invitationFor('pending-one@example.com');
    for (const who of [editor, viewer]) {
      const { browser } = who;
      const answers = [
        await browser.post(`${t.path}/invitations`, { email: `${who.userId}@evil.example`, role: 'admin' }),
        await browser.post(`${t.path}/invitations/${id}/resend`),
        await browser.delete(`${t.path}/invitations/${id}`),
        await browser.patch(`${t.path}/members/${admin.userId}`, { role: 'viewer' }),
        await browser.delete(`${t.path}/members/${admin.userId}`),
        await browser.patch(t.path, { name: 'Hijacked' }),
        await browser.post(`${t.path}/transfer`, { userId: who.userId }),
        await browser.delete(t.path),
      ];
      expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    }
    expect((await invitationFor('pending-one@example.com')).status).toBe('pending');
    expect((await membershipsOf(admin.userId)).map((m) => m.role)).toEqual(['admin']);
  });

  it('nobody promotes themself', async () => {
    const up = await editor.browser.patch(`${t.path}/members/${editor.userId}`, { role: 'admin' });
    expect(up.status).toBe(403);
    expect((await errorOf(up)).message).toBe('Only admins can manage members.');
    expect((await viewer.browser.patch(`${t.path}/members/${viewer.userId}`, { role: 'editor' })).status).toBe(403);
    // The owner role is given by transfer only, never by a role change or an invitation.
    expect((await admin.browser.patch(`${t.path}/members/${admin.userId}`, { role: 'owner' })).status).toBe(400);
    expect((await admin.browser.post(`${t.path}/invitations`, { email: 'x@example.com', role: 'owner' })).status).toBe(
      400,
    );
    expect((await membershipsOf(editor.userId)).map((m) => m.role)).toEqual(['editor']);
    expect((await membershipsOf(viewer.userId)).map((m) => m.role)).toEqual(['viewer']);
    expect((await membershipsOf(admin.userId)).map((m) => m.role)).toEqual(['admin']);
  });

  it('an admin cannot demote, remove or replace the owner, nor delete the workspace', async () => {
    const demote = await admin.browser.patch(`${t.path}/members/${t.owner.userId}`, { role: 'viewer' });
    expect(demote.status).toBe(409);
    expect((await errorOf(demote)).code).toBe('owner_role');
    const remove = await admin.browser.delete(`${t.path}/members/${t.owner.userId}`);
    expect(remove.status).toBe(409);
    expect((await errorOf(remove)).code).toBe('owner_role');
    expect((await admin.browser.post(`${t.path}/transfer`, { userId: admin.userId })).status).toBe(403);
    expect((await admin.browser.delete(t.path)).status).toBe(403);
    expect((await membershipsOf(t.owner.userId)).map((m) => m.role)).toEqual(['owner']);
  });

  it('a stranger probing another workspace’s ids gets 404, never 403', slow, async () => {
    const stranger = await team(server); // an admin elsewhere, with a workspace of their own
    await inviteTo(t, server, 'probe-target@example.com', 'viewer');
    const { id: invitationId } = await invitationFor('probe-target@example.com');
    const { browser } = stranger.owner;
    for (const path of [t.path, `/api/workspaces/${randomUUID()}`, '/api/workspaces/not-a-uuid']) {
      const answers = [
        await browser.get(path),
        await browser.patch(path, { name: 'Mine' }),
        await browser.delete(path),
        await browser.post(`${path}/transfer`, { userId: stranger.owner.userId }),
        await browser.patch(`${path}/members/${t.owner.userId}`, { role: 'viewer' }),
        await browser.delete(`${path}/members/${t.owner.userId}`),
        await browser.delete(`${path}/members/${stranger.owner.userId}`),
        await browser.post(`${path}/invitations`, { email: 'spy@example.com', role: 'admin' }),
        await browser.post(`${path}/invitations/${invitationId}/resend`),
        await browser.delete(`${path}/invitations/${invitationId}`),
      ];
      expect(answers.map((r) => r.status)).toEqual(Array(answers.length).fill(404));
      expect((await errorOf(answers[0] as Response)).message).toBe(
        "The workspace you're looking for doesn't exist or you're not a member.",
      );
    }
    // Through their own workspace, another one's invitation id is "not found" too.
    const own = `${stranger.path}/invitations/${invitationId}`;
    expect((await browser.delete(own)).status).toBe(404);
    expect((await browser.post(`${own}/resend`)).status).toBe(404);
    expect((await browser.delete(`${stranger.path}/invitations/not-a-uuid`)).status).toBe(404);
    expect((await invitationFor('probe-target@example.com')).status).toBe('pending');
    const list = (await (await browser.get('/api/workspaces')).json()).workspaces as Array<{ id: string }>;
    expect(list.map((w) => w.id)).not.toContain(t.workspaceId);
  });
});
