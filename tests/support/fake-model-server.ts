import { createServer, type IncomingMessage } from 'node:http';
import type { FakeToolCall, ModelProtocol, ParsedRequest, Usage } from './fake-model-protocols';

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
  /** Stream this many characters, then send nothing more while the connection stays open (a stall). */
  stallAfter?: number;
  /** Characters per streamed chunk (7 unless said). */
  chunkSize?: number;
  /** Answer with this HTTP status and the protocol's JSON error body instead of a stream. */
  status?: number;
  /** The provider's own message in that body. */
  message?: string;
  /** The error's code or type in that body (OpenAI's `context_length_exceeded`, say). */
  code?: string;
  /** A Retry-After header, in seconds. */
  retryAfter?: number;
  /** The token count the stream ends with (1200 in, 300 out unless said); null sends none. */
  usage?: Usage | null;
  /** Tool calls streamed after the text, in the protocol's own way. */
  toolCalls?: FakeToolCall[];
}

export interface FakeRequest {
  model: string;
  /** The API key header as sent (OpenAI's `Bearer …`, Anthropic's x-api-key, Google's x-goog-api-key). */
  authorization: string | undefined;
  system: string;
  lastUser: string;
  users: string[];
  tools: string[];
  toolResults: string[];
}

/**
 * A model provider on 127.0.0.1 that streams what `reply` decides for each request, in the real
 * wire format of `protocol`. It also counts the connections the client closed before the reply
 * ended (an aborted request), as a real provider would see them.
 */
/** The port the browser journeys' fake model listens on: the server is told of it at start (playwright.config.ts). */
export const e2eFakeModelPort = (appPort: number) => appPort + 1300;

export async function startFakeModelServer(
  protocol: ModelProtocol,
  reply: (lastUserMessage: string, request: ParsedRequest) => FakeReply,
  port = 0,
) {
  const requests: FakeRequest[] = [];
  let closedEarly = 0;
  const server = createServer(async (req, res) => {
    const route = protocol.route(req.method ?? '', req.url ?? '');
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(protocol.errorBody(404, 'not found')));
    }
    const parsed = protocol.parse(JSON.parse(await readBody(req)), route.modelFromUrl);
    const key = req.headers[protocol.keyHeader];
    requests.push({ ...parsed, authorization: Array.isArray(key) ? key[0] : key });
    const closed = new Promise<void>((resolve) =>
      res.on('close', () => {
        if (!res.writableFinished) closedEarly += 1;
        resolve();
      }),
    );
    const plan = reply(parsed.lastUser, parsed);
    if (plan.status) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (plan.retryAfter !== undefined) headers['retry-after'] = String(plan.retryAfter);
      res.writeHead(plan.status, headers);
      return res.end(JSON.stringify(protocol.errorBody(plan.status, plan.message ?? 'error', plan.code)));
    }
    const usage = plan.usage === undefined ? { input: 1200, output: 300 } : plan.usage;
    protocol.start(res, parsed.model, usage);
    for await (const content of plan.chunks ?? []) {
      if (res.destroyed) break;
      protocol.piece(res, content);
    }
    const limit = Math.min(plan.failAfter ?? plan.text.length, plan.stallAfter ?? plan.text.length);
    const size = plan.chunkSize ?? 7;
    for (let i = 0; i < limit && !res.destroyed; i += size) {
      if (plan.gate && plan.holdAfter !== undefined && i >= plan.holdAfter) {
        await plan.gate;
        plan.gate = undefined;
      }
      // Waits for the socket when it is full: a client that stops reading gets no more.
      if (res.writableNeedDrain) await Promise.race([new Promise((r) => res.once('drain', r)), closed]);
      protocol.piece(res, plan.text.slice(i, Math.min(i + size, limit)));
      await new Promise((r) => setImmediate(r));
    }
    if (plan.stallAfter !== undefined) return closed; // silent until the client gives up
    if (plan.failAfter !== undefined) return res.destroy();
    if (plan.toolCalls?.length && !res.destroyed) protocol.toolCalls(res, plan.toolCalls);
    if (!res.destroyed) protocol.finish(res, usage, Boolean(plan.toolCalls?.length));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    requests,
    /** Connections the client closed while their reply was still being sent. */
    closedEarly: () => closedEarly,
    baseUrl: `http://127.0.0.1:${listening}${protocol.basePath}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}
