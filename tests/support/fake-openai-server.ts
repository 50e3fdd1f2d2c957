import { openAIProtocol } from './fake-model-protocols';
import { type FakeReply, startFakeModelServer } from './fake-model-server';

export type { FakeReply } from './fake-model-server';

/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1 that streams what `reply` decides
 * for each request, in the real SSE chunk format (with a usage chunk at the end).
 */
export const startFakeOpenAI = (reply: (lastUserMessage: string) => FakeReply) =>
  startFakeModelServer(openAIProtocol, reply);

/** Server settings that send the "GPT-4 Mini" choice to the fake as model `local-coder`. */
export const fakeOpenAIEnv = (baseUrl: string) => ({
  TRUST_PROXY: 'true',
  OPENAI_API_KEY: 'sk-test-fake',
  OPENAI_BASE_URL: baseUrl,
  AI_MODEL_GPT_4O_MINI: 'local-coder',
  // Its scripts are one-shot replies with file blocks: agent replies have fakes of their own (tests/agent).
  AI_AGENT: 'off',
});
