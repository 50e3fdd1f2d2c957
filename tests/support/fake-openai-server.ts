import { createServer, type IncomingMessage } from 'node:http';

export interface FakeReply {
  /** The reply text, streamed in small chunks. */
  text: string;
  /** Break the connection after this many characters instead of finishing. */
  failAfter?: number;
  /** Stream up to this many characters, then wait for `gate` before sending the rest. */
  holdAfter?: number;
  gate?: Promise<void>;
  /** Instead of `text`: each chunk as it is made, when it is made (paced, stamped, as a bench needs). */
  chunks?: AsyncIterable<string>;
}

/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1 that streams what `reply` decides
 * for each request, in the real SSE chunk format (with a usage chunk at the end).
 */
export async function startFakeOpenAI(reply: (lastUserMessage: string) => FakeReply) {
  const requests: Array<{ model: string; authorization: string | undefined; system: string }> = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'not found' } }));
    }
    const body = JSON.parse(await readBody(req)) as {
      model: string;
      messages: Array<{ role: string; content: unknown }>;
    };
    const text = (m: { content: unknown }) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
    const system = body.messages
      .filter((m) => m.role === 'system')
      .map(text)
      .join('\n');
    const last = [...body.messages].reverse().find((m) => m.role === 'user');
    requests.push({ model: body.model, authorization: req.headers.authorization, system });
    const plan = reply(last ? text(last) : '');
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model: body.model };
    chunk({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
    const piece = (content: string) =>
      chunk({ ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] });
    for await (const content of plan.chunks ?? []) piece(content);
    const limit = plan.failAfter ?? plan.text.length;
    for (let i = 0; i < limit; i += 7) {
      if (plan.gate && plan.holdAfter !== undefined && i >= plan.holdAfter) {
        await plan.gate;
        plan.gate = undefined;
      }
      piece(plan.text.slice(i, Math.min(i + 7, limit)));
      await new Promise((r) => setImmediate(r));
    }
    if (plan.failAfter !== undefined) return res.destroy();
    chunk({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    chunk({ ...base, choices: [], usage: { prompt_tokens: 1200, completion_tokens: 300, total_tokens: 1500 } });
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    requests,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Server settings that send the "GPT-4 Mini" choice to the fake as model `local-coder`. */
export const fakeOpenAIEnv = (baseUrl: string) => ({
  TRUST_PROXY: 'true',
  OPENAI_API_KEY: 'sk-test-fake',
  OPENAI_BASE_URL: baseUrl,
  AI_MODEL_GPT_4O_MINI: 'local-coder',
});
