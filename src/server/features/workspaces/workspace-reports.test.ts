import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import { sendAndWait } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { usageMonth } from '../../../shared/usage';
import type { WorkspaceRole } from '../../../shared/workspaces';
import {
  appAiUsage,
  auditEvents,
  generationRuns,
  integrations,
  user,
  workspaceMembers,
  workspaces,
} from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof signedInBrowser>> & { userId: string; name: string };

async function account(name: string): Promise<Account> {
  const signedIn = await signedInBrowser(server, undefined, name.toLowerCase());
  const [row] = await server.deps.db
    .update(user)
    .set({ name })
    .where(eq(user.email, signedIn.email))
    .returning({ id: user.id });
  return { ...signedIn, userId: row?.id as string, name };
}

/** A Team subscription's workspace, its owner, and members added as an accepted invitation would. */
async function team() {
  const owner = await account('Olive');
  await grantPlan(server, owner.email, 'team');
  const [workspace] = await server.deps.db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, owner.userId), eq(workspaces.kind, 'team')));
  const id = workspace?.id as string;
  const join = async (name: string, role: WorkspaceRole) => {
    const member = await account(name);
    await server.deps.db.insert(workspaceMembers).values({ workspaceId: id, userId: member.userId, role });
    return member;
  };
  const project = async (who: Account, name: string) => {
    const res = await who.browser.post('/api/projects', { prompt: 'A shop', name, workspaceId: id });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; name: string };
  };
  return { id, name: workspace?.name as string, owner, join, project };
}

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('usage by member and project', () => {
  it('sums each member’s and each project’s settled replies for the month, most tokens first', async () => {
    const ws = await team();
    const editor = await ws.join('Eddie', 'editor');
    const admin = await ws.join('Ada', 'admin');
    const alpha = await ws.project(ws.owner, 'Alpha');
    const beta = await ws.project(editor, 'Beta');
    const month = usageMonth();
    const run = (who: Account, projectId: string, spentTokens: number, extra = {}) => ({
      projectId,
      userId: who.userId,
      status: 'completed',
      usageWorkspaceId: ws.id,
      usageMonth: month,
      spentTokens,
      settledAt: new Date(),
      ...extra,
    });
    await server.deps.db.insert(generationRuns).values([
      run(ws.owner, alpha.id, 1_000),
      run(editor, beta.id, 3_000),
      run(editor, alpha.id, 500),
      // Not counted: still running, another month.
      run(editor, alpha.id, 9_999, { settledAt: null, status: 'running' }),
      run(ws.owner, beta.id, 7_000, { usageMonth: '2020-01' }),
    ]);
    // The editor leaves: what they spent stays theirs in the report.
    await server.deps.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, ws.id), eq(workspaceMembers.userId, editor.userId)));

    const { status, body } = await json(await admin.browser.get(`/api/workspaces/${ws.id}/usage`));
    expect(status).toBe(200);
    expect(body).toMatchObject({ month, planName: 'Team', used: 0, reserved: 0 });
    expect(body.allowance).toBeGreaterThan(0);
    expect(body.byMember).toEqual([
      { userId: editor.userId, name: 'Eddie', email: editor.email, tokens: 3_500, replies: 2 },
      { userId: ws.owner.userId, name: 'Olive', email: ws.owner.email, tokens: 1_000, replies: 1 },
    ]);
    expect(body.byProject).toEqual([
      { projectId: beta.id, name: 'Beta', tokens: 3_000, replies: 1, source: 'chat' },
      { projectId: alpha.id, name: 'Alpha', tokens: 1_500, replies: 2, source: 'chat' },
    ]);

    const old = await json(await ws.owner.browser.get(`/api/workspaces/${ws.id}/usage?month=2020-01`));
    expect(old.body).toMatchObject({ month: '2020-01', byMember: [{ userId: ws.owner.userId, tokens: 7_000 }] });
    const bad = await json(await ws.owner.browser.get(`/api/workspaces/${ws.id}/usage?month=2020-13`));
    expect(bad.status).toBe(400);
  });

  it('counts a reply sent in the builder for the member who sent it, as the pool does', async () => {
    const ws = await team();
    const editor = await ws.join('Eve', 'editor');
    const project = await ws.project(ws.owner, 'Gamma');
    expect((await sendAndWait(editor.browser, project.id, { content: 'A shop for plants' })).status).toBe(202);
    const { body } = await json(await ws.owner.browser.get(`/api/workspaces/${ws.id}/usage`));
    expect(body.used).toBeGreaterThan(0);
    expect(body.byMember).toEqual([
      { userId: editor.userId, name: 'Eve', email: editor.email, tokens: body.used, replies: 1 },
    ]);
    expect(body.byProject).toEqual([
      { projectId: project.id, name: 'Gamma', tokens: body.used, replies: 1, source: 'chat' },
    ]);
  });

  it("lists an app's own AI use from the pool beside the chat, but not one on its creator's own key", async () => {
    const ws = await team();
    const editor = await ws.join('Kay', 'editor');
    const shop = await ws.project(ws.owner, 'Shop');
    const keyed = await ws.project(editor, 'Keyed');
    await server.deps.db
      .insert(integrations)
      .values({ userId: editor.userId, service: 'openai', encryptedConfig: 'x' });
    await server.deps.db.insert(appAiUsage).values([
      { projectId: shop.id, period: usageMonth(), subject: 'app', usedTokens: 2_500, calls: 4 },
      { projectId: shop.id, period: new Date().toISOString().slice(0, 10), subject: 'visitor-1', usedTokens: 700 },
      { projectId: keyed.id, period: usageMonth(), subject: 'app', usedTokens: 9_000, calls: 9 },
    ]);
    const { body } = await json(await ws.owner.browser.get(`/api/workspaces/${ws.id}/usage`));
    expect(body.byProject).toEqual([
      { projectId: shop.id, name: 'Shop (app AI)', tokens: 2_500, replies: 0, source: 'app-ai' },
    ]);
  });
});

