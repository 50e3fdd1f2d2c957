import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import { startFakeOpenAI } from '../../../../tests/support/fake-openai-server';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { WorkspaceRole } from '../../../shared/workspaces';
import { generationRuns, user, workspaceMembers, workspaces } from '../../db/schema';

const reply = 'Done.\n\n<file path="src/Note.tsx">\nexport const Note = () => <p>Note</p>;\n</file>\n\nAdded a note.';

// A HOLD message streams a little, then waits for the test to let it finish.
let release: () => void = () => undefined;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI((message) => {
    if (!message.includes('HOLD')) return { text: reply };
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { text: reply, holdAfter: 4, gate };
  });
  server = await startTestServer({
    TRUST_PROXY: 'true',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: fake.baseUrl,
    AI_AGENT: 'off',
  });
});
afterAll(async () => {
  release();
  await server.close();
  await fake.close();
});

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 400 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
};

/** A Team workspace with its owner and one member per role asked for, and a project in it. */
async function team(...roles: WorkspaceRole[]) {
  const owner = await signedInBrowser(server);
  const ownerId = await grantPlan(server, owner.email, 'team');
  const [workspace] = await server.deps.db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, ownerId), eq(workspaces.kind, 'team')));
  const workspaceId = workspace?.id as string;
  const members = [];
  for (const role of roles) {
    const member = await signedInBrowser(server);
    const [row] = await server.deps.db.select().from(user).where(eq(user.email, member.email));
    await server.deps.db.insert(workspaceMembers).values({ workspaceId, userId: row?.id as string, role });
    members.push({ ...member, userId: row?.id as string });
  }
  const project = await (await owner.browser.post('/api/projects', { prompt: 'Notes', workspaceId })).json();
  return { owner, members, project, workspaceId };
}

describe('working together in one project', () => {
  it('shows who is here, and a message sent during a reply waits its turn, then runs as its sender', async () => {
    const { owner, members, project } = await team('editor');
    const editor = nth(members, 0);
    const beat = async (who = owner) => (await who.browser.post(`/api/projects/${project.id}/presence`)).json();
    await beat(editor);
    const seen = await beat();
    expect(seen.present.map((p: { email: string; you: boolean }) => [p.email, p.you]).sort()).toEqual(
      [
        [owner.email, true],
        [editor.email, false],
      ].sort(),
    );

    const send = { content: 'HOLD add a note', model: 'gpt-4o-mini' };
    expect((await owner.browser.post(`/api/projects/${project.id}/messages`, send)).status).toBe(202);
    const queued = await editor.browser.post(`/api/projects/${project.id}/queue`, { content: 'make it blue' });
    expect(queued.status).toBe(201);
    expect((await queued.json()).queue).toMatchObject([{ content: 'make it blue', mine: true }]);
    const meanwhile = await beat();
    expect(meanwhile.run.status).toBe('running');
    expect(meanwhile.queue).toMatchObject([{ content: 'make it blue', mine: false }]);

    release();
    await until(async () => (await beat()).messageCount === 4 && (await beat()).run.status === 'completed');
    const after = await beat();
    expect([after.messageCount, after.run.status, after.queue]).toEqual([4, 'completed', []]);
    const runs = await server.deps.db.select().from(generationRuns).where(eq(generationRuns.projectId, project.id));
    expect(runs.map((r) => r.userId).sort()).toEqual([editor.userId, await idOf(owner.email)].sort());
  }, 60_000);

  it('lets the sender or an admin take a queued message back; viewers cannot queue; strangers see nothing', async () => {
    const { owner, members, project } = await team('editor', 'viewer');
    const [editor, viewer] = [nth(members, 0), nth(members, 1)];
    const path = `/api/projects/${project.id}/queue`;
    await owner.browser.post(`/api/projects/${project.id}/messages`, { content: 'HOLD wait', model: 'gpt-4o-mini' });
    const { queue } = await (await editor.browser.post(path, { content: 'first' })).json();
    expect((await viewer.browser.post(path, { content: 'mine too' })).status).toBe(403);
    expect((await viewer.browser.delete(`${path}/${queue[0].id}`)).status).toBe(403);
    const stranger = await signedInBrowser(server);
    expect((await stranger.browser.post(`/api/projects/${project.id}/presence`)).status).toBe(403);
    expect((await owner.browser.delete(`${path}/${queue[0].id}`)).status).toBe(200);
    expect((await editor.browser.delete(`${path}/${queue[0].id}`)).status).toBe(404);
    release();
  }, 60_000);
});

async function idOf(email: string) {
  const [row] = await server.deps.db.select().from(user).where(eq(user.email, email));
  return row?.id;
}

function nth<T>(list: T[], index: number): T {
  const item = list[index];
  if (!item) throw new Error(`no item ${index}`);
  return item;
}
