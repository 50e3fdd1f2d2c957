import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import type { Starter } from './app/starter';
import { type EngineInput, generateReply } from './engine';

// The built-in engine as an AI SDK model, so the generation loop treats it like any provider.
//
// The engine takes the project's state as data, in the call's provider options under `builtin`
// (`builtinProviderOptions` writes them): the files, the frozen paths, the user's standing
// instructions and discuss mode. It never reads the system prompt, which is prose for hosted
// models, so rewording that prompt cannot change what the engine does. Without the options the
// project counts as the bare starter with no instructions. The starter itself comes from whoever
// creates the model (`createBuiltinModel(starter)`): the engine never reads the server's copy.

export const builtinModelId = 'shipwright-builtin';

// Deltas a few lines long: the reply still streams into the chat and the code view, and a first
// reply of 100 kB is not 2,500 trips through the stream, parser and run channel (about 0.3 s).
const CHUNK = 400;

/** The project as the built-in engine sees it. */
export type BuiltinSettings = {
  files: Record<string, string>;
  frozen: string[];
  customInstructions: string;
  /** Discuss mode: answer and advise only, no file blocks. */
  discuss: boolean;
};

/** The `providerOptions` of a call to the built-in model. */
export function builtinProviderOptions(settings: BuiltinSettings): { builtin: BuiltinSettings } {
  return { builtin: settings };
}

// Provider options arrive as untyped JSON: keep only well-formed values.
function settingsOf(options: LanguageModelV3CallOptions): BuiltinSettings {
  const raw = options.providerOptions?.builtin ?? {};
  const files: Record<string, string> = {};
  if (raw.files && typeof raw.files === 'object' && !Array.isArray(raw.files)) {
    for (const [path, content] of Object.entries(raw.files)) if (typeof content === 'string') files[path] = content;
  }
  const frozen = Array.isArray(raw.frozen) ? raw.frozen.filter((p): p is string => typeof p === 'string') : [];
  const customInstructions = typeof raw.customInstructions === 'string' ? raw.customInstructions : '';
  return { files, frozen, customInstructions, discuss: raw.discuss === true };
}

function engineInputOf(options: LanguageModelV3CallOptions): Omit<EngineInput, 'starter'> {
  const settings = settingsOf(options);
  const messages: EngineInput['messages'] = [];
  for (const m of options.prompt) {
    if (m.role !== 'user' && m.role !== 'assistant') continue;
    const text = m.content
      .map((part) => (part.type === 'text' ? part.text : ''))
      .join('')
      .trim();
    if (text) messages.push({ role: m.role, content: text });
  }
  return {
    messages,
    files: settings.files,
    frozen: settings.frozen,
    customInstructions: settings.customInstructions || undefined,
    discuss: settings.discuss,
  };
}

const estimateTokens = (chars: number) => Math.ceil(chars / 4);

/**
 * What the engine reads counts as input, like a provider's prompt: the conversation and the
 * project's files, not the prose system prompt it never reads, and not the starter's library
 * files while they are exactly as shipped (hosted models get those by name only, too).
 */
export function builtinInputTokens(
  messages: ReadonlyArray<{ content: string }>,
  settings: BuiltinSettings,
  starter: Starter,
) {
  const files = starter.worthReading(settings.files);
  return estimateTokens(
    JSON.stringify(messages.map((m) => m.content)).length + JSON.stringify({ ...settings, files }).length,
  );
}

function usageFor(options: LanguageModelV3CallOptions, reply: string, starter: Starter): LanguageModelV3Usage {
  const input = builtinInputTokens(engineInputOf(options).messages, settingsOf(options), starter);
  const output = estimateTokens(reply.length);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

function run(options: LanguageModelV3CallOptions, starter: Starter): { reply: string; usage: LanguageModelV3Usage } {
  const reply = generateReply({ ...engineInputOf(options), starter });
  return { reply, usage: usageFor(options, reply, starter) };
}

export function createBuiltinModel(starter: Starter): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'shipwright',
    modelId: builtinModelId,
    supportedUrls: {},
    async doGenerate(options) {
      const { reply, usage } = run(options, starter);
      return {
        content: [{ type: 'text', text: reply }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
    async doStream(options) {
      const { reply, usage } = run(options, starter);
      const parts: LanguageModelV3StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 'text' },
      ];
      for (let at = 0; at < reply.length; at += CHUNK)
        parts.push({ type: 'text-delta', id: 'text', delta: reply.slice(at, at + CHUNK) });
      parts.push(
        { type: 'text-end', id: 'text' },
        { type: 'finish', usage, finishReason: { unified: 'stop', raw: 'stop' } },
      );
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        pull(controller) {
          const next = parts.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
        cancel() {
          parts.length = 0;
        },
      });
      return { stream };
    },
  };
}
