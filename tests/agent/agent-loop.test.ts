import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalWorkspaceId } from '../../src/server/access/workspaces';
import { projectFiles, tokenUsage, user } from '../../src/server/db/schema';
import { agentTexts } from '../../src/shared/agent-texts';
import { usageMonth } from '../../src/shared/usage';
import { startAgentServer } from '../support/agent-server';
import { signedInBrowser } from '../support/auth-session';
import { type ProtocolName, providerChoices } from '../support/fake-providers';
import { readRunEvents, sendAndWait } from '../support/run-events';

// Agent replies through each provider's own wire format: the model calls tools step by step on
// the reply's working copy, the checks feed problems back, and the reply is saved as one version.

let agents: Awaited<ReturnType<typeof startAgentServer>>;
let providers: typeof agents.providers;
let server: typeof agents.server;
beforeAll(async () => {
  agents = await startAgentServer({
    // The loop's checks of build and types; pages are opened in agent-pages.test.ts. Here the
    // check says it opened none, and why.
    AGENT_RENDER: 'off',
  });
  ({ providers, server } = agents);
});
afterAll(() => agents.close());

const checkedWithoutPages = 'Checked: builds, no type errors (pages not opened: AGENT_RENDER is off)';

async function agentChat(protocol: ProtocolName) {
  const { browser, email } = await signedInBrowser(server);
  const [owner] = await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const project = await (await browser.post('/api/projects', { prompt: 'A greeting' })).json();
  const model = providerChoices[protocol].choice;
  const file = async (path: string) =>
    (
      await server.deps.db
        .select({ content: projectFiles.content })
        .from(projectFiles)
        .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, path)))
    )[0]?.content;
  const versions = async () =>
    (await (await browser.get(`/api/projects/${project.id}/versions`)).json()).versions.length;
  const used = async () => (await (await browser.get('/api/usage')).json()).used as number;
  const send = async (content: string) => {
    const { status, body, events } = await sendAndWait(browser, project.id, { content, model });
    expect(status).toBe(202);
    return {
      reply: body.assistantMessage.content as string,
      steps: (body.assistantMessage.steps ?? []) as string[],
      run: body.run,
      events,
    };
  };
  return { browser, userId: owner?.id ?? '', project, model, file, versions, used, send };
}

