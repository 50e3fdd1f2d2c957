import { expect } from 'vitest';
import { signedInBrowser } from './auth-session';
import { type ProtocolName, providerChoices } from './fake-providers';
import { sendAndWait } from './run-events';
import type { TestServer } from './test-server';

/** A signed-in owner's new project, chatting through one protocol's choice, as the builder does. */
export async function chatThrough(server: TestServer, protocol: ProtocolName, { discussMode = false } = {}) {
  const { browser } = await signedInBrowser(server);
  const project = await (await browser.post('/api/projects', { prompt: 'A counter' })).json();
  const model = providerChoices[protocol].choice;
  const used = async () => (await (await browser.get('/api/usage')).json()).used as number;
  /**
   * Sends and waits for the reply's end, which must come within `withinMs`: generous, for a loaded
   * machine, yet far below what an unbounded call would take (minutes).
   */
  const send = async (content: string, withinMs = 10_000) => {
    const started = Date.now();
    const { status, body } = await sendAndWait(browser, project.id, { content, model, discussMode });
    const tookMs = Date.now() - started;
    expect(status).toBe(202);
    expect(tookMs).toBeLessThan(withinMs);
    const reply = body.assistantMessage.content as string;
    // The SDK's own words never reach the person chatting.
    expect(reply).not.toMatch(/No output generated|Check the stream|AI_APICallError|Failed to process/);
    // The waits and retries as the run announced them: from the server's log, since a watcher
    // that connects late (a loaded machine) sees only the step current at that moment.
    const steps = server.logs
      .filter((line) => line.msg === 'model call retried' && line.runId === body.run.id)
      .map((line) => line.step as string);
    return { reply, run: body.run, project: body.project, steps, tookMs };
  };
  return { browser, project, send, used };
}
