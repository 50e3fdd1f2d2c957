import type { ServerResponse } from 'node:http';

export interface Usage {
  input: number;
  output: number;
}

/** What a request asked for, in any of the three protocols. */
export interface ParsedRequest {
  model: string;
  system: string;
  lastUser: string;
  /** Every user message with text, oldest first (tool results travel as user messages in two protocols). */
  users: string[];
  /** The names of the tools the request offers. */
  tools: string[];
  /** The results of tool calls sent back so far, in order, as the text or JSON the model reads. */
  toolResults: string[];
}

/** A tool call the fake model makes. */
export interface FakeToolCall {
  name: string;
  input: unknown;
}

/** One provider's wire format: its route, its request body, its stream and its error body. */
export interface ModelProtocol {
  /** The part of the URL the SDK's base URL ends with (what `baseUrl` gets). */
  basePath: string;
  /** The model the request is for, when the URL is this protocol's streaming endpoint. */
  route(method: string, url: string): { modelFromUrl: string | null } | null;
  keyHeader: string;
  parse(body: Record<string, unknown>, modelFromUrl: string | null): ParsedRequest;
  start(res: ServerResponse, model: string, usage: Usage | null): void;
  piece(res: ServerResponse, text: string): void;
  /** Streams tool calls after the text, in this protocol's own way. */
  toolCalls(res: ServerResponse, calls: FakeToolCall[]): void;
  finish(res: ServerResponse, usage: Usage | null, calledTools?: boolean): void;
  errorBody(status: number, message: string, code?: string): unknown;
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part) => (typeof part === 'object' && part && 'text' in part ? String(part.text) : '')).join('')
      : '';

type Message = { role: string; content: unknown };
/** The user messages with text: tool results travel as user messages in two of the protocols. */
const usersOf = (messages: Message[]) =>
  messages
    .filter((m) => m.role === 'user')
    .map((m) => textOf(m.content))
    .filter((text) => text.trim());
const lastUserOf = (messages: Message[]) => usersOf(messages).at(-1) ?? '';
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** Each part of each message that `pick` recognises as a tool result, as text. */
const resultsIn = (
  messages: Array<{ content?: unknown; parts?: unknown }>,
  pick: (part: Record<string, unknown>) => unknown,
) =>
  messages.flatMap((m) => {
    const parts = Array.isArray(m.content) ? m.content : Array.isArray(m.parts) ? m.parts : [];
    return parts.flatMap((part) => {
      const found = typeof part === 'object' && part ? pick(part as Record<string, unknown>) : undefined;
      return found === undefined ? [] : [asText(found)];
    });
  });

