import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAI } from '../../../../tests/support/fake-openai-server';
import { openRunStream, within } from '../../../../tests/support/open-run-stream';
import { member, type Team, team } from '../../../../tests/support/team-members';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { generationRuns, projectFiles } from '../../db/schema';

// Every reply streams its first words, then waits for the test to let it finish.
const reply =
  'Adding a counter now.\n\n<file path="src/Counter.tsx">\nexport const Counter = () => null;\n</file>\n\nDone.';
let releases: Array<() => void> = [];
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let server: TestServer;
let t: Team;
beforeAll(async () => {
  fake = await startFakeOpenAI(() => {
    const gate = new Promise<void>((resolve) => releases.push(resolve));
    return { text: reply, holdAfter: 21, gate };
  });
  server = await startTestServer({
    TRUST_PROXY: 'true',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: fake.baseUrl,
    AI_AGENT: 'off',
  });
  t = await team(server);
}, 120_000);
afterAll(async () => {
  for (const release of releases) release();
  await server.close();
  await fake.close();
});

const releaseAll = () => {
  for (const release of releases) release();
  releases = [];
};

/** A private team project whose reply is being written (held by the fake model) while the test watches it. */
async function runningProject(sender = t.owner) {
  const made = await t.owner.browser.post('/api/projects', { prompt: 'A counter', workspaceId: t.workspaceId });
  const project = await made.json();
  // Private: once out of the workspace, they cannot watch it as a visitor either.
  expect((await t.owner.browser.patch(`/api/projects/${project.id}`, { visibility: 'private' })).status).toBe(200);
  const before = fake.requests.length;
  const sent = await sender.browser.post(`/api/projects/${project.id}/messages`, {
    content: 'Add a counter',
    model: 'gpt-4o-mini',
  });
  expect(sent.status).toBe(202);
  for (let i = 0; i < 500 && fake.requests.length === before; i++) await new Promise((r) => setTimeout(r, 20));
  return project as { id: string };
}

describe("a member's live streams end with their membership", () => {
  it('removing a member ends their open generation stream at once; the others go on', { timeout: 90_000 }, async () => {
    const editor = await member(server, t, 'editor');
    const project = await runningProject();
    const theirs = openRunStream(editor.browser, project.id);
    const owners = openRunStream(t.owner.browser, project.id);
    expect((await within(theirs.opened, 10_000, 'the member stream opens')).event).toBe('snapshot');
    await within(owners.opened, 10_000, 'the owner stream opens');
    expect(server.deps.revocations.watching).toBeGreaterThanOrEqual(2);

    expect((await t.owner.browser.delete(`${t.path}/members/${editor.userId}`)).status).toBe(204);
    const events = await within(theirs.ended, 3_000, "the removed member's stream ends");
    expect(events.map((e) => e.event)).not.toContain('done');
    expect((await editor.browser.get(`/api/projects/${project.id}/generation/events`)).status).toBe(404);

    // The owner's stream was not touched: it goes on to the reply's end.
    releaseAll();
    const ownerEvents = await within(owners.ended, 30_000, "the owner's stream finishes");
    expect(ownerEvents.at(-1)?.event).toBe('done');
    // Nothing is left listening: both streams' watches and the reply's own ended with them.
    await expect.poll(() => server.deps.revocations.watching).toBe(0);
  });

  it('leaving ends the leaver’s stream too', { timeout: 90_000 }, async () => {
    const viewer = await member(server, t, 'viewer');
    const project = await runningProject();
    const theirs = openRunStream(viewer.browser, project.id);
    await within(theirs.opened, 10_000, 'the viewer stream opens');
    expect((await viewer.browser.delete(`${t.path}/members/${viewer.userId}`)).status).toBe(204);
    const events = await within(theirs.ended, 3_000, "the leaver's stream ends");
    expect(events.map((e) => e.event)).not.toContain('done');
    releaseAll();
  });

  it('removing the member who sent a reply stops it: it writes no file and holds no more tokens', {
    timeout: 90_000,
  }, async () => {
    const editor = await member(server, t, 'editor');
    const project = await runningProject(editor);
    expect((await t.owner.browser.delete(`${t.path}/members/${editor.userId}`)).status).toBe(204);
    const [run] = await vi.waitFor(
      async () => {
        const rows = await server.deps.db.select().from(generationRuns).where(eq(generationRuns.projectId, project.id));
        if (rows[0]?.status === 'running') throw new Error('still running');
        return rows;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(run?.status).toBe('interrupted');
    releaseAll();
    const written = await server.deps.db
      .select()
      .from(projectFiles)
      .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'src/Counter.tsx')));
    expect(written).toHaveLength(0);
  });
});
