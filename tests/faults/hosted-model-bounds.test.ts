import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFiles } from '../../src/server/db/schema';
import { estimateTokens } from '../../src/shared/usage';
import { type ProtocolName, providersEnv, startFakeProviders } from '../support/fake-providers';
import { chatThrough } from '../support/hosted-model-chat';
import { readRunEvents } from '../support/run-events';
import { watchRunUntil } from '../support/run-watch';
import { startTestServer, type TestServer } from '../support/test-server';

// Stalls, runaway output and Stop, on each protocol: the provider's request ends (its fake sees
// the connection closed), what streamed is kept, the project is free, the tokens are right.

let providers: Awaited<ReturnType<typeof startFakeProviders>>;
let server: TestServer;
beforeAll(async () => {
  providers = await startFakeProviders();
  const { openai, anthropic, google } = providers.fakes;
  server = await startTestServer(
    providersEnv({ openai: openai.baseUrl, anthropic: anthropic.baseUrl, google: google.baseUrl }),
  );
});
afterAll(async () => {
  await server.close();
  await providers.close();
});

const names = { openai: 'OpenAI', anthropic: 'Anthropic', google: 'Google' } as const;

/** Resolves once the fake has seen `count` connections closed early in all (they close asynchronously). */
async function closedEarly(protocol: ProtocolName, count: number) {
  const fake = providers.fakes[protocol];
  for (let i = 0; i < 50 && fake.closedEarly() < count; i += 1) await new Promise((r) => setTimeout(r, 20));
  return fake.closedEarly();
}

describe.each(['openai', 'anthropic', 'google'] as const)('%s: bounds', (protocol: ProtocolName) => {
  it('a stream that stalls after its first words ends at the idle timeout, keeping them, the project free', async () => {
    const before = providers.fakes[protocol].closedEarly();
    const { send, used } = await chatThrough(server, protocol);
    const { reply, run, project, tookMs } = await send('STALL add a counter');
    expect(tookMs).toBeGreaterThanOrEqual(2000);
    expect(reply).toMatch(/^Starting on the coun/);
    expect(reply).toContain(
      `${names[protocol]} sent nothing for 2 s, so the reply was stopped; what it wrote is kept above`,
    );
    expect(reply).toContain('Your message is saved');
    expect(run.status).toBe('failed');
    expect(project.status).toBe('failed');
    expect(await closedEarly(protocol, before + 1)).toBe(before + 1);
    // Only what was produced is charged.
    expect(await used()).toBe(estimateTokens('Starting on the coun'));
    expect((await send('Add a counter')).run.status).toBe('completed');
  });

  it('5 MB of output: stopped at 1 MB, kept with a note, the request closed', async () => {
    const before = providers.fakes[protocol].closedEarly();
    const { send, used } = await chatThrough(server, protocol);
    const { reply, run } = await send('RUNAWAY write a lot', 20_000);
    expect(run.status).toBe('completed');
    expect(reply).toContain('(The reply passed 1000 kB, so it was stopped there');
    expect(reply.length).toBeLessThan(1_100_000);
    expect(await closedEarly(protocol, before + 1)).toBe(before + 1);
    // No usage came: the input as estimated plus what was produced, not the 8,000 set aside.
    expect(await used()).toBeGreaterThan(250_000);
    expect(await used()).toBeLessThan(300_000);
  }, 30_000);

  it('Stop in the middle aborts the provider request at once; the reply keeps its words and says so', async () => {
    const before = providers.fakes[protocol].closedEarly();
    const { browser, project, used } = await chatThrough(server, protocol);
    const model = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet', google: 'gemini-pro' }[protocol];
    const accepted = await browser.post(`/api/projects/${project.id}/messages`, { content: 'SLOW talk', model });
    const { run } = await accepted.json();
    await watchRunUntil(browser, project.id, (e) => e.event === 'text');
    const stopped = Date.now();
    expect((await browser.post(`/api/projects/${project.id}/generation/${run.id}/stop`)).status).toBe(202);
    const done = (await readRunEvents(browser, project.id)).at(-1)?.data as {
      run: { status: string };
      assistantMessage: { content: string };
    };
    expect(Date.now() - stopped).toBeLessThan(5_000);
    expect(done.run.status).toBe('interrupted');
    expect(done.assistantMessage.content).toMatch(/^Word 0\./);
    expect(done.assistantMessage.content).toContain('You stopped this reply. Your message is saved');
    expect(await closedEarly(protocol, before + 1)).toBe(before + 1);
    const charged = await used();
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThan(100);
    // Stopping again is refused in words: nothing runs any more.
    const again = await browser.post(`/api/projects/${project.id}/generation/${run.id}/stop`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('not_running');
  });
});

describe('a file past its bound', () => {
  it('stops the reply there: the complete file before it is written, the huge one is not', async () => {
    const { project, send } = await chatThrough(server, 'openai');
    const { reply, run } = await send('HUGE-FILE add data');
    expect(run.status).toBe('completed');
    expect(reply).toContain('(src/Huge.ts passed 200 kB, so the reply was stopped there');
    expect(reply).not.toContain('unterminated');
    const rows = await server.deps.db.select().from(projectFiles).where(eq(projectFiles.projectId, project.id));
    const paths = rows.map((r) => r.filePath);
    expect(paths).toContain('src/Small.tsx');
    expect(paths).not.toContain('src/Huge.ts');
  });
});

describe('a reply longer than AI_REPLY_TIMEOUT_MS', () => {
  it('is stopped at the total timeout though data keeps coming, keeping what it wrote', async () => {
    const { openai, anthropic, google } = providers.fakes;
    const before = openai.closedEarly();
    const hurried = await startTestServer({
      ...providersEnv({ openai: openai.baseUrl, anthropic: anthropic.baseUrl, google: google.baseUrl }),
      AI_REPLY_TIMEOUT_MS: '700',
    });
    try {
      const { send, used } = await chatThrough(hurried, 'openai');
      const { reply, run, project, tookMs } = await send('SLOW talk');
      expect(tookMs).toBeGreaterThanOrEqual(700);
      expect(reply).toMatch(/^Word 0\./);
      expect(reply).toContain('the reply took longer than 1 s, so it was stopped; what it wrote is kept above');
      expect([run.status, project.status]).toEqual(['failed', 'failed']);
      expect(await closedEarly('openai', before + 1)).toBe(before + 1);
      // What streamed, as produced (the kept reply is the same text, trimmed).
      const produced = estimateTokens(reply.slice(0, reply.indexOf('\n\nGeneration failed')));
      expect((await used()) - produced).toBeGreaterThanOrEqual(0);
      expect((await used()) - produced).toBeLessThanOrEqual(1);
    } finally {
      await hurried.close();
    }
  });
});
