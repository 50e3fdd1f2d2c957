import {
  anthropicProtocol,
  googleProtocol,
  type ModelProtocol,
  openAIProtocol,
  type ParsedRequest,
} from './fake-model-protocols';
import { type FakeReply, startFakeModelServer } from './fake-model-server';

export type ProtocolName = 'openai' | 'anthropic' | 'google';

/** Each protocol's chat choice, the model id the server is told to ask for, and its settings. */
export const providerChoices = {
  openai: { choice: 'gpt-4o-mini', modelId: 'local-coder', modelEnv: 'AI_MODEL_GPT_4O_MINI', keyEnv: 'OPENAI_API_KEY' },
  anthropic: {
    choice: 'claude-sonnet',
    modelId: 'claude-fake',
    modelEnv: 'AI_MODEL_CLAUDE_SONNET',
    keyEnv: 'ANTHROPIC_API_KEY',
  },
  google: {
    choice: 'gemini-pro',
    modelId: 'gemini-fake',
    modelEnv: 'AI_MODEL_GEMINI_PRO',
    keyEnv: 'GOOGLE_GENERATIVE_AI_API_KEY',
  },
} as const;

const protocols: Record<ProtocolName, ModelProtocol> = {
  openai: openAIProtocol,
  anthropic: anthropicProtocol,
  google: googleProtocol,
};

// How each provider says a request is longer than its model's context window.
const contextErrors: Record<ProtocolName, FakeReply> = {
  openai: {
    text: '',
    status: 400,
    code: 'context_length_exceeded',
    message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 210000 tokens.",
  },
  anthropic: {
    text: '',
    status: 400,
    code: 'invalid_request_error',
    message: 'prompt is too long: 210000 tokens > 200000 maximum',
  },
  google: {
    text: '',
    status: 400,
    code: 'INVALID_ARGUMENT',
    message: 'The input token count (2100000) exceeds the maximum number of tokens allowed (1048576).',
  },
};

export const goodReply = `Here is your counter.\n\n<file path="src/Counter.tsx">\nexport function Counter() {\n  return <button type="button">Count</button>;\n}\n</file>\n\nAdded a counter component.`;
const hugeFile = `Adding a data file.\n\n<file path="src/Small.tsx">\nexport const small = 1;\n</file>\n\n<file path="src/Huge.ts">\n${'export const row = "0123456789";\n'.repeat(10_000)}</file>\n\nDone.`;

/**
 * What a fake answers, by keyword in the user's message: the faults real providers show every
 * day. `seen` is how many times this fake has had the same message (1 the first time).
 */
function scenario(protocol: ProtocolName, message: string, seen: number, system: string): FakeReply {
  const has = (word: string) => message.includes(word);
  if (has('STALL')) return { text: 'Starting on the counter right now.', stallAfter: 20 };
  if (has('E401')) return { text: '', status: 401, message: 'Incorrect API key provided' };
  if (has('E404')) return { text: '', status: 404, message: 'The model does not exist' };
  if (has('RATE-ONCE'))
    return seen === 1 ? { text: '', status: 429, message: 'Rate limit reached', retryAfter: 1 } : { text: goodReply };
  if (has('RATE-ALWAYS')) return { text: '', status: 429, message: 'Rate limit reached' };
  if (has('RATE-LONG')) return { text: '', status: 429, message: 'Rate limit reached', retryAfter: 60 };
  if (has('DOWN-ONCE'))
    return seen === 1 ? { text: '', status: 500, message: 'upstream exploded' } : { text: goodReply };
  if (has('DOWN-ALWAYS')) return { text: '', status: 500, message: 'upstream exploded' };
  if (has('TOO-LONG-ONCE'))
    return system.includes('contents are left out') ? { text: goodReply } : contextErrors[protocol];
  if (has('TOO-LONG-ALWAYS')) return contextErrors[protocol];
  if (has('RUNAWAY')) return { text: 'All work and no play. '.repeat(230_000), chunkSize: 16_384 };
  if (has('HUGE-FILE')) return { text: hugeFile, chunkSize: 4_096 };
  if (has('SLOW')) return { text: '', chunks: slowly(), usage: null };
  return { text: goodReply };
}

/** A reply that keeps coming, a few words every 30 ms, for ten seconds. */
async function* slowly() {
  for (let i = 0; i < 300; i += 1) {
    yield `Word ${i}. `;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** A fake's answer to one request, from its protocol, the user's message and the whole request. */
export type Scenario = (protocol: ProtocolName, message: string, request: ParsedRequest) => FakeReply;

/** One fake of each protocol, answering the scenarios above (or `scenarios`, an agent's, say). */
export async function startFakeProviders(scenarios?: Scenario) {
  const start = async (name: ProtocolName) => {
    const seen = new Map<string, number>();
    let fake: Awaited<ReturnType<typeof startFakeModelServer>> | null = null;
    fake = await startFakeModelServer(protocols[name], (message, request) => {
      if (scenarios) return scenarios(name, message, request);
      const count = (seen.get(message) ?? 0) + 1;
      seen.set(message, count);
      return scenario(name, message, count, fake?.requests.at(-1)?.system ?? '');
    });
    return fake;
  };
  const fakes = { openai: await start('openai'), anthropic: await start('anthropic'), google: await start('google') };
  return {
    fakes,
    close: () => Promise.all(Object.values(fakes).map((f) => f.close())),
  };
}

/** Server settings pointing the three providers at `baseUrls` (the fakes, or a closed port). */
export function providersEnv(baseUrls: Record<ProtocolName, string>) {
  return {
    TRUST_PROXY: 'true',
    OPENAI_API_KEY: 'sk-test-fake',
    OPENAI_BASE_URL: baseUrls.openai,
    ANTHROPIC_API_KEY: 'sk-ant-fake',
    ANTHROPIC_BASE_URL: baseUrls.anthropic,
    GOOGLE_GENERATIVE_AI_API_KEY: 'google-fake',
    GOOGLE_BASE_URL: baseUrls.google,
    [providerChoices.openai.modelEnv]: providerChoices.openai.modelId,
    [providerChoices.anthropic.modelEnv]: providerChoices.anthropic.modelId,
    [providerChoices.google.modelEnv]: providerChoices.google.modelId,
    // Small bounds, so a stall or a retry takes a moment, not minutes. The idle bound leaves room for
    // a loaded machine: at 400 ms a fake's first byte, late behind a busy suite, read as a stall.
    AI_IDLE_TIMEOUT_MS: '2000',
    AI_REPLY_TIMEOUT_MS: '20000',
    AI_RETRIES: '2',
    AI_RETRY_MAX_WAIT_MS: '1500',
    AI_RETRY_BACKOFF_MS: '50',
    // The scripts answer one-shot, with file blocks; agent replies are tested with AI_AGENT=auto (tests/agent).
    AI_AGENT: 'off',
  };
}