describe('who may read the reports', () => {
  it('tells editors and viewers why not, and does not show the workspace to anyone else', async () => {
    const ws = await team();
    const editor = await ws.join('Ed', 'editor');
    const viewer = await ws.join('Vi', 'viewer');
    const stranger = await account('Sam');
    for (const member of [editor, viewer]) {
      const usage = await json(await member.browser.get(`/api/workspaces/${ws.id}/usage`));
      expect(usage).toEqual({
        status: 403,
        body: { error: { code: 'access_denied', message: 'Only admins can see usage by member and project.' } },
      });
      const audit = await json(await member.browser.get(`/api/workspaces/${ws.id}/audit`));
      expect(audit.status).toBe(403);
      expect(audit.body.error.message).toBe('Only admins can read the audit log.');
      expect((await member.browser.get(`/api/workspaces/${ws.id}/audit.csv`)).status).toBe(403);
    }
    for (const path of ['usage', 'audit', 'audit.csv']) {
      expect((await stranger.browser.get(`/api/workspaces/${ws.id}/${path}`)).status).toBe(404);
      expect((await ws.owner.browser.get(`/api/workspaces/not-a-uuid/${path}`)).status).toBe(404);
      expect((await new AuthSession(server).get(`/api/workspaces/${ws.id}/${path}`)).status).toBe(401);
    }
  });
});

