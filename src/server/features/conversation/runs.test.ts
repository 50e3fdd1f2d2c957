import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { setVisibility } from '../../../../tests/support/billing';
import { startFakeOpenAI } from '../../../../tests/support/fake-openai-server';
import { readRunEvents } from '../../../../tests/support/run-events';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { generationTexts } from '../../../shared/generation';
import { usageMonth } from '../../../shared/usage';
import { personalWorkspaceId } from '../../access/workspaces';
import { chatMessages, generationRuns, projects, tokenUsage } from '../../db/schema';
import { snapshotProject } from '../versions/versions.service';
import { interruptRunsWithoutJobs, runAttempt } from './run-jobs';

const reply =
  'Adding a counter now.\n\n<file path="src/Counter.tsx">\nexport function Counter() {\n  return <button type="button">Count</button>;\n}\n</file>\n\nAdded a counter component.';

// Each HOLD message streams its first sentence, then waits for the test to let it finish.
let release: () => void = () => undefined;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI((message) => {
    if (!message.includes('HOLD')) return { text: reply };
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { text: reply, holdAfter: 28, gate };
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

async function ownerProject() {
  const owner = await signedInBrowser(server);
  const project = await (await owner.browser.post('/api/projects', { prompt: 'A counter' })).json();
  const send = (content: string) =>
    owner.browser.post(`/api/projects/${project.id}/messages`, { content, model: 'gpt-4o-mini' });
  const run = async () => (await (await owner.browser.get(`/api/projects/${project.id}/generation`)).json()).run;
  return { ...owner, project, send, run };
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('generation runs', () => {
  it('streams text, files and steps as they happen; a late watcher catches up from a snapshot', async () => {
    const { browser, project, send } = await ownerProject();
    expect((await send('HOLD add a counter')).status).toBe(202);
    const early = readRunEvents(browser, project.id);
    await until(async () => fake.requests.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    const busy = await send('another change');
    expect(busy.status).toBe(409);
    expect((await busy.json()).error).toEqual({ code: 'generation_running', message: generationTexts.busy });
    const late = readRunEvents(browser, project.id);
    release();
    const [first, second] = await Promise.all([early, late]);
    const names = first.map((e) => e.event);
    expect(names[0]).toBe('snapshot');
    expect(names.at(-1)).toBe('done');
    expect(names).toContain('file');
    const streamed = first
      .filter((e) => e.event === 'text')
      .map((e) => e.data.text)
      .join('');
    expect(`${first[0]?.data.text}${streamed}`).toContain('Added a counter component.');
    const file = first.find((e) => e.event === 'file')?.data;
    expect(file).toMatchObject({ path: 'src/Counter.tsx' });
    const percents = first.filter((e) => e.event === 'step').map((e) => e.data.percent as number);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(second[0]?.data.text).toContain('Adding');
    expect(first.at(-1)?.data).toEqual(second.at(-1)?.data);
    expect(first.at(-1)?.data.run).toMatchObject({ status: 'completed', percent: 100 });
    // The reply's own build rides on `done`, so the builder shows it without asking again.
    const preview = await (await browser.get(`/api/projects/${project.id}/preview`)).json();
    expect(first.at(-1)?.data.builtPreview).toMatchObject({ id: preview.shownBuildId });
    expect(preview.build).toMatchObject({ id: preview.shownBuildId, status: 'ok' });
  });

  it('keeps writing when nobody watches, and a finished run answers done at once', async () => {
    const { browser, project, send, run } = await ownerProject();
    const asked = fake.requests.length;
    await send('HOLD quietly');
    const abort = new AbortController();
    await browser.send(`/api/projects/${project.id}/generation/events`, { signal: abort.signal });
    abort.abort();
    // A worker takes the run from the queue; once it is writing, the reply may go on.
    await until(async () => fake.requests.length > asked);
    release();
    await until(async () => (await run()).status !== 'running');
    expect((await run()).status).toBe('completed');
    const events = await readRunEvents(browser, project.id);
    expect(events.map((e) => e.event)).toEqual(['done']);
    expect(events[0]?.data.assistantMessage).toMatchObject({ content: expect.stringContaining('Added a counter') });
  });

  it('interrupts a run left without a job (cut off before the queue), and one retry answers the same message again', async () => {
    const { browser, project, run } = await ownerProject();
    const other = await signedInBrowser(server);
    // What a crash leaves behind: a committed message, half a reply, a run still "running".
    const { run: crashed } = await runLeftRunning(project.id, 'Adding a co');
    expect(await interruptRunsWithoutJobs(server.deps)).toBe(1);
    expect(await run()).toMatchObject({ id: crashed?.id, status: 'interrupted' });
    const { messages } = await (await browser.get(`/api/projects/${project.id}/messages`)).json();
    expect(messages[1].content).toBe(`Adding a co\n\n${generationTexts.interrupted}`);
    expect((await (await browser.get(`/api/projects/${project.id}`)).json()).status).toBe('failed');

    const stranger = await other.browser.post(`/api/projects/${project.id}/generation/${crashed?.id}/retry`);
    expect(stranger.status).toBe(403);
    const retry = await browser.post(`/api/projects/${project.id}/generation/${crashed?.id}/retry`);
    expect(retry.status).toBe(202);
    const again = await browser.post(`/api/projects/${project.id}/generation/${crashed?.id}/retry`);
    expect(again.status).toBe(409);
    const events = await readRunEvents(browser, project.id);
    expect(events.at(-1)?.data.run).toMatchObject({ status: 'completed' });
    const after = (await (await browser.get(`/api/projects/${project.id}/messages`)).json()).messages;
    expect(after.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(after[1].content).toContain('Added a counter component.');
    expect(fake.requests.at(-1)?.system).toBeDefined();
    expect((await (await browser.get(`/api/projects/${project.id}`)).json()).status).toBe('completed');
    expect((await browser.post(`/api/projects/${project.id}/generation/not-a-run/retry`)).status).toBe(409);
  });

  it('completes, not interrupts, a run cut off after its reply and version were saved', async () => {
    const { browser, project, run } = await ownerProject();
    // What a crash while the preview builds leaves: the version committed, the run still "running".
    const { run: cut, assistantMessage } = await runLeftRunning(project.id, 'Added a counter.', { applied: true });
    await snapshotProject(server.deps.db, project.id, { messageId: assistantMessage?.id });
    expect(await interruptRunsWithoutJobs(server.deps)).toBe(1);
    expect(await run()).toMatchObject({ id: cut?.id, status: 'completed', percent: 100 });
    const { messages } = await (await browser.get(`/api/projects/${project.id}/messages`)).json();
    expect(messages[1].content).toBe('Added a counter.');
    expect((await (await browser.get(`/api/projects/${project.id}`)).json()).status).toBe('completed');
    expect((await browser.post(`/api/projects/${project.id}/generation/${cut?.id}/retry`)).status).toBe(409);
  });

  it('a new attempt after a worker died starts the reply again and applies it once, tokens counted once', async () => {
    const { browser, project, run } = await ownerProject();
    const { run: cut } = await runLeftRunning(project.id, 'Adding a co', { reserved: 9_000 });
    const attempt = (n: number) => runAttempt(server.deps, { runId: cut?.id as string, automaticFix: false }, n);
    const before = await usage(cut?.userId as string);
    await attempt(1);
    expect(await run()).toMatchObject({ id: cut?.id, status: 'completed', percent: 100 });
    const { messages } = await (await browser.get(`/api/projects/${project.id}/messages`)).json();
    expect(messages[1].content).toContain('Added a counter component.');
    expect(messages[1].content).not.toContain('Adding a co\n');
    const after = await usage(cut?.userId as string);
    expect(after.reservedTokens).toBe(before.reservedTokens - 9_000);
    expect(after.usedTokens).toBeGreaterThan(before.usedTokens);
    // A late attempt (the first worker was not dead after all) changes nothing.
    await attempt(2);
    expect(await usage(cut?.userId as string)).toEqual(after);
    const versions = (await (await browser.get(`/api/projects/${project.id}/versions`)).json()).versions;
    expect(versions.filter((v: { messageId: string | null }) => v.messageId === cut?.assistantMessageId)).toHaveLength(
      1,
    );
  });

  it('a new attempt after a worker died while the preview built only finishes the run', async () => {
    const { project, run } = await ownerProject();
    const { run: cut, assistantMessage } = await runLeftRunning(project.id, 'Added a counter.', { applied: true });
    await snapshotProject(server.deps.db, project.id, { messageId: assistantMessage?.id });
    const requests = fake.requests.length;
    await runAttempt(server.deps, { runId: cut?.id as string, automaticFix: false }, 1);
    expect(await run()).toMatchObject({ id: cut?.id, status: 'completed', percent: 100 });
    expect(fake.requests.length).toBe(requests);
  });

  it('answers done with no run for a project that never generated, and 404 for a private stranger', async () => {
    const owner = await ownerProject();
    const { browser, project } = owner;
    expect((await readRunEvents(browser, project.id)).map((e) => e.data)).toEqual([{ type: 'done', run: null }]);
    await setVisibility(server, owner, project.id, 'private');
    const other = await signedInBrowser(server);
    expect((await other.browser.get(`/api/projects/${project.id}/generation/events`)).status).toBe(404);
  });
});

/**
 * What a process killed mid-turn leaves: the user's message, the reply so far, a run still
 * "running" (holding `reserved` tokens; `applied` when its outcome was saved and settled).
 */
async function runLeftRunning(projectId: string, replySoFar: string, { reserved = 0, applied = false } = {}) {
  const userId = await ownerId(projectId);
  const workspaceId = await personalWorkspaceId(server.deps.db, userId);
  if (reserved) {
    await server.deps.db
      .insert(tokenUsage)
      .values({ workspaceId, month: usageMonth(), reservedTokens: reserved })
      .onConflictDoUpdate({ target: [tokenUsage.workspaceId, tokenUsage.month], set: { reservedTokens: reserved } });
  }
  const [userMessage, assistantMessage] = await server.deps.db
    .insert(chatMessages)
    .values([
      { projectId, messageRole: 'user', messageContent: 'add a counter', messageOrder: 1 },
      { projectId, messageRole: 'assistant', messageContent: replySoFar, messageOrder: 2 },
    ])
    .returning();
  const [run] = await server.deps.db
    .insert(generationRuns)
    .values({
      projectId,
      userId,
      userMessageId: userMessage?.id,
      assistantMessageId: assistantMessage?.id,
      reservedTokens: reserved,
      usageMonth: usageMonth(),
      usageWorkspaceId: workspaceId,
      settledAt: applied ? new Date() : null,
    })
    .returning();
  return { run, assistantMessage };
}

async function usage(userId: string) {
  const workspaceId = await personalWorkspaceId(server.deps.db, userId);
  const [row] = await server.deps.db.select().from(tokenUsage).where(eq(tokenUsage.workspaceId, workspaceId));
  return { reservedTokens: row?.reservedTokens ?? 0, usedTokens: row?.usedTokens ?? 0 };
}

async function ownerId(projectId: string) {
  const [row] = await server.deps.db
    .select({ userId: projects.userId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.userId as string;
}
