import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFiles } from '../../src/server/db/schema';
import { throwsOnRender } from '../support/agent-scenarios';
import { startAgentServer } from '../support/agent-server';
import { signedInBrowser } from '../support/auth-session';
import { providerChoices } from '../support/fake-providers';
import { sendAndWait } from '../support/run-events';

// An agent reply opens the app's pages in the jailed headless browser: the loop's own check
// finds an error that only shows when the page renders and sends it back; the model can open a
// page itself; an error the project already had is not blamed on the reply. One protocol: the
// tool calls themselves are tested per protocol in agent-loop.test.ts.

let agents: Awaited<ReturnType<typeof startAgentServer>>;
let providers: typeof agents.providers;
let server: typeof agents.server;
beforeAll(async () => {
  agents = await startAgentServer();
  ({ providers, server } = agents);
});
afterAll(() => agents.close());

async function pagesChat() {
  const { browser } = await signedInBrowser(server);
  const project = await (await browser.post('/api/projects', { prompt: 'A shop' })).json();
  const fileRow = async (path: string) =>
    (
      await server.deps.db
        .select({ id: projectFiles.id, content: projectFiles.content })
        .from(projectFiles)
        .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, path)))
    )[0];
  const send = async (content: string) => {
    const { status, body } = await sendAndWait(browser, project.id, { content, model: providerChoices.openai.choice });
    expect(status).toBe(202);
    return { reply: body.assistantMessage.content as string, steps: (body.assistantMessage.steps ?? []) as string[] };
  };
  const asked = (message: string) => providers.fakes.openai.requests.filter((r) => r.lastUser === message);
  return { browser, project, fileRow, send, asked };
}

// The first reply here starts the browser and TypeScript, which takes seconds on a loaded machine.
describe('an agent reply and the app’s pages', { timeout: 60_000 }, () => {
  it('finds an error only the rendered page throws, sends it back, and ends once the page opens', async () => {
    const chat = await pagesChat();
    const { reply, steps } = await chat.send('PAGE-BREAK show the products');
    expect(steps, reply).toEqual([
      'Editing src/App.tsx',
      // The uncaught error, and the page it left empty.
      'Checked: 2 runtime errors',
      'Editing src/App.tsx',
      'Checked: builds, no type errors, 1 page opens with no new errors',
    ]);
    expect(reply).toContain('Fixed the page.');
    // What the model was sent: the error as the browser threw it, on its page.
    const fixPrompt = providers.fakes.openai.requests.find((r) => r.lastUser.includes('automatic check'))?.lastUser;
    expect(fixPrompt).toContain("Cannot read properties of null (reading 'map')");
    expect(fixPrompt).toContain('"page":"/"');
    expect(fixPrompt).toContain('The page shows nothing');
    expect((await chat.fileRow('src/App.tsx'))?.content).toContain("JSON.parse('[]')");
  });

  it('opens a page when the model asks, and answers with what it shows', async () => {
    const chat = await pagesChat();
    const { reply, steps } = await chat.send('PAGE-LOOK how does it look');
    expect(steps, reply).toEqual(['Page /: clean']);
    expect(reply).toContain('Looked at the page.');
    const answer = JSON.parse(chat.asked('PAGE-LOOK how does it look').at(-1)?.toolResults.at(-1) ?? '{}');
    expect(answer).toMatchObject({ clean: true, count: 0, pages: [{ path: '/', title: 'My App', problems: [] }] });
    expect(answer.pages[0].text).toContain('Describe what you want to build');
  });

  it('does not hold the reply to an error the page had before it', async () => {
    const chat = await pagesChat();
    // The first reply writes the starter; the owner then breaks the page by hand.
    await chat.send('PAGE-LOOK seed');
    const app = await chat.fileRow('src/App.tsx');
    const saved = await chat.browser.put(`/api/projects/${chat.project.id}/files/${app?.id}`, {
      content: throwsOnRender,
    });
    expect(saved.status).toBe(200);
    const { reply, steps } = await chat.send('PAGE-OLD add a note');
    expect(steps, reply).toEqual([
      'Editing src/note.ts',
      'Checked: builds, no type errors, 1 page opens with no new errors',
    ]);
    expect((await chat.fileRow('src/note.ts'))?.content).toBe('export const note = 1;\n');
  });
});
