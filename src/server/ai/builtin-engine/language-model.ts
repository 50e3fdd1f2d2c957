import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { type EngineInput, generateReply } from './engine';

// The built-in engine as an AI SDK model, so the generation loop treats it like any provider.
//
// Contract for project files: the model reads them from the prompt, not from a side channel.
// The LAST system message may contain a block
//
//   <<<PROJECT_FILES_JSON
//   { "files": { "src/App.tsx": "…" }, "frozen": ["src/App.tsx"] }
//   PROJECT_FILES_JSON>>>
//
// (each marker on its own line). `projectFilesSystemBlock` writes it; any other system text is
// passed to the engine as custom instructions. Without the block the project counts as the
// bare starter.

export const builtinModelId = 'shipwright-builtin';

const OPEN = '<<<PROJECT_FILES_JSON';
const CLOSE = 'PROJECT_FILES_JSON>>>';
const CHUNK = 40;

export function projectFilesSystemBlock(files: Record<string, string>, frozen: string[]): string {
  return `${OPEN}\n${JSON.stringify({ files, frozen })}\n${CLOSE}`;
}

function parseFilesBlock(system: string): { files: Record<string, string>; frozen: string[]; rest: string } {
  const start = system.indexOf(`${OPEN}\n`);
  const end = system.indexOf(`\n${CLOSE}`, start);
  if (start === -1 || end === -1) return { files: {}, frozen: [], rest: system };
  try {
    const parsed = JSON.parse(system.slice(start + OPEN.length + 1, end)) as { files?: unknown; frozen?: unknown };
    const files: Record<string, string> = {};
    if (parsed.files && typeof parsed.files === 'object') {
      for (const [path, content] of Object.entries(parsed.files))
        if (typeof content === 'string') files[path] = content;
    }
    const frozen = Array.isArray(parsed.frozen) ? parsed.frozen.filter((p): p is string => typeof p === 'string') : [];
    return { files, frozen, rest: `${system.slice(0, start)}${system.slice(end + CLOSE.length + 1)}`.trim() };
  } catch {
    return { files: {}, frozen: [], rest: system };
  }
}

export function engineInputFromPrompt(prompt: LanguageModelV3Prompt): EngineInput {
  const systems = prompt.filter((m) => m.role === 'system').map((m) => m.content);
  const last = parseFilesBlock(systems.at(-1) ?? '');
  const instructions = [...systems.slice(0, -1), last.rest].filter(Boolean).join('\n\n');
  const messages: EngineInput['messages'] = [];
  for (const m of prompt) {
    if (m.role !== 'user' && m.role !== 'assistant') continue;
    const text = m.content
      .map((part) => (part.type === 'text' ? part.text : ''))
      .join('')
      .trim();
    if (text) messages.push({ role: m.role, content: text });
  }
  // The generation loop's system prompt says this line when discuss mode is on.
  const discuss = /Discuss mode is on/i.test(instructions);
  return { messages, files: last.files, frozen: last.frozen, customInstructions: instructions || undefined, discuss };
}

const estimateTokens = (chars: number) => Math.ceil(chars / 4);

function usageFor(prompt: LanguageModelV3Prompt, reply: string): LanguageModelV3Usage {
  const input = estimateTokens(JSON.stringify(prompt).length);
  const output = estimateTokens(reply.length);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

function run(options: LanguageModelV3CallOptions): { reply: string; usage: LanguageModelV3Usage } {
  const reply = generateReply(engineInputFromPrompt(options.prompt));
  return { reply, usage: usageFor(options.prompt, reply) };
}

export function createBuiltinModel(): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'shipwright',
    modelId: builtinModelId,
    supportedUrls: {},
    async doGenerate(options) {
      const { reply, usage } = run(options);
      return {
        content: [{ type: 'text', text: reply }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
    async doStream(options) {
      const { reply, usage } = run(options);
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