describe('the audit log', () => {
  it('records project changes newest first, and filters by the start of an action', async () => {
    const ws = await team();
    const admin = await ws.join('Al', 'admin');
    const project = await ws.project(ws.owner, 'Lotus Yoga');
    const path = `/api/projects/${project.id}`;
    expect((await ws.owner.browser.patch(path, { visibility: 'private' })).status).toBe(200);
    await sendAndWait(ws.owner.browser, project.id, { content: 'A booking site for my yoga studio' });
    expect((await ws.owner.browser.post(`${path}/deployments`)).status).toBe(201);
    expect((await ws.owner.browser.delete(`${path}/deployments`)).status).toBe(200);
    expect((await ws.owner.browser.delete(path)).status).toBe(200);

    const { status, body } = await json(await admin.browser.get(`/api/workspaces/${ws.id}/audit`));
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageCount: 1, pageSize: 50 });
    const lines = body.events.map((e: Record<string, unknown>) => [e.action, e.actorEmail, e.target, e.detail]);
    const who = ws.owner.email;
    expect(lines).toEqual([
      ['project.deleted', who, 'Lotus Yoga', {}],
      ['project.unpublished', who, 'Lotus Yoga', {}],
      ['project.deployed', who, 'Lotus Yoga', { deployment: 1 }],
      ['project.visibility_changed', who, 'Lotus Yoga', { from: 'public', to: 'private' }],
      ['project.created', who, 'Lotus Yoga', {}],
      ['billing.subscription_changed', '', '', { tier: 'team', status: 'active' }],
    ]);
    expect(Date.parse(body.events[0].at)).toBeGreaterThan(Date.now() - 60_000);

    const deploys = await json(await admin.browser.get(`/api/workspaces/${ws.id}/audit?action=project.deployed`));
    expect(deploys.body.events.map((e: { action: string }) => e.action)).toEqual(['project.deployed']);
    const billing = await json(await admin.browser.get(`/api/workspaces/${ws.id}/audit?action=billing.`));
    expect(billing.body.events).toHaveLength(1);
    // `_` is a letter here, not LIKE's any-character.
    const none = await json(await admin.browser.get(`/api/workspaces/${ws.id}/audit?action=project_`));
    expect(none.body.events).toEqual([]);
  });

  it('pages by the configured size', async () => {
    const ws = await team();
    await server.deps.db
      .insert(auditEvents)
      .values(Array.from({ length: 60 }, (_, i) => ({ workspaceId: ws.id, action: 'member.invited', target: `${i}` })));
    const one = await json(await ws.owner.browser.get(`/api/workspaces/${ws.id}/audit?page=1`));
    expect(one.body).toMatchObject({ page: 1, pageCount: 2, pageSize: 50 });
    expect(one.body.events).toHaveLength(50);
    const two = await json(await ws.owner.browser.get(`/api/workspaces/${ws.id}/audit?page=2`));
    expect(two.body.events).toHaveLength(11);
    const past = await json(await ws.owner.browser.get(`/api/workspaces/${ws.id}/audit?page=9`));
    expect(past.body).toMatchObject({ events: [], page: 9, pageCount: 2 });
  });

  it('downloads as CSV, every line once, however many share a moment', async () => {
    const ws = await team();
    const at = new Date('2020-01-02T03:04:05.678Z');
    const count = 1_234;
    await server.deps.db.insert(auditEvents).values(
      Array.from({ length: count }, (_, i) => ({
        workspaceId: ws.id,
        actorEmail: 'ada@example.com',
        action: 'member.role_changed',
        target: `member ${i}, "quoted"`,
        detail: { role: 'editor' },
        createdAt: at,
      })),
    );
    const res = await ws.owner.browser.get(`/api/workspaces/${ws.id}/audit.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="audit-olive-s-team-${day}.csv"`);
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('time,actor,action,target,detail');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    // The subscription that made the workspace (today), then the older generated ones.
    expect(rows).toHaveLength(count + 1);
    expect(rows[0]).toMatch(/^[\d-]+T[\d:.]+Z,System,billing\.subscription_changed,,/);
    expect(new Set(rows.slice(1)).size).toBe(count);
    expect(rows).toContain(
      '2020-01-02T03:04:05.678Z,ada@example.com,member.role_changed,"member 7, ""quoted""","{""role"":""editor""}"',
    );
  });
});