const sse = (res: ServerResponse, payload: unknown, event?: string) =>
  res.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(payload)}\n\n`);

/** OpenAI Chat Completions (and every server compatible with it). */
export const openAIProtocol: ModelProtocol = {
  basePath: '/v1',
  route: (method, url) => (method === 'POST' && url === '/v1/chat/completions' ? { modelFromUrl: null } : null),
  keyHeader: 'authorization',
  parse(body) {
    const messages = body.messages as Message[];
    const system = messages
      .filter((m) => m.role === 'system')
      .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
      .join('\n');
    const tools = ((body.tools as Array<{ function: { name: string } }>) ?? []).map((t) => t.function.name);
    const toolResults = messages.filter((m) => m.role === 'tool').map((m) => textOf(m.content) || asText(m.content));
    return {
      model: String(body.model),
      system,
      lastUser: lastUserOf(messages),
      users: usersOf(messages),
      tools,
      toolResults,
    };
  },
  start(res, model) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    (res as ServerResponse & { model?: string }).model = model;
    openAIChunk(res, { role: 'assistant', content: '' });
  },
  piece: (res, content) => openAIChunk(res, { content }),
  toolCalls(res, calls) {
    calls.forEach((call, index) => {
      const args = JSON.stringify(call.input);
      const half = Math.floor(args.length / 2);
      // The arguments arrive in pieces, as OpenAI streams them.
      const first = {
        index,
        id: `call_${index}`,
        type: 'function',
        function: { name: call.name, arguments: args.slice(0, half) },
      };
      openAIChunk(res, { tool_calls: [first] });
      openAIChunk(res, { tool_calls: [{ index, function: { arguments: args.slice(half) } }] });
    });
  },
  finish(res, usage, calledTools) {
    openAIChunk(res, {}, calledTools ? 'tool_calls' : 'stop');
    if (usage) {
      const { input, output } = usage;
      sse(res, {
        ...openAIBase(res),
        choices: [],
        usage: { prompt_tokens: input, completion_tokens: output, total_tokens: input + output },
      });
    }
    res.end('data: [DONE]\n\n');
  },
  errorBody: (_status, message, code) => ({ error: { message, type: 'invalid_request_error', code: code ?? null } }),
};

const openAIBase = (res: ServerResponse) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 1,
  model: (res as ServerResponse & { model?: string }).model ?? 'fake',
});
const openAIChunk = (res: ServerResponse, delta: object, finish: string | null = null) =>
  sse(res, { ...openAIBase(res), choices: [{ index: 0, delta, finish_reason: finish }] });

/** Anthropic Messages, streamed as its named SSE events. */
export const anthropicProtocol: ModelProtocol = {
  basePath: '/v1',
  route: (method, url) => (method === 'POST' && url === '/v1/messages' ? { modelFromUrl: null } : null),
  keyHeader: 'x-api-key',
  parse: (body) => ({
    model: String(body.model),
    system: textOf(body.system),
    lastUser: lastUserOf(body.messages as Message[]),
    users: usersOf(body.messages as Message[]),
    tools: ((body.tools as Array<{ name: string }>) ?? []).map((t) => t.name),
    toolResults: resultsIn(body.messages as Message[], (part) =>
      part.type === 'tool_result' ? textOf(part.content) || part.content : undefined,
    ),
  }),
  start(res, model, usage) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const message = { id: 'msg_fake', type: 'message', role: 'assistant', model, content: [], stop_reason: null };
    const start = { ...message, stop_sequence: null, usage: { input_tokens: usage?.input ?? 0, output_tokens: 0 } };
    sse(res, { type: 'message_start', message: start }, 'message_start');
    const block = { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } };
    sse(res, block, 'content_block_start');
  },
  piece: (res, text) =>
    sse(res, { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, 'content_block_delta'),
  toolCalls(res, calls) {
    sse(res, { type: 'content_block_stop', index: 0 }, 'content_block_stop');
    calls.forEach((call, i) => {
      const index = i + 1;
      const block = { type: 'tool_use', id: `toolu_${index}`, name: call.name, input: {} };
      sse(res, { type: 'content_block_start', index, content_block: block }, 'content_block_start');
      const json = JSON.stringify(call.input);
      for (const partial_json of [json.slice(0, 5), json.slice(5)]) {
        sse(
          res,
          { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } },
          'content_block_delta',
        );
      }
      sse(res, { type: 'content_block_stop', index }, 'content_block_stop');
    });
  },
  finish(res, usage, calledTools) {
    if (!calledTools) sse(res, { type: 'content_block_stop', index: 0 }, 'content_block_stop');
    const delta = { stop_reason: calledTools ? 'tool_use' : 'end_turn', stop_sequence: null };
    sse(res, { type: 'message_delta', delta, usage: { output_tokens: usage?.output ?? 0 } }, 'message_delta');
    sse(res, { type: 'message_stop' }, 'message_stop');
    res.end();
  },
  errorBody: (_status, message, code) => ({ type: 'error', error: { type: code ?? 'api_error', message } }),
};

/** Google Gemini's streamGenerateContent with alt=sse. */
export const googleProtocol: ModelProtocol = {
  basePath: '/v1beta',
  route(method, url) {
    const match = /^\/v1beta\/models\/([^:/]+):streamGenerateContent\?alt=sse$/.exec(url);
    return method === 'POST' && match ? { modelFromUrl: decodeURIComponent(match[1] as string) } : null;
  },
  keyHeader: 'x-goog-api-key',
  parse(body, modelFromUrl) {
    const contents = (body.contents as Array<{ role: string; parts: unknown }>) ?? [];
    const messages = contents.map((c) => ({ role: c.role, content: c.parts }));
    const system = textOf((body.systemInstruction as { parts?: unknown } | undefined)?.parts);
    const declared = (body.tools as Array<{ functionDeclarations?: Array<{ name: string }> }>) ?? [];
    const tools = declared.flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name));
    const toolResults = resultsIn(
      contents,
      (part) => (part.functionResponse as { response?: unknown } | undefined)?.response,
    );
    return {
      model: modelFromUrl ?? '',
      system,
      lastUser: lastUserOf(messages),
      users: usersOf(messages),
      tools,
      toolResults,
    };
  },
  start(res) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  },
  piece: (res, text) => sse(res, { candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0 }] }),
  toolCalls(res, calls) {
    const parts = calls.map((call) => ({ functionCall: { name: call.name, args: call.input } }));
    sse(res, { candidates: [{ content: { parts, role: 'model' }, index: 0 }] });
  },
  finish(res, usage) {
    const usageMetadata = usage
      ? {
          promptTokenCount: usage.input,
          candidatesTokenCount: usage.output,
          totalTokenCount: usage.input + usage.output,
        }
      : undefined;
    const candidate = { content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'STOP', index: 0 };
    sse(res, { candidates: [candidate], usageMetadata });
    res.end();
  },
  errorBody: (status, message, code) => ({ error: { code: status, message, status: code ?? 'UNKNOWN' } }),
};
