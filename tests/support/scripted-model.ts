import { afterAll, beforeAll } from 'vitest';
import { fakeOpenAIEnv, startFakeOpenAI } from './fake-openai-server';
import { startTestServer, type TestServer } from './test-server';

/**
 * For a test file: a server whose OpenAI provider is a fake answering each user message with its
 * scripted reply (`fallback` for any other). Read `server` inside tests, once beforeAll has run.
 */
export function withScriptedModel(replies: Record<string, string>, fallback = 'Nothing to change.') {
  const running = {} as { server: TestServer };
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI((message) => ({ text: replies[message] ?? fallback }));
    running.server = await startTestServer(fakeOpenAIEnv(fake.baseUrl));
  });
  afterAll(async () => {
    await running.server.close();
    await fake.close();
  });
  return running;
}