// A reply's first check starts TypeScript in its sandboxed worker: seconds on a loaded machine.
describe.each(['openai', 'anthropic', 'google'] as const)('%s: an agent reply', { timeout: 60_000 }, (protocol) => {
  const fake = () => providers.fakes[protocol];

  it('writes a type error, sees it in the type-check, fixes it, and saves one version', async () => {
    const chat = await agentChat(protocol);
    const before = await chat.versions();
    const { reply, steps, run, events } = await chat.send('TYPE-FIX add a greeting');
    expect(run.status).toBe('completed');
    expect(reply).toContain('Adding a greeting.');
    expect(reply).toContain('Added a greeting; it type-checks.');
    expect(steps).toEqual([
      'Editing src/greeting.ts',
      'Types: 1 error',
      'Editing src/greeting.ts',
      'Types: clean',
      checkedWithoutPages,
    ]);
    // The steps were shown while the reply ran, not only saved with it.
    expect(events.filter((e) => e.event === 'action').map((e) => (e.data as { line: string }).line)).toEqual(steps);
    expect(await chat.file('src/greeting.ts')).toBe('export const greeting: string = "hello";\n');
    expect(await chat.versions()).toBe(before + 1);
    // Each of its five model calls is metered (1200 in, 300 out each).
    expect(await chat.used()).toBe(5 * 1500);
    // The model was offered the tools, and its prompt carried the tree rather than every file.
    const first = fake().requests.find((r) => r.lastUser === 'TYPE-FIX add a greeting');
    expect(first?.tools).toEqual(expect.arrayContaining(['read_files', 'edit_file', 'build', 'type_check']));
    expect(first?.system).toContain("The project's files:\nindex.html (");
  });

  it('has the loop check what the model left and send the problems back', async () => {
    const chat = await agentChat(protocol);
    const { reply, steps } = await chat.send('AUTO-CHECK add a greeting');
    expect(steps).toEqual([
      'Editing src/greeting.ts',
      'Checked: 1 type error',
      'Editing src/greeting.ts',
      checkedWithoutPages,
    ]);
    expect(reply).toContain('Fixed the type.');
    expect(await chat.file('src/greeting.ts')).toContain('greeting: string');
  });

  it('ends, saying what is left, when the model gives up on what the check found', async () => {
    const chat = await agentChat(protocol);
    const { reply, steps } = await chat.send('GIVE-UP add a greeting');
    expect(steps).toEqual(['Editing src/greeting.ts', 'Checked: 1 type error']);
    expect(reply).toContain('I could not fix that.');
    expect(reply).toContain(agentTexts.leftUnfixed('1 type error'));
  });

  it('meters each step against the plan, and stops when the allowance cannot cover the next', async () => {
    const chat = await agentChat(protocol);
    const { allowance } = await (await chat.browser.get('/api/usage')).json();
    // Room for the first steps only: each sets aside its whole prompt and answer before it runs.
    const nearlySpent = { usedTokens: allowance - 20_000 };
    await server.deps.db
      .insert(tokenUsage)
      .values({
        workspaceId: await personalWorkspaceId(server.deps.db, chat.userId),
        month: usageMonth(),
        ...nearlySpent,
      })
      .onConflictDoUpdate({ target: [tokenUsage.workspaceId, tokenUsage.month], set: nearlySpent });
    const { reply, steps, run } = await chat.send('LOOP forever');
    expect(run.status).toBe('completed');
    expect(reply).toContain(agentTexts.allowanceUsed(null));
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThan(6);
    const usage = await (await chat.browser.get('/api/usage')).json();
    expect(usage.used).toBe(allowance - 20_000 + steps.length * 1500);
    expect(usage.reserved).toBe(0);
  });

  it('ends at the step limit and says so', async () => {
    const chat = await agentChat(protocol);
    const { reply, steps, run } = await chat.send('LOOP forever');
    expect(run.status).toBe('completed');
    expect(steps).toEqual(Array(6).fill('Listing the files'));
    expect(reply).toContain(agentTexts.stepLimit(6, null));
  });

  it('refuses a frozen file, whatever its spelling, and tells the model why', async () => {
    const chat = await agentChat(protocol);
    await chat.send('TYPE-FIX seed');
    const app = await chat.file('src/App.tsx');
    const [row] = await server.deps.db
      .select({ id: projectFiles.id })
      .from(projectFiles)
      .where(and(eq(projectFiles.projectId, chat.project.id), eq(projectFiles.filePath, 'src/App.tsx')));
    await chat.browser.patch(`/api/projects/${chat.project.id}/files/${row?.id}`, { isFrozen: true });
    const { reply, steps } = await chat.send('FROZEN overwrite the app');
    expect(reply).toContain('That file is frozen, so I left it.');
    expect(steps[0]).toMatch(/^write file refused: src\/App.tsx is frozen/);
    expect(await chat.file('src/App.tsx')).toBe(app);
  });

  it('answers tool arguments that fail validation with what is wrong', async () => {
    const chat = await agentChat(protocol);
    const { reply, steps, run } = await chat.send('BAD-ARGS edit it');
    expect(run.status).toBe('completed');
    expect(reply).toContain('My edit was malformed; nothing changed.');
    expect(steps[0]).toMatch(/^edit file refused: invalid input for edit_file/);
  });

  it('reads what the preview reported and fixes it', async () => {
    const chat = await agentChat(protocol);
    await chat.send('TYPE-FIX seed');
    const preview = await (await chat.browser.get(`/api/projects/${chat.project.id}/preview`)).json();
    // What the builder sends when the owner's preview reports an uncaught error.
    const reported = await chat.browser.post(`/api/projects/${chat.project.id}/preview/errors`, {
      buildId: preview.shownBuildId,
      kind: 'error',
      message: 'ReferenceError: boom is not defined',
      detail: 'at App (src/App.tsx:3:5)',
    });
    expect(reported.status).toBe(201);
    const { reply, steps } = await chat.send('RUNTIME check the preview');
    expect(steps[0]).toBe('Reading what the preview reported');
    expect(reply).toContain('Defined boom, which the preview lacked.');
    expect(await chat.file('src/boom.ts')).toBeDefined();
  });

  it('keeps what was written when the provider fails midway, and says so', async () => {
    const chat = await agentChat(protocol);
    const before = await chat.versions();
    const { reply, run } = await chat.send('FAIL-MID write two files');
    expect(run.status).toBe('completed');
    expect(reply).toContain("The model's provider failed before I finished");
    expect(reply).toContain('Invalid value for messages[3]');
    expect(await chat.file('src/kept.ts')).toBe('export const kept = 1;\n');
    expect(await chat.versions()).toBe(before + 1);
  });

  it('stops at once on Stop, keeping what was written as a version', async () => {
    const chat = await agentChat(protocol);
    const before = await chat.versions();
    const sent = await chat.browser.post(`/api/projects/${chat.project.id}/messages`, {
      content: 'STOP write two files',
      model: chat.model,
    });
    const { run } = await sent.json();
    const asked = () => fake().requests.filter((r) => r.lastUser === 'STOP write two files').length;
    await expect.poll(asked, { timeout: 10_000 }).toBe(2);
    const stopped = await chat.browser.post(`/api/projects/${chat.project.id}/generation/${run.id}/stop`, {});
    expect(stopped.status).toBe(202);
    const events = await readRunEvents(chat.browser, chat.project.id);
    const done = events.at(-1)?.data as { assistantMessage: { content: string } };
    expect(done.assistantMessage.content).toContain(agentTexts.stopped);
    expect(await chat.file('src/kept.ts')).toBe('export const kept = 1;\n');
    expect(await chat.versions()).toBe(before + 1);
  });
});

describe('the App Cloud check', () => {
  it('answers with the collections and the rules the preview runs under', async () => {
    const chat = await agentChat('openai');
    await chat.send('TYPE-FIX seed');
    const { steps } = await chat.send('CLOUD what data is there');
    expect(steps).toEqual(['Looking at the app’s data']);
    const asked = providers.fakes.openai.requests.filter((r) => r.lastUser === 'CLOUD what data is there');
    const answer = JSON.parse(asked.at(-1)?.toolResults.at(-1) ?? '{}');
    expect(answer).toEqual({ collections: [], rules: expect.anything() });
  });
});

describe('a model without tools', () => {
  it('is answered one-shot, then remembered as such', async () => {
    const chat = await agentChat('openai');
    const { reply, run } = await chat.send('NO-TOOLS once');
    expect(run.status).toBe('completed');
    expect(reply).toContain('One go.');
    expect(await chat.file('src/once.ts')).toContain('export const once = 1;');
    const asked = providers.fakes.openai.requests.filter((r) => r.lastUser.startsWith('NO-TOOLS'));
    expect(asked.map((r) => r.tools.length > 0)).toEqual([true, false]);
    await chat.send('NO-TOOLS again');
    const again = providers.fakes.openai.requests.filter((r) => r.lastUser === 'NO-TOOLS again');
    expect(again.map((r) => r.tools.length > 0)).toEqual([false]);
  });
});
